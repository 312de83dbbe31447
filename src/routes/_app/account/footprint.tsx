import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { rawSearch } from '@/app/raw-search';
import { centreQueries } from '@/modules/account/api/centre-queries';
import { footprintSearch } from '@/modules/account/lib/centre-search';
import { FootprintScreen } from '@/modules/account/screens/footprint-screen';
import { useCheckedSearch } from '@/shared/hooks/use-checked-search';

/** `/account/footprint`: what I read, by day (domain and page in the URL). */
export const Route = createFileRoute('/_app/account/footprint')({
  staticData: { title: '我的足迹' },
  // Checked by the loader and the screen, which load lazily (see app/raw-search.ts).
  validateSearch: rawSearch<typeof footprintSearch>(),
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(centreQueries.footprints(footprintSearch.parse(deps))),
  component: FootprintRoute,
});

function FootprintRoute() {
  const search = useCheckedSearch(footprintSearch, Route.useSearch());
  const navigate = Route.useNavigate();
  return <FootprintScreen search={search} onSearch={(next) => void navigate({ search: next })} />;
}
