import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { searchQueries } from '@/modules/search/api/search-queries';
import { searchPageSchema } from '@/modules/search/lib/search-params';
import { SEARCH_PAGE_DEFAULTS } from '@/modules/search/lib/search-params-defaults';
import { searchRequestOf } from '@/modules/search/lib/search-request';
import { SearchScreen } from '@/modules/search/screens/search-screen';
import { itemPath } from '@/shared/knowledge/item-link';

/**
 * `/search`: search over every domain the user may read (docs/decisions/013).
 * Keyword, tab, facets, filters, sort and page are the URL's search params.
 */
export const Route = createFileRoute('/_app/search')({
  staticData: { title: (search) => (typeof search.keyword === 'string' && search.keyword ? `搜索：${search.keyword}` : '搜索') },
  validateSearch: searchPageSchema,
  search: { middlewares: [stripSearchParams(SEARCH_PAGE_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(searchQueries.smart(searchRequestOf(deps))),
  component: SearchRoute,
});

function SearchRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SearchScreen
      search={search}
      onSearch={(next) => void navigate({ search: next })}
      onOpen={(hit) => void navigate({ href: itemPath(hit) })}
    />
  );
}
