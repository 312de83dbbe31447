import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { wikiListQueries } from '@/modules/wiki/api/list-queries';
import { listRequestOf } from '@/modules/wiki/lib/list-request';
import { listSearchSchema } from '@/modules/wiki/lib/list-search';
import { LIST_SEARCH_DEFAULTS } from '@/modules/wiki/lib/list-search-defaults';
import { ListTableScreen } from '@/modules/wiki/screens/list-table-screen';

/** `/listNew`: the same list as a dense table; needs the access_token cookie (SPEC §2). */
export const Route = createFileRoute('/_app/_wiki/listNew')({
  validateSearch: listSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  staticData: { title: '词条列表', tokenCookie: true },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(wikiListQueries.list(listRequestOf(deps))),
  component: ListNewRoute,
});

function ListNewRoute() {
  const search = Route.useSearch();
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
