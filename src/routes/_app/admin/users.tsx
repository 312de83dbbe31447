import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { requireRole } from '@/app/guards';
import { userSearchSchema } from '@/modules/admin/lib/console-search';
import { UsersScreen } from '@/modules/admin/screens/users-screen';

/** `/admin/users` (用户): holders of 用户管理; every filter, the order and the page live in the URL. */
export const Route = createFileRoute('/_app/admin/users')({
  staticData: { title: '用户' },
  validateSearch: userSearchSchema,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context }) => requireRole(context.session, 'ROLE_ADMIN_USER_MANAGE', '用户管理'),
  component: UsersRoute,
});

function UsersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <UsersScreen search={search} onChange={(next) => void navigate({ search: (s) => ({ ...s, ...next }) })} />;
}
