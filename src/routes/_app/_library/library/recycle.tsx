import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { LIBRARY_SCOPE } from '@/modules/library/api/library-scope';
import { recycleQueries } from '@/shared/knowledge/recycle/recycle-queries';
import { RecycleScreen } from '@/shared/knowledge/recycle/recycle-screen';
import { recycleSearch } from '@/shared/knowledge/recycle/recycle-search';

/** `/library/recycle`: the recycle bin of library items (keyword and page in the URL). */
export const Route = createFileRoute('/_app/_library/library/recycle')({
  validateSearch: recycleSearch,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(recycleQueries.list(LIBRARY_SCOPE, deps)),
  component: RecycleRoute,
});

function RecycleRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RecycleScreen scope={LIBRARY_SCOPE} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
