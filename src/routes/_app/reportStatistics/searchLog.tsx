import { createFileRoute } from '@tanstack/react-router';
import { reportPageQuery } from '@/modules/reports/lib/report-page-def';
import { REPORT_PAGE_SEARCH } from '@/modules/reports/lib/report-search';
import { searchLogReport } from '@/modules/reports/pages/search-log-report';
import { ReportDefFrame } from '@/modules/reports/screens/report-frame';

/** `/reportStatistics/searchLog` (搜索日志): a report page drawn from its definition. */
export const Route = createFileRoute('/_app/reportStatistics/searchLog')({
  staticData: { title: '统计报表' },
  validateSearch: REPORT_PAGE_SEARCH.searchLog,
  loaderDeps: ({ search }) => search,
  // Prefetched, not ensured: a refusal (a period too long) shows on the page beside its filters.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(reportPageQuery(searchLogReport, deps)),
  component: SearchLogRoute,
});

function SearchLogRoute() {
  return <ReportDefFrame page="searchLog" def={searchLogReport} search={Route.useSearch()} />;
}
