import { sql } from 'drizzle-orm';
import { PERMISSION_KEYS, type PermissionKey } from '../../../contract/permissions';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/db-errors';
import { assertCanGrantPermissions, assertCanRevokePermissions, assertSystemRoleKept } from './admin.policy';

export interface RoleView {
  id: number;
  name: string;
  permissions: PermissionKey[];
  userCount: number;
}

type RoleRow = { id: number; name: string; permissions: string[]; user_count: number };

const known = new Set<string>(PERMISSION_KEYS);

/** Keys in vocabulary order, without duplicates or keys the product no longer has. */
const normalise = (keys: readonly string[]): PermissionKey[] => PERMISSION_KEYS.filter((k) => keys.includes(k) && known.has(k));

const toView = (r: RoleRow): RoleView => ({
  id: r.id,
  name: r.name,
  permissions: normalise(r.permissions),
  userCount: r.user_count,
});

const selectRoles = sql`
  select r.id, r.name, r.permissions, (select count(*)::int from user_roles ur where ur.role_id = r.id) as user_count
  from roles r`;

export async function listRoles(db: Db): Promise<RoleView[]> {
  const rows = await db.execute<RoleRow>(sql`${selectRoles} order by r.id`);
  return rows.rows.map(toView);
}

async function loadRole(db: Db, id: number): Promise<RoleView> {
  const rows = await db.execute<RoleRow>(sql`${selectRoles} where r.id = ${id}`);
  if (!rows.rows[0]) throw notFound('角色不存在');
  return toView(rows.rows[0]);
}

async function assertNameFree(db: Db, name: string, exceptId: number | null) {
  const rows = await db.execute(
    sql`select 1 from roles where name = ${name} and (${exceptId}::int is null or id <> ${exceptId}::int)`,
  );
  if (rows.rows.length) throw conflict('角色名称已存在');
}

function rethrowNameTaken(err: unknown): never {
  if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw conflict('角色名称已存在');
  throw err;
}

export async function createRole(db: Db, caller: SessionUser, input: { name: string; permissions: string[] }): Promise<RoleView> {
  const permissions = normalise(input.permissions);
  assertCanGrantPermissions(caller, permissions);
  await assertNameFree(db, input.name, null);
  try {
    const rows = await db.execute<{ id: number }>(
      sql`insert into roles (name, permissions) values (${input.name}, ${sql.param(permissions)}::text[]) returning id`,
    );
    return await loadRole(db, rows.rows[0].id);
  } catch (err) {
    rethrowNameTaken(err);
  }
}

/**
 * Renames a role or replaces its keys; a caller may add and take away only
 * keys he holds. The system administrator role keeps its name and keys.
 */
export async function updateRole(
  db: Db,
  caller: SessionUser,
  id: number,
  change: { name?: string; permissions?: string[] },
): Promise<RoleView> {
  const current = await loadRole(db, id);
  const permissions = change.permissions === undefined ? current.permissions : normalise(change.permissions);
  const name = change.name ?? current.name;
  assertSystemRoleKept(current, { name, permissions });
  assertCanGrantPermissions(
    caller,
    permissions.filter((k) => !current.permissions.includes(k)),
  );
  assertCanRevokePermissions(
    caller,
    current.permissions.filter((k) => !permissions.includes(k)),
  );
  if (name !== current.name) await assertNameFree(db, name, id);
  try {
    await db.execute(sql`update roles set name = ${name}, permissions = ${sql.param(permissions)}::text[] where id = ${id}`);
  } catch (err) {
    rethrowNameTaken(err);
  }
  return loadRole(db, id);
}

/** Deletes a role nobody holds; a held role is refused with 409, the system administrator role always. */
export async function deleteRole(db: Db, id: number): Promise<null> {
  const current = await loadRole(db, id);
  assertSystemRoleKept(current, null);
  if (current.userCount > 0) throw conflict(`该角色仍有 ${current.userCount} 位用户使用，不能删除`);
  try {
    await db.execute(sql`delete from roles where id = ${id}`);
  } catch (err) {
    // A user was given the role after the check; user_roles restricts the delete.
    if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION) throw conflict('该角色仍有用户使用，不能删除');
    throw err;
  }
  return null;
}
