import { createFileRoute } from '@tanstack/react-router';
import { ExamReportScreen } from '@/modules/reports/screens/exam-report-screen';

/** `/reportStatistics/exam` (考试统计): exam data comes with the online college. */
export const Route = createFileRoute('/_app/_reports/reportStatistics/exam')({
  staticData: { title: '考试统计' },
  component: ExamReportScreen,
});
