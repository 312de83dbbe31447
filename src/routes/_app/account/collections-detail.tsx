import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { centreQueries } from '@/modules/account/api/centre-queries';
import { collectionsDetailSearch } from '@/modules/account/lib/centre-search';
import { CollectionsDetailScreen } from '@/modules/account/screens/collections-detail-screen';

/** `/account/collections-detail[?folderId=]`: the favourites of a folder (folder and page in the URL). */
export const Route = createFileRoute('/_app/account/collections-detail')({
  staticData: { title: '收藏夹' },
  validateSearch: collectionsDetailSearch,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(centreQueries.favourites(deps)),
  component: CollectionsDetailRoute,
});

function CollectionsDetailRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CollectionsDetailScreen search={search} onSearch={(next) => void navigate({ search: next })} />;
}
