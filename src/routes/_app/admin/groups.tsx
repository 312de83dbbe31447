import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/app/guards';
import { GroupsScreen } from '@/modules/admin/screens/groups-screen';

/** `/admin/groups` (组织): holders of 组织管理 edit the organisation tree. */
export const Route = createFileRoute('/_app/admin/groups')({
  staticData: { title: '组织' },
  beforeLoad: ({ context }) => requireRole(context.session, 'ROLE_ADMIN_GROUP_MANAGE', '组织管理'),
  component: GroupsScreen,
});
