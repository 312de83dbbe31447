import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { requirePermission } from '@/app/guards';
import { recycleQueries } from '@/modules/wiki/api/recycle-queries';
import { RecycleScreen } from '@/modules/wiki/screens/recycle-screen';

const searchSchema = z.object({
  keyword: z
    .union([z.string(), z.number().transform(String)])
    .pipe(z.string().trim().max(100))
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});

/** `/wiki/recycle`: the recycle bin of wiki entries (keyword and page in the URL). */
export const Route = createFileRoute('/_app/wiki/recycle')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context }) => requirePermission(context.session, 'ROLE_WIKI_DISPLAY_WEB', '您没有词条知识的访问权限'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(recycleQueries.list(deps)),
  component: RecycleRoute,
});

function RecycleRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RecycleScreen search={search} onSearch={(next) => void navigate({ search: next })} />;
}
