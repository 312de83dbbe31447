import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireRole } from '@/app/guards';

// The screen, its search parsing and its queries load with the page, not with the first screen.
const CaseLibraryScreen = lazy(() =>
  import('@/modules/bbs/screens/case-library-screen').then((m) => ({ default: m.CaseLibraryScreen })),
);

/**
 * `/case` (案例库, SPEC §2): the forum's cases and the wiki's case entries.
 * Its filters and page are the URL's search params, checked in the lazily
 * loaded screen.
 */
export const Route = createFileRoute('/_app/case')({
  staticData: { title: '案例库' },
  beforeLoad: ({ context }) => requireRole(context.session, 'ROLE_BBS_DISPLAY', '内部论坛'),
  component: CaseRoute,
});

function CaseRoute() {
  const search = Route.useSearch() as Record<string, unknown>;
  const navigate = Route.useNavigate();
  return (
    <Suspense fallback={null}>
      <CaseLibraryScreen rawSearch={search} onSearch={(next) => void navigate({ search: next as never })} />
    </Suspense>
  );
}
