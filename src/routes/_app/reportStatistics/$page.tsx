import { createFileRoute } from '@tanstack/react-router';
import { isReportRoute } from '@/modules/reports/lib/report-nav';
import { reportSearchSchema } from '@/modules/reports/lib/report-search';
import { ReportPageScreen } from '@/modules/reports/screens/report-page-screen';
import { useCheckedSearch } from '@/shared/hooks/use-checked-search';
import { NotFoundScreen } from '@/shared/ui/not-found-screen';

/**
 * `/reportStatistics/:page`: one route for every report page (the screens load
 * one by one, each in its own chunk), so the first screen carries one route
 * instead of eleven. A page the app does not
 * offer is not found (checked in the component, so the list stays off the first screen).
 */
export const Route = createFileRoute('/_app/reportStatistics/$page')({
  staticData: { title: '统计报表' },
  component: ReportPageRoute,
});

function ReportPageRoute() {
  const { page } = Route.useParams();
  // The layout's search params, which it passes through unchecked (see app/raw-search.ts).
  const search = useCheckedSearch(reportSearchSchema, Route.useSearch());
  const navigate = Route.useNavigate();
  if (!isReportRoute(page)) return <NotFoundScreen />;
  return (
    <ReportPageScreen page={page} search={search} onChange={(next) => void navigate({ search: (s) => ({ ...s, ...next }) })} />
  );
}
