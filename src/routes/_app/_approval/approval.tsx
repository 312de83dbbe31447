import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { requirePermission } from '@/app/guards';
import { ApprovalScreen } from '@/modules/wiki/screens/approval-screen';

const searchSchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined) });

/** `/approval` (审核中心): the queue of pending versions, for holders of ROLE_KNOWLEDGE_APPROVE only. */
export const Route = createFileRoute('/_app/approval')({
  validateSearch: (search) => searchSchema.parse(search),
  beforeLoad: ({ context }) => requirePermission(context.session, 'ROLE_KNOWLEDGE_APPROVE', '审核中心仅对知识审核人员开放'),
  component: ApprovalRoute,
});

function ApprovalRoute() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ApprovalScreen page={page} onPage={(p) => void navigate({ search: { page: p } })} />;
}
