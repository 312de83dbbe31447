import { createFileRoute } from '@tanstack/react-router';
import { OverviewScreen } from '@/modules/reports/screens/overview-screen';

/** `/reportStatistics/all` (总览：各项总数与上一周期对比、趋势、热门与分布). */
export const Route = createFileRoute('/_app/_reports/reportStatistics/all')({
  staticData: { title: '总览' },
  component: AllRoute,
});

function AllRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <OverviewScreen search={search} onChange={(next) => void navigate({ search: (s) => ({ ...s, ...next }) })} />;
}
