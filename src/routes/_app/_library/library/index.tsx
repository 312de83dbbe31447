import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { libraryQueries } from '@/modules/library/api/library-queries';
import { librarySearchSchema } from '@/modules/library/lib/library-search';
import { LIBRARY_SEARCH_DEFAULTS } from '@/modules/library/lib/library-search-defaults';
import { LibraryHomeScreen } from '@/modules/library/screens/library-home-screen';

/** `/library`: the document library's home; with a keyword, label or group the matching documents. */
export const Route = createFileRoute('/_app/_library/library/')({
  staticData: { title: '文档库' },
  validateSearch: librarySearchSchema,
  search: { middlewares: [stripSearchParams(LIBRARY_SEARCH_DEFAULTS)] },
  loader: ({ context }) => context.queryClient.ensureQueryData(libraryQueries.home()),
  component: LibraryHomeRoute,
});

function LibraryHomeRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LibraryHomeScreen
      search={search}
      onSearch={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
      onClear={() => void navigate({ search: {} })}
    />
  );
}
