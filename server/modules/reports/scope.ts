import { DATA_SCOPE } from '@contract/reports/reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forbidden } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { intArray } from '../../lib/int-array';

/**
 * The groups whose rows a report shows this caller: `null` for every group
 * (and rows without a group), else a list of group ids. The caller's data
 * scope is the widest of the roles that give him the report permission (an
 * administrator: all); "own group and below" without a group sees nothing.
 * A `groupId` filter narrows it to that group's subtree, and is refused when
 * it lies outside the caller's scope, so no filter reaches another group's
 * rows or totals.
 */
export async function reportGroups(db: Db, caller: SessionUser, groupId?: number): Promise<number[] | null> {
  let scope: number[] | null = null;
  if (!caller.isAdmin) {
    const r = await db.execute<{ scope: number | null }>(sql`
      select min(r.data_scope)::int as scope from user_roles ur join roles r on r.id = ur.role_id
      where ur.user_id = ${caller.id} and 'ROLE_REPORT_DISPLAY' = any(r.permissions)`);
    if ((r.rows[0]?.scope ?? DATA_SCOPE.ownGroup) !== DATA_SCOPE.all) {
      scope = caller.groupId === null ? [] : await subtree(db, caller.groupId);
    }
  }
  if (groupId === undefined) return scope;
  if (scope && !scope.includes(groupId)) throw forbidden('无权查看该部门的数据');
  return subtree(db, groupId);
}

/** A group and every group below it. */
async function subtree(db: Db, groupId: number): Promise<number[]> {
  const r = await db.execute<{ id: number }>(sql`
    with recursive sub as (
      select id from groups where id = ${groupId}
      union select c.id from groups c join sub on c.parent_id = sub.id
    ) select id from sub order by id`);
  return r.rows.map((g) => g.id);
}

/** The condition `column` is within the groups (true for `null`: every group). */
export function inGroups(column: ReturnType<typeof sql.raw>, groups: number[] | null) {
  return groups === null ? sql`true` : sql`${column} = any(${intArray(groups)})`;
}
