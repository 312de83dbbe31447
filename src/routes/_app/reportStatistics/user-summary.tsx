import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { summaryQuery } from '@/modules/reports/api/screen-queries';
import { REPORT_PAGE_SEARCH } from '@/modules/reports/lib/report-search';
import { ReportFrame } from '@/modules/reports/screens/report-frame';

// One person's cards, monthly chart and top lists are a layout of their own (no table): its own screen, in its own chunk.
const SummaryScreen = lazy(() => import('@/modules/reports/screens/summary-screen').then((m) => ({ default: m.SummaryScreen })));

/** `/reportStatistics/user-summary` (个人年度报告): one person's year, once a person is picked. */
export const Route = createFileRoute('/_app/reportStatistics/user-summary')({
  staticData: { title: '统计报表' },
  validateSearch: REPORT_PAGE_SEARCH.summary,
  loaderDeps: ({ search }) => search,
  // Nothing to ask before a person is picked; a refusal shows on the page beside its filters.
  loader: ({ context, deps }) => (deps.userId ? context.queryClient.prefetchQuery(summaryQuery(deps)) : undefined),
  component: SummaryRoute,
});

function SummaryRoute() {
  return <ReportFrame page="user-summary" search={Route.useSearch()} render={(props) => <SummaryScreen {...props} />} />;
}
