import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { REPORT_PAGE_SEARCH } from '@/modules/reports/lib/report-search';
import { ReportFrame } from '@/modules/reports/screens/report-frame';

// No call until the college records exams: a notice, not a definition yet.
const ExamReportScreen = lazy(() =>
  import('@/modules/reports/screens/exam-report-screen').then((m) => ({ default: m.ExamReportScreen })),
);

/** `/reportStatistics/exam` (考试统计): says that exam figures come with the online college. */
export const Route = createFileRoute('/_app/reportStatistics/exam')({
  staticData: { title: '统计报表' },
  validateSearch: REPORT_PAGE_SEARCH.exam,
  component: ExamReportRoute,
});

function ExamReportRoute() {
  return <ReportFrame page="exam" search={Route.useSearch()} render={() => <ExamReportScreen />} />;
}
