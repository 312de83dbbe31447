import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { requireCapability } from '@/app/guards';
import { loadEditorSource } from '@/modules/wiki/api/editor-queries';
import { EditorScreen } from '@/modules/wiki/screens/editor-screen';

const searchSchema = z.object({
  /** The entry to edit; none (or a malformed one) opens a new entry. */
  id: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647))), undefined),
});

/** `/wiki/newCreate[?id=]`: write a new entry or edit one. */
export const Route = createFileRoute('/_app/_wiki/wiki/newCreate')({
  staticData: { title: (search) => (search.id ? '编辑词条' : '新建词条') },
  validateSearch: (search) => searchSchema.parse(search),
  beforeLoad: ({ context }) => requireCapability(context.session, 'ROLE_KNOWLEDGE_CREATE'),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => (deps.id === undefined ? null : loadEditorSource(context.queryClient, deps.id)),
  component: NewCreateRoute,
});

function NewCreateRoute() {
  const source = Route.useLoaderData();
  const { id } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <EditorScreen id={id} source={source} onCreated={(newId) => void navigate({ search: { id: newId }, replace: true })} />;
}
