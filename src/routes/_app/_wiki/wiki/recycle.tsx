import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { WIKI_SCOPE } from '@/modules/wiki/api/wiki-scope';
import { recycleQueries } from '@/shared/knowledge/recycle/recycle-queries';
import { RecycleScreen } from '@/shared/knowledge/recycle/recycle-screen';
import { recycleSearch } from '@/shared/knowledge/recycle/recycle-search';

/** `/wiki/recycle`: the recycle bin of wiki entries (keyword and page in the URL). */
export const Route = createFileRoute('/_app/_wiki/wiki/recycle')({
  validateSearch: recycleSearch,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(recycleQueries.list(WIKI_SCOPE, deps)),
  component: RecycleRoute,
});

function RecycleRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RecycleScreen scope={WIKI_SCOPE} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
