import { createFileRoute, Outlet, stripSearchParams, useLocation } from '@tanstack/react-router';
import { ReportLayout } from '@/modules/reports/components/report-layout';
import { REPORT_SEARCH_DEFAULTS, reportSearchSchema } from '@/modules/reports/lib/report-search';

/**
 * `/reportStatistics/*` (统计报表): the reports' menu beside each page. The
 * filters, sort, page and tab every report shares live in the URL.
 */
export const Route = createFileRoute('/_app/_reports/reportStatistics')({
  staticData: { title: '统计报表' },
  validateSearch: reportSearchSchema,
  search: { middlewares: [stripSearchParams(REPORT_SEARCH_DEFAULTS)] },
  component: ReportStatisticsRoute,
});

function ReportStatisticsRoute() {
  const pathname = useLocation({ select: (l) => l.pathname });
  const search = Route.useSearch();
  return (
    <ReportLayout current={pathname} search={search}>
      <Outlet />
    </ReportLayout>
  );
}
