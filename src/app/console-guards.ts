import type { PermissionKey } from '@contract/platform/permissions';
import { ForbiddenError } from '@/shared/lib/forbidden-error';
import type { Session } from './guards';

/**
 * The keys of the administration console (decision 030): its header entry
 * shows to holders of any. The console's sections (src/modules/admin) each
 * name theirs; a test keeps the two lists the same. Here, not in nav.ts:
 * these guards are in the first screen's route tree, the header's table is not.
 */
export const CONSOLE_PERMISSIONS: readonly PermissionKey[] = [
  'ROLE_ADMIN_USER_MANAGE',
  'ROLE_ADMIN_GROUP_MANAGE',
  'ROLE_GRAPH_MANAGE',
  'ROLE_ADMIN_ROLE_MANAGE',
  'ROLE_ADMIN_LABEL_MANAGE',
  'ROLE_ADMIN_FIELD_MANAGE',
  'ROLE_ADMIN_CONFIG_MANAGE',
  'ROLE_BBS_MANAGE',
];

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
