import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { rawSearch } from '@/app/raw-search';
import { libraryQueries } from '@/modules/library/api/library-queries';
import { librarySearchSchema } from '@/modules/library/lib/library-search';
import { LIBRARY_SEARCH_DEFAULTS } from '@/modules/library/lib/library-search-defaults';
import { LibraryHomeScreen } from '@/modules/library/screens/library-home-screen';
import { useCheckedSearch } from '@/shared/hooks/use-checked-search';

/** `/library`: the document library's home; with a keyword, label or group the matching documents. */
export const Route = createFileRoute('/_app/_library/library/')({
  staticData: { title: '文档库' },
  // Checked by the screen, which loads lazily (see app/raw-search.ts).
  validateSearch: rawSearch<typeof librarySearchSchema>(),
  search: { middlewares: [stripSearchParams(LIBRARY_SEARCH_DEFAULTS)] },
  loader: ({ context }) => context.queryClient.ensureQueryData(libraryQueries.home()),
  component: LibraryHomeRoute,
});

function LibraryHomeRoute() {
  const search = useCheckedSearch(librarySearchSchema, Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <LibraryHomeScreen
      search={search}
      onSearch={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
      onClear={() => void navigate({ search: {} })}
    />
  );
}
