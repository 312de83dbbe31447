import { createFileRoute } from '@tanstack/react-router';
import { UsersScreen } from '@/modules/reports/screens/users-screen';

/** `/reportStatistics/user` (用户统计：每人的浏览、搜索、下载与贡献). */
export const Route = createFileRoute('/_app/_reports/reportStatistics/user')({
  staticData: { title: '用户统计' },
  component: UserRoute,
});

function UserRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <UsersScreen search={search} onChange={(next) => void navigate({ search: (s) => ({ ...s, ...next }) })} />;
}
