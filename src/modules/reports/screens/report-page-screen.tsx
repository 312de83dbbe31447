import { REPORT_PAGES } from '@contract/reports';
import { Center, Loader } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';
import { usePageTitle } from '@/shared/lib/page-title';
import type { ReportRoute } from '../lib/report-nav';
import type { ReportScreenProps } from '../lib/report-page';

/** Each report's screen in its own chunk: opening one report loads only its code (and ECharts with the first chart). */
const SCREENS: Record<ReportRoute, ComponentType<ReportScreenProps>> = {
  all: lazy(() => import('./overview-screen').then((m) => ({ default: m.OverviewScreen }))),
  user: lazy(() => import('./users-screen').then((m) => ({ default: m.UsersScreen }))),
  wiki: lazy(() =>
    import('./knowledge-report-screen').then((m) => ({
      default: (p: ReportScreenProps) => <m.KnowledgeReportScreen kind="wiki" {...p} />,
    })),
  ),
  library: lazy(() =>
    import('./knowledge-report-screen').then((m) => ({
      default: (p: ReportScreenProps) => <m.KnowledgeReportScreen kind="library" {...p} />,
    })),
  ),
  searchLog: lazy(() => import('./search-log-screen').then((m) => ({ default: m.SearchLogScreen }))),
  exam: lazy(() => import('./exam-report-screen').then((m) => ({ default: m.ExamReportScreen }))),
  'user-operate': lazy(() => import('./operate-screen').then((m) => ({ default: m.OperateScreen }))),
  'user-keyword': lazy(() => import('./keyword-screen').then((m) => ({ default: m.KeywordScreen }))),
  'user-feedback': lazy(() => import('./feedback-screen').then((m) => ({ default: m.FeedbackScreen }))),
  'user-task': lazy(() => import('./task-screen').then((m) => ({ default: m.TaskScreen }))),
  'user-summary': lazy(() => import('./summary-screen').then((m) => ({ default: m.SummaryScreen }))),
};

/** The report page the URL names, titled in the tab as the contract names it. */
export function ReportPageScreen({ page, ...props }: ReportScreenProps & { page: ReportRoute }) {
  usePageTitle(REPORT_PAGES.find((p) => p.route === page)?.title);
  const Screen = SCREENS[page];
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      }
    >
      <Screen {...props} />
    </Suspense>
  );
}
