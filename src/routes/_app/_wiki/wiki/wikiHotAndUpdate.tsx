import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { wikiListQueries } from '@/modules/wiki/api/list-queries';
import { HotUpdateScreen, hotUpdateRequest } from '@/modules/wiki/screens/hot-update-screen';

const searchSchema = z.object({
  tab: z.enum(['hot', 'updated']).default('hot').catch('hot'),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});

/** `/wiki/wikiHotAndUpdate`: hot and recently updated entries (tab and page in the URL). */
export const Route = createFileRoute('/_app/_wiki/wiki/wikiHotAndUpdate')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ tab: 'hot', page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(wikiListQueries.list(hotUpdateRequest(deps))),
  component: HotUpdateRoute,
});

function HotUpdateRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <HotUpdateScreen search={search} onSearch={(next) => void navigate({ search: next })} />;
}
