import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { overviewQuery } from '@/modules/reports/api/screen-queries';
import { REPORT_PAGE_SEARCH } from '@/modules/reports/lib/report-search';
import { ReportFrame } from '@/modules/reports/screens/report-frame';

// The overview's cards, trend and top lists are a layout of their own (no table): its own screen, in its own chunk.
const OverviewScreen = lazy(() =>
  import('@/modules/reports/screens/overview-screen').then((m) => ({ default: m.OverviewScreen })),
);

/** `/reportStatistics/all` (总览): where `/reportStatistics` leads. */
export const Route = createFileRoute('/_app/reportStatistics/all')({
  staticData: { title: '统计报表' },
  validateSearch: REPORT_PAGE_SEARCH.all,
  loaderDeps: ({ search }) => search,
  // Prefetched, not ensured: a refusal (a period too long) shows on the page beside its filters.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(overviewQuery(deps)),
  component: OverviewRoute,
});

function OverviewRoute() {
  return <ReportFrame page="all" search={Route.useSearch()} render={(props) => <OverviewScreen {...props} />} />;
}
