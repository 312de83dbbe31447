import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { rawSearch } from '@/app/raw-search';
import { wikiListQueries } from '@/modules/wiki/api/list-queries';
import { listRequestOf, listSearchSchema } from '@/modules/wiki/lib/list-search';
import { LIST_SEARCH_DEFAULTS } from '@/modules/wiki/lib/list-search-defaults';
import { ListTableScreen } from '@/modules/wiki/screens/list-table-screen';
import { useCheckedSearch } from '@/shared/hooks/use-checked-search';

/** `/listNew`: the same list as a dense table; needs the access_token cookie (SPEC §2). */
export const Route = createFileRoute('/_app/_wiki/listNew')({
  // Checked by the loader and the screen, which load lazily (see app/raw-search.ts).
  validateSearch: rawSearch<typeof listSearchSchema>(),
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  staticData: { title: '词条列表', tokenCookie: true },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(wikiListQueries.list(listRequestOf(listSearchSchema.parse(deps)))),
  component: ListNewRoute,
});

function ListNewRoute() {
  const search = useCheckedSearch(listSearchSchema, Route.useSearch());
  const navigate = Route.useNavigate();
  const { session } = Route.useRouteContext();
  return (
    <ListTableScreen
      search={search}
      onSearch={(next) => void navigate({ search: next })}
      canFilterStatus={session.user.abilities.reviewAll}
    />
  );
}
