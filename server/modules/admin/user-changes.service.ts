import { hash } from '@node-rs/argon2';
import { eq, inArray } from 'drizzle-orm';
import { PASSWORD_RULE, PASSWORD_RULE_MESSAGE } from '../../../contract/auth';
import type { Db } from '../../db/client';
import { groups, roles, userRoles, users } from '../../db/schema/index';
import { badRequest } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/db-errors';
import { decryptPassword } from '../../lib/rsa';
import { revokeUserSessions } from '../../lib/sessions';
import { assertContactsFree, rethrowUserConflict } from '../../lib/user-contacts';
import {
  assertCanGrantAdmin,
  assertCanGrantPermissions,
  assertCanManageUser,
  assertCanRevokePermissions,
  assertNotSelfDemote,
  assertNotSelfDisable,
} from './admin.policy';
import { type AdminUserView, loadAdminUser } from './users.service';

const UNKNOWN_GROUP = '组织：所选组织不存在';
const UNKNOWN_ROLE = '角色：所选角色不存在';

export interface UserFields {
  nickname?: string;
  type?: number;
  isAdmin?: boolean;
  mobile?: string | null;
  email?: string | null;
  groupId?: number | null;
  roleIds?: number[];
}

export interface NewUser extends UserFields {
  username: string;
  password: string;
  keyId: string;
  nickname: string;
  type: number;
}

/** Checks group and roles exist and that the caller may hand out and take away what is asked; returns the role ids deduplicated. */
async function checkGrants(db: Db, caller: SessionUser, f: UserFields, heldRoleIds: number[]): Promise<number[] | undefined> {
  if (f.groupId !== undefined && f.groupId !== null) {
    const [g] = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, f.groupId));
    if (!g) throw badRequest(UNKNOWN_GROUP);
  }
  if (f.isAdmin === true) assertCanGrantAdmin(caller);
  if (f.roleIds === undefined) return undefined;
  const ids = [...new Set(f.roleIds)];
  const found = ids.length
    ? await db.select({ id: roles.id, permissions: roles.permissions }).from(roles).where(inArray(roles.id, ids))
    : [];
  if (found.length !== ids.length) throw badRequest(UNKNOWN_ROLE);
  const added = found.filter((r) => !heldRoleIds.includes(r.id));
  assertCanGrantPermissions(
    caller,
    added.flatMap((r) => r.permissions),
  );
  // Taking a role away takes its keys: only keys the caller holds himself.
  const removedIds = heldRoleIds.filter((id) => !ids.includes(id));
  const removed = removedIds.length
    ? await db.select({ permissions: roles.permissions }).from(roles).where(inArray(roles.id, removedIds))
    : [];
  assertCanRevokePermissions(
    caller,
    removed.flatMap((r) => r.permissions),
  );
  return ids;
}

/** Maps constraint violations of a user write to the answers a client can act on. */
function rethrowWriteError(err: unknown): never {
  if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION) throw badRequest('所选组织或角色已不存在，请刷新后重试');
  rethrowUserConflict(err);
}

/** Creates a user with an initial password sent RSA-encrypted as at sign-in. */
export async function createUser(db: Db, caller: SessionUser, input: NewUser): Promise<AdminUserView> {
  const roleIds = (await checkGrants(db, caller, input, [])) ?? [];
  await assertContactsFree(db, { username: input.username, mobile: input.mobile, email: input.email }, null);
  const password = await decryptPassword(db, input.keyId, input.password);
  if (!PASSWORD_RULE.test(password)) throw badRequest(`初始密码：${PASSWORD_RULE_MESSAGE}`);
  const passwordHash = await hash(password, { algorithm: 2 });
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          username: input.username,
          passwordHash,
          nickname: input.nickname,
          type: input.type,
          isAdmin: input.isAdmin ?? false,
          mobile: input.mobile ?? null,
          email: input.email ?? null,
          groupId: input.groupId ?? null,
        })
        .returning({ id: users.id });
      if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: row.id, roleId })));
      return row.id;
    });
  } catch (err) {
    rethrowWriteError(err);
  }
  return loadAdminUser(db, id);
}

/** Edits a user; fields left out keep their value, roleIds replaces the whole set. */
export async function updateUser(db: Db, caller: SessionUser, id: number, f: UserFields): Promise<AdminUserView> {
  const current = await loadAdminUser(db, id);
  assertCanManageUser(caller, current);
  assertNotSelfDemote(caller, id, f.isAdmin);
  const roleIds = await checkGrants(db, caller, f, current.roleIds);
  await assertContactsFree(db, { mobile: f.mobile, email: f.email }, id);
  const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (f.nickname !== undefined) set.nickname = f.nickname;
  if (f.type !== undefined) set.type = f.type;
  if (f.isAdmin !== undefined) set.isAdmin = f.isAdmin;
  if (f.mobile !== undefined) set.mobile = f.mobile;
  if (f.email !== undefined) set.email = f.email;
  if (f.groupId !== undefined) set.groupId = f.groupId;
  try {
    await db.transaction(async (tx) => {
      await tx.update(users).set(set).where(eq(users.id, id));
      if (roleIds === undefined) return;
      await tx.delete(userRoles).where(eq(userRoles.userId, id));
      if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: id, roleId })));
    });
  } catch (err) {
    rethrowWriteError(err);
  }
  return loadAdminUser(db, id);
}

/** Disables or re-enables a user; disabling revokes every session at once. */
export async function setUserDisabled(db: Db, caller: SessionUser, id: number, disabled: boolean): Promise<AdminUserView> {
  const current = await loadAdminUser(db, id);
  if (disabled) assertNotSelfDisable(caller, id);
  assertCanManageUser(caller, current);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ disabled, updatedAt: new Date() }).where(eq(users.id, id));
    if (disabled) await revokeUserSessions(tx, id);
  });
  return loadAdminUser(db, id);
}
