import { Outlet, useLocation } from '@tanstack/react-router';
import { usePermissions } from '@/shared/hooks/use-permissions';
import { ConsoleLayout } from '../components/console-layout';
import { consoleSections } from '../lib/console-sections';

/**
 * The console's frame (`/admin/*`): the menu of the sections the caller may use beside the
 * section shown. The routes guard themselves (`beforeLoad`); the menu only mirrors their keys.
 */
export function ConsoleFrame() {
  const permissions = usePermissions();
  const pathname = useLocation({ select: (l) => l.pathname });
  return (
    <ConsoleLayout sections={consoleSections(permissions)} current={pathname}>
      <Outlet />
    </ConsoleLayout>
  );
}
