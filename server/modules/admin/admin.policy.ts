import { PERMISSION_NAMES, type PermissionKey } from '../../../contract/permissions';
import { badRequest, forbidden } from '../../http/errors';
import type { SessionUser } from '../../http/session';

/**
 * Rules that stop a delegated administrator (a holder of a management key who
 * is not a system administrator) from raising anyone above himself.
 */

/** Only a system administrator may make someone a system administrator. */
export function assertCanGrantAdmin(caller: SessionUser): void {
  if (!caller.isAdmin) throw forbidden('只有系统管理员可以设置管理员身份');
}

/** A caller can hand out (through roles) only permission keys he holds himself. */
export function assertCanGrantPermissions(caller: SessionUser, keys: Iterable<string>): void {
  for (const key of keys) {
    if (!caller.permissions.has(key as PermissionKey)) {
      const name = PERMISSION_NAMES[key as PermissionKey] ?? key;
      throw forbidden(`不能授予自己没有的权限「${name}」`);
    }
  }
}

/** A caller can take away (from roles, or roles from users) only permission keys he holds himself. */
export function assertCanRevokePermissions(caller: SessionUser, keys: Iterable<string>): void {
  for (const key of keys) {
    if (!caller.permissions.has(key as PermissionKey)) {
      const name = PERMISSION_NAMES[key as PermissionKey] ?? key;
      throw forbidden(`不能移除自己没有的权限「${name}」`);
    }
  }
}

/**
 * The seeded role that holds every key. Renaming it or taking keys from it
 * would let a delegated manager disguise or hollow out the administrators'
 * role; nobody may, a system administrator included.
 */
export const SYSTEM_ADMIN_ROLE = '系统管理员';

export function assertSystemRoleKept(
  current: { name: string; permissions: readonly string[] },
  next: { name: string; permissions: readonly string[] } | null,
): void {
  if (current.name !== SYSTEM_ADMIN_ROLE) return;
  if (next === null) throw forbidden('系统管理员角色不能删除');
  if (next.name !== current.name) throw forbidden('系统管理员角色不能改名');
  if (current.permissions.some((k) => !next.permissions.includes(k))) throw forbidden('不能移除系统管理员角色的权限');
}

/** Only a system administrator may change or disable a system administrator's account. */
export function assertCanManageUser(caller: SessionUser, target: { isAdmin: boolean }): void {
  if (target.isAdmin && !caller.isAdmin) throw forbidden('只有系统管理员可以修改管理员账号');
}

/** An administrator cannot lock himself out. */
export function assertNotSelfDisable(caller: SessionUser, targetId: number): void {
  if (caller.id === targetId) throw badRequest('不能停用自己的账号');
}

export function assertNotSelfDemote(caller: SessionUser, targetId: number, isAdmin: boolean | undefined): void {
  if (caller.id === targetId && caller.isAdmin && isAdmin === false) throw badRequest('不能取消自己的管理员身份');
}
