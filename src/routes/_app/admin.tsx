import { createFileRoute, Outlet, redirect, useLocation } from '@tanstack/react-router';
import { consoleSections } from '@/app/console-sections';
import { ForbiddenError } from '@/app/guards';
import { ConsoleLayout } from '@/modules/admin/components/console-layout';

/**
 * `/admin/*` (管理后台, decision 030): open to holders of any console key,
 * with a menu of the sections they may use; each section checks its own key
 * again. `/admin` itself opens the first of them.
 */
export const Route = createFileRoute('/_app/admin')({
  staticData: { title: '管理后台' },
  beforeLoad: ({ context, location }) => {
    const sections = consoleSections(context.session.permissions);
    if (sections.length === 0) throw new ForbiddenError('管理后台仅对管理人员开放');
    if (location.pathname.replace(/\/$/, '') === '/admin') throw redirect({ to: sections[0].to, replace: true });
    return { sections };
  },
  component: AdminRoute,
});

function AdminRoute() {
  const { sections } = Route.useRouteContext();
  const pathname = useLocation({ select: (l) => l.pathname });
  return (
    <ConsoleLayout sections={sections} current={pathname}>
      <Outlet />
    </ConsoleLayout>
  );
}
