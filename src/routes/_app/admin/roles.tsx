import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { requireRole } from '@/app/guards';
import { roleQueries } from '@/modules/admin/api/role-queries';
import { rolesSearchSchema } from '@/modules/admin/lib/console-search';
import { ConsolePage } from '@/modules/admin/screens/console-page';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const RolesScreen = lazy(() => import('@/modules/admin/screens/roles-screen').then((m) => ({ default: m.RolesScreen })));

/** `/admin/roles` (角色): the roles beside one role's editor and members (role, tab and page in the URL), for role managers. */
export const Route = createFileRoute('/_app/admin/roles')({
  staticData: { title: '管理后台' },
  beforeLoad: ({ context }) => requireRole(context.session, 'ROLE_ADMIN_ROLE_MANAGE', '角色管理'),
  validateSearch: rolesSearchSchema,
  loader: ({ context }) => context.queryClient.ensureQueryData(roleQueries.list()),
  component: RolesRoute,
});

function RolesRoute() {
  return <ConsolePage search={Route.useSearch()} screen={RolesScreen} />;
}
