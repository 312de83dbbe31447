import { createFileRoute } from '@tanstack/react-router';
import { reportPageQuery } from '@/modules/reports/lib/report-page-def';
import { REPORT_PAGE_SEARCH } from '@/modules/reports/lib/report-search';
import { usersReport } from '@/modules/reports/pages/users-report';
import { ReportDefFrame } from '@/modules/reports/screens/report-frame';

/** `/reportStatistics/user` (用户统计): a report page drawn from its definition. */
export const Route = createFileRoute('/_app/reportStatistics/user')({
  staticData: { title: '统计报表' },
  validateSearch: REPORT_PAGE_SEARCH.user,
  loaderDeps: ({ search }) => search,
  // Prefetched, not ensured: a refusal (a period too long) shows on the page beside its filters.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(reportPageQuery(usersReport, deps)),
  component: UserRoute,
});

function UserRoute() {
  return <ReportDefFrame page="user" def={usersReport} search={Route.useSearch()} />;
}
