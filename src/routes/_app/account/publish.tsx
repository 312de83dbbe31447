import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { centreQueries } from '@/modules/account/api/centre-queries';
import { myItemsSearch } from '@/modules/account/lib/centre-search';
import { MyItemsScreen } from '@/modules/account/screens/my-items-screen';

/** `/account/publish`: 我的发布 (state, domain, keyword and page in the URL). */
export const Route = createFileRoute('/_app/account/publish')({
  staticData: { title: '我的发布' },
  validateSearch: myItemsSearch,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(centreQueries.items({ kind: 'publish', ...deps })),
  component: PublishRoute,
});

function PublishRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MyItemsScreen kind="publish" search={search} onSearch={(next) => void navigate({ search: next })} />;
}
