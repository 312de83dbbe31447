import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { rawSearch } from '@/app/raw-search';
import { centreSearchQueries } from '@/modules/account/api/centre-queries';
import { sosoSearch } from '@/modules/account/lib/centre-search';
import { SosoScreen } from '@/modules/account/screens/soso-screen';
import { useCheckedSearch } from '@/shared/hooks/use-checked-search';

/** `/account/soso`: my searches (keyword and page in the URL). */
export const Route = createFileRoute('/_app/account/soso')({
  staticData: { title: '我的搜索' },
  // Checked by the loader and the screen, which load lazily (see app/raw-search.ts).
  validateSearch: rawSearch<typeof sosoSearch>(),
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(centreSearchQueries.list(sosoSearch.parse(deps))),
  component: SosoRoute,
});

function SosoRoute() {
  const search = useCheckedSearch(sosoSearch, Route.useSearch());
  const navigate = Route.useNavigate();
  return <SosoScreen search={search} onSearch={(next) => void navigate({ search: next })} />;
}
