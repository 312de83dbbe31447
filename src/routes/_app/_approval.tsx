import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/app/guards';

/** The approval centre (/approval): knowledge approvers only. */
export const Route = createFileRoute('/_app/_approval')({
  beforeLoad: ({ context }) => requireRole(context.session, 'ROLE_KNOWLEDGE_APPROVE', '审核中心'),
});
