import { createFileRoute } from '@tanstack/react-router';
import { reportPageQuery } from '@/modules/reports/lib/report-page-def';
import { REPORT_PAGE_SEARCH } from '@/modules/reports/lib/report-search';
import { keywordReport } from '@/modules/reports/pages/keyword-report';
import { ReportDefFrame } from '@/modules/reports/screens/report-frame';

/** `/reportStatistics/user-keyword` (用户关键词): a report page drawn from its definition. */
export const Route = createFileRoute('/_app/reportStatistics/user-keyword')({
  staticData: { title: '统计报表' },
  validateSearch: REPORT_PAGE_SEARCH.keyword,
  loaderDeps: ({ search }) => search,
  // Prefetched, not ensured: a refusal (a period too long) shows on the page beside its filters.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(reportPageQuery(keywordReport, deps)),
  component: UserKeywordRoute,
});

function UserKeywordRoute() {
  return <ReportDefFrame page="user-keyword" def={keywordReport} search={Route.useSearch()} />;
}
