import { Navigate, Outlet, useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { usePermissions } from '@/shared/hooks/use-permissions';
import { ForbiddenError } from '@/shared/lib/forbidden-error';
import { NotFoundScreen } from '@/shared/ui/not-found-screen';
import { ConsoleLayout } from '../components/console-layout';
import { type ConsoleSearch, consoleSearchSchema } from '../lib/console-search';
import { CONSOLE_SECTIONS, consoleSections } from '../lib/console-sections';

// The console's frame and its section switch, in one chunk that both `/admin` routes load.

// Each section's screen arrives in its own chunk, when it is opened.
const UsersScreen = lazy(() => import('./users-screen').then((m) => ({ default: m.UsersScreen })));
const GroupsScreen = lazy(() => import('./groups-screen').then((m) => ({ default: m.GroupsScreen })));
const RolesScreen = lazy(() => import('./roles-screen').then((m) => ({ default: m.RolesScreen })));
const ConfigScreen = lazy(() => import('./config-screen').then((m) => ({ default: m.ConfigScreen })));
const LabelsScreen = lazy(() => import('./labels-screen').then((m) => ({ default: m.LabelsScreen })));
const FieldsScreen = lazy(() => import('./fields-screen').then((m) => ({ default: m.FieldsScreen })));
const SensitiveScreen = lazy(() => import('./sensitive-screen').then((m) => ({ default: m.SensitiveScreen })));
const AuditScreen = lazy(() => import('./audit-screen').then((m) => ({ default: m.AuditScreen })));

/** Who may open a section the menu does not offer him is told which managers it is for. */
const REFUSALS: Record<string, string> = {
  users: '用户管理仅对用户管理人员开放',
  groups: '组织管理仅对组织管理人员开放',
  roles: '角色管理仅对角色管理人员开放',
  config: '系统配置仅对配置管理人员开放',
  labels: '标签管理仅对标签管理人员开放',
  fields: '字段管理仅对字段管理人员开放',
  sensitive: '敏感词管理仅对论坛管理人员开放',
  audit: '操作记录仅对控制台的管理人员开放',
};

interface ConsoleSectionScreenProps {
  section: string;
  /** The URL's search params as the router parsed them: checked here (consoleSearchSchema). */
  rawSearch: Record<string, unknown>;
  onChange: (next: Partial<ConsoleSearch>) => void;
}

/** One console section (`/admin/:section`), chosen by the route's parameter, for holders of its keys. */
export function ConsoleSectionScreen({ section, rawSearch, onChange }: ConsoleSectionScreenProps) {
  const permissions = usePermissions();
  const found = CONSOLE_SECTIONS.find((s) => s.key === section && s.key !== 'graph');
  if (!found) return <NotFoundScreen />;
  // Caught by the route's error boundary, which shows the 403 page.
  if (!consoleSections(permissions).includes(found)) throw new ForbiddenError(REFUSALS[found.key]);
  const search = consoleSearchSchema.parse(rawSearch);
  return (
    <Suspense fallback={null}>
      {found.key === 'users' ? (
        <UsersScreen search={search} onChange={onChange} />
      ) : found.key === 'groups' ? (
        <GroupsScreen />
      ) : found.key === 'roles' ? (
        <RolesScreen search={search} onChange={onChange} />
      ) : found.key === 'config' ? (
        <ConfigScreen search={search} onChange={onChange} />
      ) : found.key === 'labels' ? (
        <LabelsScreen search={search} onChange={onChange} />
      ) : found.key === 'fields' ? (
        <FieldsScreen search={search} onChange={onChange} />
      ) : found.key === 'sensitive' ? (
        <SensitiveScreen search={search} onChange={onChange} />
      ) : (
        <AuditScreen search={search} onChange={onChange} />
      )}
    </Suspense>
  );
}

/**
 * The console's frame (`/admin/*`): the menu of the sections the caller may
 * use beside the section shown; `/admin` itself opens the first of them.
 */
export function ConsoleFrame() {
  const permissions = usePermissions();
  const pathname = useLocation({ select: (l) => l.pathname });
  const sections = consoleSections(permissions);
  // Caught by the route's error boundary, which shows the 403 page.
  if (sections.length === 0) throw new ForbiddenError('管理后台仅对管理人员开放');
  if (pathname.replace(/\/$/, '') === '/admin')
    return <Navigate to="/admin/$section" params={{ section: sections[0].key }} replace />;
  return (
    <ConsoleLayout sections={sections} current={pathname}>
      <Outlet />
    </ConsoleLayout>
  );
}
