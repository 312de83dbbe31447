import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireAdmin } from '@/app/guards';
import { RouteError } from '@/app/route-error';

/**
 * College admin area (SPEC §2 /exam-class/schoolAdmin): administrators only;
 * everyone else sees the 403 page in place. The college module adds the
 * screens under this guard.
 */
export const Route = createFileRoute('/_app/exam-class/schoolAdmin')({
  beforeLoad: ({ context }) => requireAdmin(context.session),
  errorComponent: RouteError,
  component: Outlet,
});
