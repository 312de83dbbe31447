import type { PermissionKey } from '@contract/permissions';
import { ForbiddenError } from '@/shared/lib/forbidden-error';
import type { Session } from './guards';
import { CONSOLE_PERMISSIONS } from './nav';

/** The keys of the sections whose changes 操作记录 lists: every console key but 图谱管理's. */
export const AUDIT_PERMISSIONS: readonly PermissionKey[] = CONSOLE_PERMISSIONS.filter((k) => k !== 'ROLE_GRAPH_MANAGE');

/** Throws the 403 page's `refusal` unless the session holds one of `keys`. */
function requireAnyOf(session: Session, keys: readonly PermissionKey[], refusal: string): void {
  if (!keys.some((k) => session.permissions.includes(k))) throw new ForbiddenError(refusal);
}

/** `/admin/*` (管理后台, decision 030): holders of any console key; each section checks its own keys again. */
export function requireConsole(session: Session): void {
  requireAnyOf(session, CONSOLE_PERMISSIONS, '管理后台仅对管理人员开放');
}

/** 配置: its refusal names the managers in their own words, not the key's name (系统配置). */
export function requireConfigManager(session: Session): void {
  requireAnyOf(session, ['ROLE_ADMIN_CONFIG_MANAGE'], '系统配置仅对配置管理人员开放');
}

/** 操作记录: each manager reads his sections' changes (the server narrows them). */
export function requireAuditReader(session: Session): void {
  requireAnyOf(session, AUDIT_PERMISSIONS, '操作记录仅对控制台的管理人员开放');
}
