import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { libraryQueries } from '@/modules/library/api/library-queries';
import { HOT_SEARCH_DEFAULTS, hotRequestOf, hotSearchSchema } from '@/modules/library/lib/library-search';
import { LibraryHotUpdateScreen } from '@/modules/library/screens/hot-update-screen';

/** `/library/hotTopicsAndUpdate`: hot and recently updated documents (tab and page in the URL). */
export const Route = createFileRoute('/_app/_library/library/hotTopicsAndUpdate')({
  validateSearch: hotSearchSchema,
  search: { middlewares: [stripSearchParams(HOT_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(libraryQueries.list(hotRequestOf(deps))),
  component: HotUpdateRoute,
});

function HotUpdateRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <LibraryHotUpdateScreen search={search} onSearch={(next) => void navigate({ search: next })} />;
}
