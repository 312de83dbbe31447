import { PERMISSION_KEYS, PERMISSION_NAMES, type PermissionKey } from '@contract/platform/permissions';
import { DATA_SCOPE, DATA_SCOPE_NAMES, type DataScope } from '@contract/reports/reports';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { groups, roles, userRoles, users } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { changesOf, recordConsoleChange } from '../../events/console-change';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/db-errors';
import { paged } from '../../lib/paged';
import { keywordFilter } from '../../search/keyword-filter';
import { assertCanGrantPermissions, assertCanRevokePermissions, assertSystemRoleKept, SYSTEM_ADMIN_ROLE } from './admin.policy';

export interface RoleView {
  id: number;
  name: string;
  permissions: PermissionKey[];
  dataScope: DataScope;
  userCount: number;
  system: boolean;
}

type RoleRow = { id: number; name: string; permissions: string[]; data_scope: number; user_count: number };

const known = new Set<string>(PERMISSION_KEYS);

/** Keys in vocabulary order, without duplicates or keys the product no longer has. */
const normalise = (keys: readonly string[]): PermissionKey[] => PERMISSION_KEYS.filter((k) => keys.includes(k) && known.has(k));

const toView = (r: RoleRow): RoleView => ({
  id: r.id,
  name: r.name,
  permissions: normalise(r.permissions),
  dataScope: r.data_scope === DATA_SCOPE.all ? DATA_SCOPE.all : DATA_SCOPE.ownGroup,
  userCount: r.user_count,
  system: r.name === SYSTEM_ADMIN_ROLE,
});

const ro = alias(roles, 'ro');
const ur = alias(userRoles, 'ur');
const u = alias(users, 'u');
const g = alias(groups, 'g');

const selectRoles = sql`
  select ${ro.id}, ${ro.name}, ${ro.permissions}, ${ro.dataScope},
    (select count(*)::int from ${userRoles} ${ur} where ${ur.roleId} = ${ro.id}) as user_count
  from ${roles} ${ro}`;

export async function listRoles(db: Db): Promise<RoleView[]> {
  const rows = await db.execute<RoleRow>(sql`${selectRoles} order by ${ro.id}`);
  return rows.rows.map(toView);
}

const snapshot = (r: { name: string; permissions: readonly PermissionKey[]; dataScope: DataScope }) => ({
  名称: r.name,
  权限: r.permissions.map((k) => PERMISSION_NAMES[k]).join('、'),
  数据范围: DATA_SCOPE_NAMES[r.dataScope],
});

/**
 * The report data scope is a grant like a key: only a caller who sees every
 * group's rows himself (an administrator, or a role of his that shows the
 * reports for all data) may give a role "all data".
 */
async function assertCanGrantScope(db: Pick<Db, 'execute'>, caller: SessionUser, scope: DataScope): Promise<void> {
  if (scope !== DATA_SCOPE.all || caller.isAdmin) return;
  const r = await db.execute(sql`
    select 1 from ${userRoles} ${ur} join ${roles} ${ro} on ${ro.id} = ${ur.roleId}
    where ${ur.userId} = ${caller.id} and ${ro.dataScope} = ${DATA_SCOPE.all} and 'ROLE_REPORT_DISPLAY' = any(${ro.permissions})
    limit 1`);
  if (r.rows.length === 0) throw forbidden('不能授予超出自己的数据范围：您只能查看本组及下级的数据');
}

async function audit(
  conn: Pick<Db, 'execute'>,
  caller: SessionUser,
  action: 'role_create' | 'role_edit' | 'role_delete',
  before: RoleView | null,
  after: RoleView | null,
) {
  const role = (after ?? before) as RoleView;
  await recordConsoleChange(conn, caller, {
    action,
    objectId: role.id,
    target: `角色 ${before?.name ?? role.name}`,
    changes: changesOf(before && snapshot(before), after && snapshot(after)),
  });
}

async function loadRole(db: Pick<Db, 'execute'>, id: number): Promise<RoleView> {
  const rows = await db.execute<RoleRow>(sql`${selectRoles} where ${ro.id} = ${id}`);
  if (!rows.rows[0]) throw notFound('角色不存在');
  return toView(rows.rows[0]);
}

async function assertNameFree(db: Db, name: string, exceptId: number | null) {
  const rows = await db.execute(
    sql`select 1 from ${roles} where ${roles.name} = ${name} and (${exceptId}::int is null or ${roles.id} <> ${exceptId}::int)`,
  );
  if (rows.rows.length) throw conflict('角色名称已存在');
}

function rethrowNameTaken(err: unknown): never {
  if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw conflict('角色名称已存在');
  throw err;
}

export async function createRole(
  db: Db,
  caller: SessionUser,
  input: { name: string; permissions: string[]; dataScope: DataScope },
): Promise<RoleView> {
  const permissions = normalise(input.permissions);
  assertCanGrantPermissions(caller, permissions);
  await assertCanGrantScope(db, caller, input.dataScope);
  await assertNameFree(db, input.name, null);
  try {
    return await db.transaction(async (tx) => {
      const rows = await tx.execute<{ id: number }>(
        sql`insert into ${roles} (${bare(roles.name)}, ${bare(roles.permissions)}, ${bare(roles.dataScope)})
            values (${input.name}, ${sql.param(permissions)}::text[], ${input.dataScope}) returning ${roles.id}`,
      );
      const created = await loadRole(tx, rows.rows[0].id);
      await audit(tx, caller, 'role_create', null, created);
      return created;
    });
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
  change: { name?: string; permissions?: string[]; dataScope?: DataScope },
): Promise<RoleView> {
  const current = await loadRole(db, id);
  const permissions = change.permissions === undefined ? current.permissions : normalise(change.permissions);
  const name = change.name ?? current.name;
  const dataScope = change.dataScope ?? current.dataScope;
  if (dataScope !== current.dataScope) await assertCanGrantScope(db, caller, dataScope);
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
    return await db.transaction(async (tx) => {
      await tx.execute(
        sql`update ${roles} set ${bare(roles.name)} = ${name}, ${bare(roles.permissions)} = ${sql.param(permissions)}::text[],
            ${bare(roles.dataScope)} = ${dataScope}
            where ${roles.id} = ${id}`,
      );
      const updated = await loadRole(tx, id);
      if (changesOf(snapshot(current), snapshot(updated)).length) await audit(tx, caller, 'role_edit', current, updated);
      return updated;
    });
  } catch (err) {
    rethrowNameTaken(err);
  }
}

/** Deletes a role nobody holds; a held role is refused with 409, the system administrator role always. */
export async function deleteRole(db: Db, caller: SessionUser, id: number): Promise<null> {
  const current = await loadRole(db, id);
  assertSystemRoleKept(current, null);
  if (current.userCount > 0) throw conflict(`该角色仍有 ${current.userCount} 位用户使用，不能删除`);
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from ${roles} where ${roles.id} = ${id}`);
      await audit(tx, caller, 'role_delete', current, null);
    });
  } catch (err) {
    // A user was given the role after the check; user_roles restricts the delete.
    if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION) throw conflict('该角色仍有用户使用，不能删除');
    throw err;
  }
  return null;
}

type MemberRow = { id: number; username: string; nickname: string; group_name: string | null; disabled: boolean };

/** The holders of a role, by username, a page at a time; a keyword matches username or nickname. */
export async function listRoleMembers(
  db: Db,
  id: number,
  f: { page: number; size: number; keyword?: string },
): Promise<{
  total: number;
  list: { id: number; username: string; nickname: string; groupName: string | null; disabled: boolean }[];
}> {
  await loadRole(db, id);
  const page = await paged<MemberRow>(db, {
    from: sql`${userRoles} ${ur} join ${users} ${u} on ${u.id} = ${ur.userId} left join ${groups} ${g} on ${g.id} = ${u.groupId}`,
    where: sql`${ur.roleId} = ${id} and ${f.keyword ? keywordFilter([sql`${u.username}`, sql`${u.nickname}`], f.keyword) : sql`true`}`,
    order: sql`${u.username}`,
    columns: sql`${u.id}, ${u.username}, ${u.nickname}, ${g.name} as group_name, ${u.disabled}`,
    page: f.page,
    size: f.size,
  });
  return {
    total: page.total,
    list: page.list.map((r) => ({
      id: r.id,
      username: r.username,
      nickname: r.nickname,
      groupName: r.group_name,
      disabled: r.disabled,
    })),
  };
}
