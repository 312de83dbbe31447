import { PERMISSION_NAMES, type PermissionKey } from '@contract/platform/permissions';
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

/**
 * The one rule for every action on another account (edit, disable, enable,
 * reset its password, unlock, end its sessions): a delegated manager acts
 * only on accounts whose keys, through all their roles, he holds himself —
 * else resetting a role manager's password would make him one — and never
 * on a system administrator's. `keys` are the target's (targetKeys).
 */
export function assertCanManageUser(caller: SessionUser, target: { isAdmin: boolean; keys: readonly string[] }): void {
  if (target.isAdmin && !caller.isAdmin) throw forbidden('只有系统管理员可以修改管理员账号');
  if (caller.isAdmin) return;
  const wider = target.keys.find((key) => !caller.permissions.has(key as PermissionKey));
  if (wider) {
    const name = PERMISSION_NAMES[wider as PermissionKey] ?? wider;
    throw forbidden(`该用户拥有你没有的权限「${name}」，你不能管理其账号`);
  }
}

/** An administrator cannot lock himself out. */
export function assertNotSelfDisable(caller: SessionUser, targetId: number): void {
  if (caller.id === targetId) throw badRequest('不能停用自己的账号');
}

export function assertNotSelfDemote(caller: SessionUser, targetId: number, isAdmin: boolean | undefined): void {
  if (caller.id === targetId && caller.isAdmin && isAdmin === false) throw badRequest('不能取消自己的管理员身份');
}
