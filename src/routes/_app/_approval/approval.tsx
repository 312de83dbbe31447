import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ApprovalScreen } from '@/modules/approval/screens/approval-screen';

const searchSchema = z.object({
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))), undefined),
});

/** `/approval` (审核中心): the queue of pending versions (the layout admits approvers only). */
export const Route = createFileRoute('/_app/_approval/approval')({
  staticData: { title: '审核中心' },
  validateSearch: searchSchema,
  component: ApprovalRoute,
});

function ApprovalRoute() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ApprovalScreen page={page} onPage={(p) => void navigate({ search: { page: p } })} />;
}
