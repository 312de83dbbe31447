import { createFileRoute } from '@tanstack/react-router';
import { SummaryScreen } from '@/modules/reports/screens/summary-screen';

/** `/reportStatistics/user-summary` (个人年度报告：一个人在期间内的阅读、贡献与搜索). */
export const Route = createFileRoute('/_app/_reports/reportStatistics/user-summary')({
  staticData: { title: '个人年度报告' },
  component: UserSummaryRoute,
});

function UserSummaryRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SummaryScreen search={search} onChange={(next) => void navigate({ search: (s) => ({ ...s, ...next }) })} />;
}
