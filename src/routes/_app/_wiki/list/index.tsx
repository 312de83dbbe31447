import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { rawSearch } from '@/app/raw-search';
import { wikiListQueries } from '@/modules/wiki/api/list-queries';
import { listRequestOf, listSearchSchema } from '@/modules/wiki/lib/list-search';
import { LIST_SEARCH_DEFAULTS } from '@/modules/wiki/lib/list-search-defaults';
import { ListScreen } from '@/modules/wiki/screens/list-screen';
import { useCheckedSearch } from '@/shared/hooks/use-checked-search';

/** `/list`: wiki entries as cards; filters, sort and page are the URL's search params. */
export const Route = createFileRoute('/_app/_wiki/list/')({
  staticData: { title: '词条列表' },
  // Checked by the loader and the screen, which load lazily (see app/raw-search.ts).
  validateSearch: rawSearch<typeof listSearchSchema>(),
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(wikiListQueries.list(listRequestOf(listSearchSchema.parse(deps)))),
  component: ListRoute,
});

function ListRoute() {
  const search = useCheckedSearch(listSearchSchema, Route.useSearch());
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
