import { createFileRoute } from '@tanstack/react-router';
import { OperateScreen } from '@/modules/reports/screens/operate-screen';

/** `/reportStatistics/user-operate` (操作记录：谁在何时从哪里对什么做了什么). */
export const Route = createFileRoute('/_app/_reports/reportStatistics/user-operate')({
  staticData: { title: '操作记录' },
  component: UserOperateRoute,
});

function UserOperateRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <OperateScreen search={search} onChange={(next) => void navigate({ search: (s) => ({ ...s, ...next }) })} />;
}
