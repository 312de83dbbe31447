import { createFileRoute } from '@tanstack/react-router';
import { reportPageQuery } from '@/modules/reports/lib/report-page-def';
import { REPORT_PAGE_SEARCH } from '@/modules/reports/lib/report-search';
import { feedbackReport } from '@/modules/reports/pages/feedback-report';
import { ReportDefFrame } from '@/modules/reports/screens/report-frame';

/** `/reportStatistics/user-feedback` (用户反馈): a report page drawn from its definition. */
export const Route = createFileRoute('/_app/reportStatistics/user-feedback')({
  staticData: { title: '统计报表' },
  validateSearch: REPORT_PAGE_SEARCH.feedback,
  loaderDeps: ({ search }) => search,
  // Prefetched, not ensured: a refusal (a period too long) shows on the page beside its filters.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(reportPageQuery(feedbackReport, deps)),
  component: UserFeedbackRoute,
});

function UserFeedbackRoute() {
  return <ReportDefFrame page="user-feedback" def={feedbackReport} search={Route.useSearch()} />;
}
