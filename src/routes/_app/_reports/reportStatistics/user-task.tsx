import { createFileRoute } from '@tanstack/react-router';
import { TaskScreen } from '@/modules/reports/screens/task-screen';

/** `/reportStatistics/user-task` (任务统计：按人员或部门的任务与审核). */
export const Route = createFileRoute('/_app/_reports/reportStatistics/user-task')({
  staticData: { title: '任务统计' },
  component: UserTaskRoute,
});

function UserTaskRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <TaskScreen search={search} onChange={(next) => void navigate({ search: (s) => ({ ...s, ...next }) })} />;
}
