import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { BBS_FOLLOW_TARGETS, PLATE_DEPTH_MAX, PLATES_MAX, type plateSave, type plateView } from '../../../contract/bbs-plates';
import type { Db } from '../../db/client';
import { changesOf, recordConsoleChange } from '../../events/console-change';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { intArray } from '../../lib/int-array';
import { setFollow } from './follows';

type PlateView = z.infer<typeof plateView>;
type SaveInput = z.output<(typeof plateSave)['input']>;
type Conn = Pick<Db, 'execute'>;

type Row = {
  id: number;
  parent_id: number | null;
  name: string;
  description: string;
  sort: number;
  moderators: { id: number; nickname: string }[] | null;
  follower_count: number;
  followed: boolean;
};

const PLATE = BBS_FOLLOW_TARGETS.plate;

/** Every plate (or the given ones) with its moderators and followers, as `viewer` sees them. */
async function platesOf(conn: Conn, viewerId: number, ids: number[] | null): Promise<PlateView[]> {
  const r = await conn.execute<Row>(sql`
    select p.id, p.parent_id, p.name, p.description, p.sort,
      (select json_agg(json_build_object('id', u.id, 'nickname', u.nickname) order by u.nickname)
         from bbs_plate_moderators m join users u on u.id = m.user_id where m.plate_id = p.id) as moderators,
      (select count(*)::int from bbs_follows f where f.target_type = ${PLATE} and f.target_id = p.id) as follower_count,
      exists (select 1 from bbs_follows f
              where f.target_type = ${PLATE} and f.target_id = p.id and f.user_id = ${viewerId}) as followed
    from bbs_plates p
    where ${ids === null ? sql`true` : sql`p.id = any(${intArray(ids)})`}
    order by p.parent_id nulls first, p.sort, p.id`);
  return r.rows.map((x) => ({
    id: x.id,
    parentId: x.parent_id,
    name: x.name,
    description: x.description,
    sort: x.sort,
    moderators: x.moderators ?? [],
    followerCount: x.follower_count,
    followed: x.followed,
  }));
}

export const listPlates = (db: Db, viewer: SessionUser) => platesOf(db, viewer.id, null);

async function onePlate(conn: Conn, viewerId: number, id: number): Promise<PlateView> {
  const [plate] = await platesOf(conn, viewerId, [id]);
  if (!plate) throw notFound('版块不存在');
  return plate;
}

/** The plates the viewer follows, the latest followed first (`mine/plate`). */
export async function listFollowedPlates(db: Db, viewer: SessionUser): Promise<PlateView[]> {
  const r = await db.execute<{ target_id: number }>(sql`
    select target_id from bbs_follows where user_id = ${viewer.id} and target_type = ${PLATE} order by created_at desc`);
  const order = r.rows.map((x) => x.target_id);
  const plates = await platesOf(db, viewer.id, order);
  return order.flatMap((id) => plates.filter((p) => p.id === id));
}

/** Follows or unfollows a plate; doing it twice changes nothing. */
export async function followPlate(db: Db, viewer: SessionUser, plateId: number, follow: boolean) {
  await onePlate(db, viewer.id, plateId);
  await setFollow(db, viewer.id, PLATE, plateId, follow);
  const plate = await onePlate(db, viewer.id, plateId);
  return { followed: plate.followed, followerCount: plate.followerCount };
}

/** A plate's ancestors from its parent up: a plate cannot be put below itself, nor deeper than the limit. */
async function ancestorsOf(conn: Conn, id: number): Promise<number[]> {
  const r = await conn.execute<{ id: number }>(sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 1 from bbs_plates where id = ${id}
      union all select p.id, p.parent_id, up.depth + 1 from bbs_plates p join up on p.id = up.parent_id where up.depth < 50
    ) select id from up`);
  return r.rows.map((x) => x.id);
}

/** How many levels lie below a plate (0 for a leaf). */
async function heightOf(conn: Conn, id: number): Promise<number> {
  const r = await conn.execute<{ h: number }>(sql`
    with recursive down(id, depth) as (
      select id, 0 from bbs_plates where id = ${id}
      union all select p.id, down.depth + 1 from bbs_plates p join down on p.parent_id = down.id where down.depth < 50
    ) select max(depth)::int as h from down`);
  return r.rows[0]?.h ?? 0;
}

const snapshot = (p: PlateView, parentName: string) => ({
  名称: p.name,
  说明: p.description,
  上级版块: parentName,
  版主: p.moderators.map((m) => m.nickname).join('、'),
});

async function nameOf(conn: Conn, id: number | null): Promise<string> {
  if (id === null) return '（顶级）';
  const r = await conn.execute<{ name: string }>(sql`select name from bbs_plates where id = ${id}`);
  return r.rows[0]?.name ?? '';
}

/**
 * Creates or changes a plate: its name (unique among its siblings), its
 * description, its parent (never itself or below itself, at most
 * PLATE_DEPTH_MAX levels) and its moderators (existing, enabled users).
 * The change and its audit entry are one transaction.
 */
export async function savePlate(db: Db, caller: SessionUser, input: SaveInput): Promise<PlateView> {
  return db.transaction(async (tx) => {
    // One writer of the tree at a time: the sibling and depth checks below stay true until commit.
    await tx.execute(sql`select pg_advisory_xact_lock(72447033)`);
    const before = input.id === undefined ? null : await onePlate(tx, caller.id, input.id);
    if (input.parentId !== null) {
      const chain = await ancestorsOf(tx, input.parentId);
      if (chain.length === 0) throw badRequest('上级版块不存在');
      if (input.id !== undefined && chain.includes(input.id)) throw badRequest('不能把版块移到它自己或它的下级版块之下');
      const below = input.id === undefined ? 0 : await heightOf(tx, input.id);
      if (chain.length + 1 + below > PLATE_DEPTH_MAX) throw badRequest(`版块最多${PLATE_DEPTH_MAX}级`);
    }
    const clash = await tx.execute(sql`
      select 1 from bbs_plates where name = ${input.name} and parent_id is not distinct from ${input.parentId}
        and id is distinct from ${input.id ?? null}::int`);
    if (clash.rows.length) throw conflict('同一级下已有同名版块');
    const moderatorIds = [...new Set(input.moderatorIds)];
    if (moderatorIds.length) {
      const found = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from users where id = any(${intArray(moderatorIds)}) and not disabled`,
      );
      if (found.rows[0].n !== moderatorIds.length) throw badRequest('版主中有不存在或已停用的用户');
    }
    let id = input.id;
    if (id === undefined) {
      const count = await tx.execute<{ n: number }>(sql`select count(*)::int as n from bbs_plates`);
      if (count.rows[0].n >= PLATES_MAX) throw badRequest(`版块最多${PLATES_MAX}个`);
      const r = await tx.execute<{ id: number }>(sql`
        insert into bbs_plates (parent_id, name, description, sort)
        values (${input.parentId}, ${input.name}, ${input.description},
          (select coalesce(max(sort) + 1, 0) from bbs_plates where parent_id is not distinct from ${input.parentId}))
        returning id`);
      id = r.rows[0].id;
    } else {
      const moved = before?.parentId !== input.parentId;
      await tx.execute(sql`
        update bbs_plates set name = ${input.name}, description = ${input.description}, parent_id = ${input.parentId},
          sort = ${
            moved
              ? sql`(select coalesce(max(sort) + 1, 0) from bbs_plates where parent_id is not distinct from ${input.parentId})`
              : sql`sort`
          },
          updated_at = now()
        where id = ${id}`);
      await tx.execute(sql`delete from bbs_plate_moderators where plate_id = ${id}`);
    }
    if (moderatorIds.length) {
      await tx.execute(sql`insert into bbs_plate_moderators (plate_id, user_id)
        select ${id}, unnest(${intArray(moderatorIds)})`);
    }
    const after = await onePlate(tx, caller.id, id);
    const changes = changesOf(
      before && snapshot(before, await nameOf(tx, before.parentId)),
      snapshot(after, await nameOf(tx, after.parentId)),
    );
    if (changes.length) {
      await recordConsoleChange(tx, caller, {
        action: before ? 'plate_edit' : 'plate_create',
        objectId: id,
        target: `版块 ${before?.name ?? after.name}`,
        changes,
      });
    }
    return after;
  });
}

/** Moves a plate one place up or down among its siblings; at either end nothing changes. */
export async function movePlate(db: Db, caller: SessionUser, id: number, direction: 'up' | 'down'): Promise<PlateView[]> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(72447033)`);
    const me = await onePlate(tx, caller.id, id);
    const siblings = await tx.execute<{ id: number }>(sql`
      select id from bbs_plates where parent_id is not distinct from ${me.parentId} order by sort, id`);
    const order = siblings.rows.map((x) => x.id);
    const at = order.indexOf(id);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= order.length) return;
    [order[at], order[to]] = [order[to], order[at]];
    await tx.execute(sql`
      update bbs_plates p set sort = o.ord - 1 from unnest(${intArray(order)}) with ordinality as o(id, ord) where p.id = o.id`);
  });
  return listPlates(db, caller);
}

/** Deletes a plate without sub-plates, audited; its moderators and followers go with it. */
export async function deletePlate(db: Db, caller: SessionUser, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(72447033)`);
    const before = await onePlate(tx, caller.id, id);
    const children = await tx.execute<{ n: number }>(sql`select count(*)::int as n from bbs_plates where parent_id = ${id}`);
    if (children.rows[0].n > 0) throw conflict(`该版块下还有 ${children.rows[0].n} 个下级版块，不能删除`);
    // Posts in the recycle bin count too: a restore must find its plate.
    const posts = await tx.execute(sql`select 1 from bbs_posts where plate_id = ${id} limit 1`);
    if (posts.rows.length > 0) throw conflict('该版块下还有帖子，不能删除');
    await tx.execute(sql`delete from bbs_follows where target_type = ${PLATE} and target_id = ${id}`);
    await tx.execute(sql`delete from bbs_plates where id = ${id}`);
    await recordConsoleChange(tx, caller, {
      action: 'plate_delete',
      objectId: id,
      target: `版块 ${before.name}`,
      changes: changesOf(snapshot(before, await nameOf(tx, before.parentId)), null),
    });
  });
  return null;
}
