import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { canUseSection } from '@/app/console-sections';
import { ForbiddenError } from '@/app/guards';
import { auditSearchSchema } from '@/modules/admin/lib/console-search';
import { AuditScreen } from '@/modules/admin/screens/audit-screen';

/** `/admin/audit` (操作记录): the console's changes, for the managers of people, groups and roles. */
export const Route = createFileRoute('/_app/admin/audit')({
  staticData: { title: '操作记录' },
  validateSearch: auditSearchSchema,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: ({ context }) => {
    if (!canUseSection(context.session.permissions, '/admin/audit'))
      throw new ForbiddenError('操作记录仅对用户、组织或角色管理人员开放');
  },
  component: AuditRoute,
});

function AuditRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AuditScreen search={search} onChange={(next) => void navigate({ search: (s) => ({ ...s, ...next }) })} />;
}
