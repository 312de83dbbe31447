import { createFileRoute, Outlet, useChildMatches } from '@tanstack/react-router';
import { requireAdmin } from '@/app/guards';
import { RouteError } from '@/app/route-error';
import { NotFoundScreen } from '@/shared/ui/not-found-screen';

/**
 * College admin area (SPEC §2 /exam-class/schoolAdmin): administrators only;
 * everyone else sees the 403 page in place. The college module adds the
 * screens under this guard.
 */
export const Route = createFileRoute('/_app/exam-class/schoolAdmin')({
  staticData: { title: '页面不存在' },
  beforeLoad: ({ context }) => requireAdmin(context.session),
  errorComponent: RouteError,
  component: SchoolAdminArea,
});

/** The area has no screens of its own yet: its bare path is the in-app 404 too. */
function SchoolAdminArea() {
  return useChildMatches().length ? <Outlet /> : <NotFoundScreen />;
}
