import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Conn } from '../../db/client';
import { bbsPlateModerators, bbsPlates } from '../../db/schema/index';
import { forbidden } from '../../http/errors';
import type { SessionUser } from '../../http/session';

/** A forum manager (ROLE_BBS_MANAGE) moderates every plate. */
export const isForumManager = (user: SessionUser): boolean => user.permissions.has('ROLE_BBS_MANAGE');

/**
 * The plates naming a member as moderator, and every plate below them (a
 * plate's moderator looks after its sub-plates too). `union` stops at a cycle.
 * (An alias renders as its name alone in raw SQL: `${bbsPlates} ${p}` is `bbs_plates p`.)
 */
export async function namedPlateIds(conn: Pick<Conn, 'execute'>, userId: number): Promise<number[]> {
  const m = bbsPlateModerators;
  const p = alias(bbsPlates, 'p');
  const r = await conn.execute<{ id: number }>(sql`
    with recursive named(id) as (
      select ${m.plateId} from ${m} where ${m.userId} = ${userId}
      union select ${p.id} from ${bbsPlates} ${p} join named on ${p.parentId} = named.id
    ) select id from named order by id`);
  return r.rows.map((x) => x.id);
}

/** The plates a member moderates (`namedPlateIds`); `null` for a forum manager, who moderates them all. */
export async function moderatedPlateIds(conn: Pick<Conn, 'execute'>, user: SessionUser): Promise<number[] | null> {
  return isForumManager(user) ? null : namedPlateIds(conn, user.id);
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
