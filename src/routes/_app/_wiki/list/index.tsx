import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { wikiListQueries } from '@/modules/wiki/api/list-queries';
import { listRequestOf } from '@/modules/wiki/lib/list-request';
import { listSearchSchema } from '@/modules/wiki/lib/list-search';
import { LIST_SEARCH_DEFAULTS } from '@/modules/wiki/lib/list-search-defaults';
import { ListScreen } from '@/modules/wiki/screens/list-screen';

/** `/list`: wiki entries as cards; filters, sort and page are the URL's search params. */
export const Route = createFileRoute('/_app/_wiki/list/')({
  staticData: { title: '词条列表' },
  validateSearch: listSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(wikiListQueries.list(listRequestOf(deps))),
  component: ListRoute,
});

function ListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { session } = Route.useRouteContext();
  return (
    <ListScreen
      search={search}
      onSearch={(next) => void navigate({ search: next })}
      canFilterStatus={session.user.abilities.reviewAll}
    />
  );
}
