import { createFileRoute } from '@tanstack/react-router';
import { reportPageQuery } from '@/modules/reports/lib/report-page-def';
import { REPORT_PAGE_SEARCH } from '@/modules/reports/lib/report-search';
import { taskReport } from '@/modules/reports/pages/task-report';
import { ReportDefFrame } from '@/modules/reports/screens/report-frame';

/** `/reportStatistics/user-task` (任务统计): a report page drawn from its definition. */
export const Route = createFileRoute('/_app/reportStatistics/user-task')({
  staticData: { title: '统计报表' },
  validateSearch: REPORT_PAGE_SEARCH.task,
  loaderDeps: ({ search }) => search,
  // Prefetched, not ensured: a refusal (a period too long) shows on the page beside its filters.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(reportPageQuery(taskReport, deps)),
  component: UserTaskRoute,
});

function UserTaskRoute() {
  return <ReportDefFrame page="user-task" def={taskReport} search={Route.useSearch()} />;
}
