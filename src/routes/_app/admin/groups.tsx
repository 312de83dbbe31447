import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireRole } from '@/app/guards';
import { adminQueries } from '@/modules/admin/api/admin-queries';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const GroupsScreen = lazy(() => import('@/modules/admin/screens/groups-screen').then((m) => ({ default: m.GroupsScreen })));

/** `/admin/groups` (组织): the organisation tree, for group managers. */
export const Route = createFileRoute('/_app/admin/groups')({
  staticData: { title: '管理后台' },
  beforeLoad: ({ context }) => requireRole(context.session, 'ROLE_ADMIN_GROUP_MANAGE', '组织管理'),
  loader: ({ context }) => context.queryClient.ensureQueryData(adminQueries.groups()),
  component: () => (
    <Suspense fallback={null}>
      <GroupsScreen />
    </Suspense>
  ),
});
