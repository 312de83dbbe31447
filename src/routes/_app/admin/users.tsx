import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { requireRole } from '@/app/guards';
import { adminQueries } from '@/modules/admin/api/admin-queries';
import { usersSearchSchema } from '@/modules/admin/lib/console-search';
import { userListRequest } from '@/modules/admin/lib/section-requests';
import { ConsolePage } from '@/modules/admin/screens/console-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const UsersScreen = lazy(() => import('@/modules/admin/screens/users-screen').then((m) => ({ default: m.UsersScreen })));

/** `/admin/users` (用户): the users with their filters, order and page in the URL, for user managers. */
export const Route = createFileRoute('/_app/admin/users')({
  staticData: { title: '管理后台' },
  beforeLoad: ({ context }) => requireRole(context.session, 'ROLE_ADMIN_USER_MANAGE', '用户管理'),
  validateSearch: usersSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(adminQueries.users(userListRequest(deps).input)),
      context.queryClient.ensureQueryData(adminQueries.roles()),
    ]),
  component: UsersRoute,
});

function UsersRoute() {
  return <ConsolePage search={Route.useSearch()} screen={UsersScreen} />;
}
