import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireRole } from '@/app/guards';
import { bbsListQueries } from '@/modules/bbs/api/list-queries';
import { caseRequest } from '@/modules/bbs/lib/case-request';
import { caseSearchSchema } from '@/modules/bbs/lib/case-search';

// The screen and its queries load with the page, not with the first screen.
const CaseLibraryScreen = lazy(() =>
  import('@/modules/bbs/screens/case-library-screen').then((m) => ({ default: m.CaseLibraryScreen })),
);

/** `/case` (案例库, SPEC §2): the forum's cases and the wiki's case entries; filters and page in the URL. */
export const Route = createFileRoute('/_app/case')({
  staticData: { title: '案例库' },
  validateSearch: caseSearchSchema,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context }) => requireRole(context.session, 'ROLE_BBS_DISPLAY', '案例库'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(bbsListQueries.cases(caseRequest(deps))),
  component: CaseRoute,
});

function CaseRoute() {
  const navigate = Route.useNavigate();
  return (
    <Suspense fallback={null}>
      <CaseLibraryScreen search={Route.useSearch()} onSearch={(next) => void navigate({ search: next })} />
    </Suspense>
  );
}
