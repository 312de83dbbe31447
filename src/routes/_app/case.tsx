import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

// The screen, its permission check, search parsing and queries load with the page, not with the first screen.
const CaseLibraryScreen = lazy(() =>
  import('@/modules/bbs/screens/case-library-screen').then((m) => ({ default: m.CaseLibraryScreen })),
);

/** `/case` (案例库, SPEC §2): the forum's cases and the wiki's case entries; filters and page in the URL. */
export const Route = createFileRoute('/_app/case')({
  staticData: { title: '案例库' },
  component: () => {
    const navigate = Route.useNavigate();
    return (
      <Suspense fallback={null}>
        <CaseLibraryScreen
          rawSearch={Route.useSearch() as Record<string, unknown>}
          onSearch={(next) => void navigate({ search: next as never })}
        />
      </Suspense>
    );
  },
});
