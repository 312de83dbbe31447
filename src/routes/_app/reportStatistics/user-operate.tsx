import { createFileRoute } from '@tanstack/react-router';
import { reportPageQuery } from '@/modules/reports/lib/report-page-def';
import { REPORT_PAGE_SEARCH } from '@/modules/reports/lib/report-search';
import { operateReport } from '@/modules/reports/pages/operate-report';
import { ReportDefFrame } from '@/modules/reports/screens/report-frame';

/** `/reportStatistics/user-operate` (操作记录): a report page drawn from its definition. */
export const Route = createFileRoute('/_app/reportStatistics/user-operate')({
  staticData: { title: '统计报表' },
  validateSearch: REPORT_PAGE_SEARCH.operate,
  loaderDeps: ({ search }) => search,
  // Prefetched, not ensured: a refusal (a period too long) shows on the page beside its filters.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(reportPageQuery(operateReport, deps)),
  component: UserOperateRoute,
});

function UserOperateRoute() {
  return <ReportDefFrame page="user-operate" def={operateReport} search={Route.useSearch()} />;
}
