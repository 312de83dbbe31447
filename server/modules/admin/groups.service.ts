import type { GroupView } from '@contract/auth/users';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { groups, users } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { changesOf, recordConsoleChange } from '../../events/console-change';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/db-errors';

/** Serialises changes to the group tree, so two concurrent moves cannot build a cycle. */
const TREE_LOCK = 72447101;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A group met again in its own tree: a recursive step's row, or the group a subquery counts for. */
const g = alias(groups, 'g');

const lockTree = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK})`);

/** Every group with the number of its direct members, in sort order. */
export async function listGroupsWithCounts(db: Db) {
  const rows = await db.execute<{ id: number; name: string; parent_id: number | null; user_count: number }>(sql`
    select ${g.id}, ${g.name}, ${g.parentId}, (select count(*)::int from ${users} where ${users.groupId} = ${g.id}) as user_count
    from ${groups} ${g} order by ${g.sort}, ${g.id}`);
  return rows.rows.map((g) => ({ id: g.id, name: g.name, parentId: g.parent_id, userCount: g.user_count }));
}

async function findGroup(tx: Tx, id: number): Promise<GroupView | null> {
  const rows = await tx.execute<{ id: number; name: string; parent_id: number | null }>(
    sql`select ${groups.id}, ${groups.name}, ${groups.parentId} from ${groups} where ${groups.id} = ${id} for update`,
  );
  const g = rows.rows[0];
  return g ? { id: g.id, name: g.name, parentId: g.parent_id } : null;
}

/** Refuses a second group of the same name under one parent: the tree could not tell them apart. */
async function assertNameFree(tx: Tx, name: string, parentId: number | null, exceptId: number | null) {
  const rows = await tx.execute(sql`
    select 1 from ${groups} where ${groups.name} = ${name} and ${groups.parentId} is not distinct from ${parentId}::int
      and (${exceptId}::int is null or ${groups.id} <> ${exceptId}::int) limit 1`);
  if (rows.rows.length) throw conflict('同一上级组织下已有同名组织');
}

async function assertParentExists(tx: Tx, parentId: number | null) {
  if (parentId === null) return;
  if (!(await findGroup(tx, parentId))) throw badRequest('上级组织：所选组织不存在');
}

/** A group's place for the audit trail: its parent's full path (根组织 at the top). */
async function parentPath(tx: Tx, parentId: number | null): Promise<string> {
  if (parentId === null) return '（顶级）';
  const rows = await tx.execute<{ path: string }>(sql`
    with recursive up as (
      select ${groups.id}, ${groups.parentId}, ${groups.name}, 0 as depth from ${groups} where ${groups.id} = ${parentId}
      union all select ${g.id}, ${g.parentId}, ${g.name}, up.depth + 1 from ${groups} ${g} join up on ${g.id} = up.parent_id
      where up.depth < 50
    ) select string_agg(name, '/' order by depth desc) as path from up`);
  return rows.rows[0]?.path ?? '';
}

const snapshot = async (tx: Tx, g: GroupView) => ({ 名称: g.name, 上级组织: await parentPath(tx, g.parentId) });

export async function createGroup(db: Db, caller: SessionUser, name: string, parentId: number | null): Promise<GroupView> {
  return db.transaction(async (tx) => {
    await lockTree(tx);
    await assertParentExists(tx, parentId);
    await assertNameFree(tx, name, parentId, null);
    const rows = await tx.execute<{ id: number }>(sql`
      insert into ${groups} (${bare(groups.name)}, ${bare(groups.parentId)}, ${bare(groups.sort)})
      values (${name}, ${parentId}::int, (select coalesce(max(${g.sort}), -1) + 1 from ${groups} ${g}))
      returning ${groups.id}`);
    const created = { id: rows.rows[0].id, name, parentId };
    await recordConsoleChange(tx, caller, {
      action: 'group_create',
      objectId: created.id,
      target: `组织 ${name}`,
      changes: changesOf(null, await snapshot(tx, created)),
    });
    return created;
  });
}

/** Renames or moves a group; a group cannot move under itself or one of its descendants. */
export async function updateGroup(
  db: Db,
  caller: SessionUser,
  id: number,
  change: { name?: string; parentId?: number | null },
): Promise<GroupView> {
  return db.transaction(async (tx) => {
    await lockTree(tx);
    const current = await findGroup(tx, id);
    if (!current) throw notFound('组织不存在');
    const name = change.name ?? current.name;
    const parentId = change.parentId === undefined ? current.parentId : change.parentId;
    if (parentId !== null && parentId !== current.parentId) {
      const below = await tx.execute(sql`
        with recursive sub as (
          select ${groups.id} from ${groups} where ${groups.id} = ${id}
          union select ${g.id} from ${groups} ${g} join sub on ${g.parentId} = sub.id
        ) select 1 from sub where id = ${parentId} limit 1`);
      if (below.rows.length) throw badRequest('不能移动到自身或下级组织');
      await assertParentExists(tx, parentId);
    }
    if (name === current.name && parentId === current.parentId) return current;
    await assertNameFree(tx, name, parentId, id);
    const before = await snapshot(tx, current);
    await tx.execute(
      sql`update ${groups} set ${bare(groups.name)} = ${name}, ${bare(groups.parentId)} = ${parentId}::int where ${groups.id} = ${id}`,
    );
    const updated = { id, name, parentId };
    await recordConsoleChange(tx, caller, {
      action: 'group_edit',
      objectId: id,
      target: `组织 ${current.name}`,
      changes: changesOf(before, await snapshot(tx, updated)),
    });
    return updated;
  });
}

/** Deletes an empty leaf group; a group with sub-groups or members is refused. */
export async function deleteGroup(db: Db, caller: SessionUser, id: number): Promise<null> {
  try {
    return await db.transaction(async (tx) => {
      await lockTree(tx);
      // FOR UPDATE also makes a concurrent user insert into this group wait, then fail its foreign key.
      const current = await findGroup(tx, id);
      if (!current) throw notFound('组织不存在');
      const counts = await tx.execute<{ members: number; children: number }>(sql`
        select (select count(*)::int from ${users} where ${users.groupId} = ${id}) as members,
               (select count(*)::int from ${groups} where ${groups.parentId} = ${id}) as children`);
      const { members, children } = counts.rows[0];
      const left = [members ? `${members} 名成员` : '', children ? `${children} 个下级组织` : ''].filter(Boolean);
      if (left.length) throw conflict(`该组织下还有 ${left.join('和')}，不能删除`);
      const before = await snapshot(tx, current);
      await tx.execute(sql`delete from ${groups} where ${groups.id} = ${id}`);
      await recordConsoleChange(tx, caller, {
        action: 'group_delete',
        objectId: id,
        target: `组织 ${current.name}`,
        changes: changesOf(before, null),
      });
      return null;
    });
  } catch (err) {
    if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION) throw conflict('该组织仍被引用，不能删除');
    throw err;
  }
}
