import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { centreSearchQueries } from '@/modules/account/api/centre-queries';
import { sosoSearch } from '@/modules/account/lib/centre-search';
import { SosoScreen } from '@/modules/account/screens/soso-screen';

/** `/account/soso`: my searches (keyword and page in the URL). */
export const Route = createFileRoute('/_app/account/soso')({
  staticData: { title: '我的搜索' },
  validateSearch: sosoSearch,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(centreSearchQueries.list(deps)),
  component: SosoRoute,
});

function SosoRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SosoScreen search={search} onSearch={(next) => void navigate({ search: next })} />;
}
