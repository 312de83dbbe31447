import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { centreQueries } from '@/modules/account/api/centre-queries';
import { footprintSearch } from '@/modules/account/lib/centre-search';
import { FootprintScreen } from '@/modules/account/screens/footprint-screen';

/** `/account/footprint`: what I read, by day (domain and page in the URL). */
export const Route = createFileRoute('/_app/account/footprint')({
  staticData: { title: '我的足迹' },
  validateSearch: footprintSearch,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(centreQueries.footprints(deps)),
  component: FootprintRoute,
});

function FootprintRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <FootprintScreen search={search} onSearch={(next) => void navigate({ search: next })} />;
}
