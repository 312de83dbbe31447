import { sql } from 'drizzle-orm';
import type { Conn } from '../../db/client';
import { forbidden } from '../../http/errors';
import type { SessionUser } from '../../http/session';

/** A forum manager (ROLE_BBS_MANAGE) moderates every plate. */
export const isForumManager = (user: SessionUser): boolean => user.permissions.has('ROLE_BBS_MANAGE');

/**
 * The plates a member moderates: those naming him, and every plate below
 * them (a plate's moderator looks after its sub-plates too); `null` for a
 * forum manager, who moderates them all. `union` stops at a cycle.
 */
export async function moderatedPlateIds(conn: Pick<Conn, 'execute'>, user: SessionUser): Promise<number[] | null> {
  if (isForumManager(user)) return null;
  const r = await conn.execute<{ id: number }>(sql`
    with recursive m(id) as (
      select plate_id from bbs_plate_moderators where user_id = ${user.id}
      union select p.id from bbs_plates p join m on p.parent_id = m.id
    ) select id from m order by id`);
  return r.rows.map((x) => x.id);
}

/** Refuses anyone who neither moderates the plate (or one above it) nor manages the forum. */
export async function assertModerates(conn: Pick<Conn, 'execute'>, user: SessionUser, plateId: number): Promise<void> {
  const plates = await moderatedPlateIds(conn, user);
  if (plates !== null && !plates.includes(plateId)) throw forbidden('只有该版块的版主或论坛管理员可以处理');
}

/** Refuses a member who moderates nothing at all (lists of the moderators' queues). */
export async function assertModeratesAny(conn: Pick<Conn, 'execute'>, user: SessionUser): Promise<number[] | null> {
  const plates = await moderatedPlateIds(conn, user);
  if (plates !== null && plates.length === 0) throw forbidden('只有版主或论坛管理员可以查看');
  return plates;
}
