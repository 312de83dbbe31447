import { USER_TYPE_NAMES } from '@contract/admin/admin';
import { initialPasswordText, newPasswordRefusal } from '@contract/auth/password';
import type { EventAction } from '@contract/platform/events';
import { hash } from '@node-rs/argon2';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groups, roles, userRoles, users } from '../../db/schema/index';
import { changesOf, recordConsoleChange, type Snapshot } from '../../events/console-change';
import { badRequest, conflict } from '../../http/errors';
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
import { type AdminUserView, loadAdminUser, loadManagedUser } from './users.service';

const UNKNOWN_GROUP = '组织：所选组织不存在';
const UNKNOWN_ROLE = '角色：所选角色不存在';
/** Serialises changes that could leave no enabled administrator. */
const ADMIN_LOCK = 72447102;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Pick<Db, 'execute'>;

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

/** How the audit trail names a user. */
export const userTarget = (u: { nickname: string; username: string }) => `用户 ${u.nickname}（${u.username}）`;

/** A user's fields as the console shows them, for the audit trail's before → after. */
export async function userSnapshot(db: Conn, u: AdminUserView): Promise<Snapshot> {
  const names = u.roleIds.length
    ? await db.execute<{ name: string }>(
        sql`select ${roles.name} from ${roles} where ${roles.id} in (${sql.join(
          u.roleIds.map((id) => sql`${id}`),
          sql`, `,
        )}) order by ${roles.id}`,
      )
    : { rows: [] };
  return {
    用户名: u.username,
    姓名: u.nickname,
    用户类型: USER_TYPE_NAMES[u.type] ?? String(u.type),
    手机号: u.mobile ?? '',
    邮箱: u.email ?? '',
    组织: u.groupName ?? '',
    角色: names.rows.map((r) => r.name).join('、'),
    管理员: u.isAdmin ? '是' : '否',
    状态: u.disabled ? '已停用' : '正常',
  };
}

/** Records a change of one user: its fields before and after, read in the transaction that made it. */
async function auditUser(tx: Tx, caller: SessionUser, action: EventAction, before: AdminUserView | null, id: number) {
  const after = await loadAdminUser(tx, id);
  const changes = changesOf(before ? await userSnapshot(tx, before) : null, await userSnapshot(tx, after));
  await recordConsoleChange(tx, caller, { action, objectId: id, target: userTarget(after), changes });
  return after;
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

/**
 * Refuses a change that would leave no enabled system administrator: checked
 * under a lock, so two administrators disabling each other at once cannot
 * both succeed.
 */
async function assertAnotherAdmin(tx: Tx, id: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_LOCK})`);
  const rows = await tx.execute(
    sql`select 1 from ${users} where ${users.isAdmin} and not ${users.disabled} and ${users.id} <> ${id} limit 1`,
  );
  if (rows.rows.length === 0) throw conflict('这是最后一位可用的系统管理员，不能停用或取消其管理员身份');
}

/** Maps constraint violations of a user write to the answers a client can act on. */
function rethrowWriteError(err: unknown): never {
  if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION) throw badRequest('所选组织或角色已不存在，请刷新后重试');
  rethrowUserConflict(err);
}

/** An initial password, sent RSA-encrypted as at sign-in, judged by the form's own schema and hashed. */
export async function initialPasswordHash(db: Db, keyId: string, sealed: string): Promise<string> {
  const password = await decryptPassword(db, keyId, sealed);
  const refusal = newPasswordRefusal(initialPasswordText, password);
  if (refusal) throw badRequest(refusal);
  return hash(password, { algorithm: 2 });
}

/** Creates a user with an initial password, which its owner must change at the first sign-in. */
export async function createUser(db: Db, caller: SessionUser, input: NewUser): Promise<AdminUserView> {
  const roleIds = (await checkGrants(db, caller, input, [])) ?? [];
  await assertContactsFree(db, { username: input.username, mobile: input.mobile, email: input.email }, null);
  const passwordHash = await initialPasswordHash(db, input.keyId, input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          username: input.username,
          passwordHash,
          mustChangePassword: true,
          nickname: input.nickname,
          type: input.type,
          isAdmin: input.isAdmin ?? false,
          mobile: input.mobile ?? null,
          email: input.email ?? null,
          groupId: input.groupId ?? null,
        })
        .returning({ id: users.id });
      if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: row.id, roleId })));
      return auditUser(tx, caller, 'user_create', null, row.id);
    });
  } catch (err) {
    rethrowWriteError(err);
  }
}

/** Edits a user; fields left out keep their value, roleIds replaces the whole set. */
export async function updateUser(db: Db, caller: SessionUser, id: number, f: UserFields): Promise<AdminUserView> {
  const current = await loadManagedUser(db, id);
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
    return await db.transaction(async (tx) => {
      if (current.isAdmin && f.isAdmin === false) await assertAnotherAdmin(tx, id);
      await tx.update(users).set(set).where(eq(users.id, id));
      if (roleIds !== undefined) {
        await tx.delete(userRoles).where(eq(userRoles.userId, id));
        if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: id, roleId })));
      }
      return auditUser(tx, caller, 'user_edit', current, id);
    });
  } catch (err) {
    rethrowWriteError(err);
  }
}

/** Disables or re-enables a user; disabling revokes every session at once. */
export async function setUserDisabled(db: Db, caller: SessionUser, id: number, disabled: boolean): Promise<AdminUserView> {
  const current = await loadManagedUser(db, id);
  if (disabled) assertNotSelfDisable(caller, id);
  assertCanManageUser(caller, current);
  if (current.disabled === disabled) return current;
  return db.transaction(async (tx) => {
    if (disabled && current.isAdmin) await assertAnotherAdmin(tx, id);
    await tx.update(users).set({ disabled, updatedAt: new Date() }).where(eq(users.id, id));
    if (disabled) await revokeUserSessions(tx, id);
    return auditUser(tx, caller, disabled ? 'user_disable' : 'user_enable', current, id);
  });
}
