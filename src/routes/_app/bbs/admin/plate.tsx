import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireRole } from '@/app/guards';
import { plateQueries } from '@/modules/bbs/api/plate-queries';

// The screen arrives in a chunk of its own: the route tree lists only this route's small one.
const PlateAdminScreen = lazy(() =>
  import('@/modules/bbs/screens/plate-admin-screen').then((m) => ({ default: m.PlateAdminScreen })),
);

/** `/bbs/admin/plate` (版块管理): the plate tree, for forum managers. */
export const Route = createFileRoute('/_app/bbs/admin/plate')({
  staticData: { title: '版块管理' },
  beforeLoad: ({ context }) => requireRole(context.session, 'ROLE_BBS_MANAGE', '版块管理'),
  loader: ({ context }) => context.queryClient.ensureQueryData(plateQueries.tree()),
  component: () => (
    <Suspense fallback={null}>
      <PlateAdminScreen />
    </Suspense>
  ),
});
