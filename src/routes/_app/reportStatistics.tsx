import { createFileRoute, Outlet, redirect, stripSearchParams, useLocation } from '@tanstack/react-router';
import { requireModule } from '@/app/guards';
import { rawSearch } from '@/app/raw-search';
import { ReportLayout } from '@/modules/reports/components/report-layout';
import { reportSearchSchema } from '@/modules/reports/lib/report-search';
import { REPORT_SEARCH_DEFAULTS } from '@/modules/reports/lib/report-search-defaults';
import { useCheckedSearch } from '@/shared/hooks/use-checked-search';

/**
 * `/reportStatistics/*` (统计报表): the module's one guard (ROLE_REPORT_DISPLAY;
 * the server narrows rows to the viewer's data scope) and the reports' menu
 * beside each page. The filters, sort, page and tab live in the URL.
 * `/reportStatistics` itself opens the overview (SPEC §2) with its filters.
 */
export const Route = createFileRoute('/_app/reportStatistics')({
  staticData: { title: '统计报表' },
  // Checked by the layout and the pages, which load lazily (see app/raw-search.ts).
  validateSearch: rawSearch<typeof reportSearchSchema>(),
  search: { middlewares: [stripSearchParams(REPORT_SEARCH_DEFAULTS)] },
  beforeLoad: ({ context, location, search }) => {
    requireModule(context.session, 'ROLE_REPORT_DISPLAY');
    if (location.pathname.replace(/\/$/, '') === '/reportStatistics')
      throw redirect({ to: '/reportStatistics/$page', params: { page: 'all' }, search, replace: true });
  },
  component: ReportStatisticsRoute,
});

function ReportStatisticsRoute() {
  const pathname = useLocation({ select: (l) => l.pathname });
  const search = useCheckedSearch(reportSearchSchema, Route.useSearch());
  return (
    <ReportLayout current={pathname} search={search}>
      <Outlet />
    </ReportLayout>
  );
}
