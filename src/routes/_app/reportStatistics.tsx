import { createFileRoute, Outlet, stripSearchParams, useLocation } from '@tanstack/react-router';
import { requireModule } from '@/app/guards';
import { ReportLayout } from '@/modules/reports/components/report-layout';
import { reportLayoutSearchSchema } from '@/modules/reports/lib/report-search';
import { REPORT_SEARCH_DEFAULTS } from '@/modules/reports/lib/report-search-defaults';

/**
 * `/reportStatistics/*` (统计报表): the module's one guard (ROLE_REPORT_DISPLAY;
 * the server narrows rows to the viewer's data scope) and the reports' menu
 * beside each page. The period, group and domain are checked here (every page
 * shares them); each page's route checks its own params. `/reportStatistics`
 * itself opens the overview (SPEC §2) with its filters.
 */
export const Route = createFileRoute('/_app/reportStatistics')({
  staticData: { title: '统计报表' },
  validateSearch: reportLayoutSearchSchema,
  search: { middlewares: [stripSearchParams(REPORT_SEARCH_DEFAULTS)] },
  beforeLoad: ({ context }) => requireModule(context.session, 'ROLE_REPORT_DISPLAY'),
  component: ReportStatisticsRoute,
});

function ReportStatisticsRoute() {
  const pathname = useLocation({ select: (l) => l.pathname });
  return (
    <ReportLayout current={pathname} search={Route.useSearch()}>
      <Outlet />
    </ReportLayout>
  );
}
