import { BBS_FOLLOW_TARGETS, PLATE_DEPTH_MAX, PLATES_MAX, type plateSave, type plateView } from '@contract/bbs/bbs-plates';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { bbsFollows, bbsPlateModerators, bbsPlates, bbsPosts, users } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import { changesOf, recordConsoleChange } from '../../events/console-change';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { intArray } from '../../lib/int-array';
import { setFollow } from './follows';
import { pl, u } from './forum-aliases';

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

const m = alias(bbsPlateModerators, 'm');
const f = alias(bbsFollows, 'f');
/** Plates (alias `pl`); `bbsPlates` unaliased is the row a statement reads or changes. */
const b = bbsPlates;

/** The sort that puts a plate last among the children of `parentId`. */
const nextSort = (parentId: number | null) =>
  sql`(select coalesce(max(${pl.sort}) + 1, 0) from ${b} ${pl} where ${pl.parentId} is not distinct from ${parentId})`;

/** Every plate (or the given ones) with its moderators and followers, as `viewer` sees them. */
async function platesOf(conn: Conn, viewerId: number, ids: number[] | null): Promise<PlateView[]> {
  const r = await conn.execute<Row>(sql`
    select ${pl.id}, ${pl.parentId}, ${pl.name}, ${pl.description}, ${pl.sort},
      (select json_agg(json_build_object('id', ${u.id}, 'nickname', ${u.nickname}) order by ${u.nickname})
         from ${bbsPlateModerators} ${m} join ${users} ${u} on ${u.id} = ${m.userId} where ${m.plateId} = ${pl.id}) as moderators,
      (select count(*)::int from ${bbsFollows} ${f} where ${f.targetType} = ${PLATE} and ${f.targetId} = ${pl.id}) as follower_count,
      exists (select 1 from ${bbsFollows} ${f}
              where ${f.targetType} = ${PLATE} and ${f.targetId} = ${pl.id} and ${f.userId} = ${viewerId}) as followed
    from ${b} ${pl}
    where ${ids === null ? sql`true` : sql`${pl.id} = any(${intArray(ids)})`}
    order by ${pl.parentId} nulls first, ${pl.sort}, ${pl.id}`);
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
    select ${f.targetId} from ${bbsFollows} ${f} where ${f.userId} = ${viewer.id} and ${f.targetType} = ${PLATE}
    order by ${f.createdAt} desc`);
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
      select ${b.id}, ${b.parentId}, 1 from ${b} where ${b.id} = ${id}
      union all select ${pl.id}, ${pl.parentId}, up.depth + 1 from ${b} ${pl} join up on ${pl.id} = up.parent_id where up.depth < 50
    ) select id from up`);
  return r.rows.map((x) => x.id);
}

/** How many levels lie below a plate (0 for a leaf). */
async function heightOf(conn: Conn, id: number): Promise<number> {
  const r = await conn.execute<{ h: number }>(sql`
    with recursive down(id, depth) as (
      select ${b.id}, 0 from ${b} where ${b.id} = ${id}
      union all select ${pl.id}, down.depth + 1 from ${b} ${pl} join down on ${pl.parentId} = down.id where down.depth < 50
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
  const r = await conn.execute<{ name: string }>(sql`select ${b.name} from ${b} where ${b.id} = ${id}`);
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
      select 1 from ${b} where ${b.name} = ${input.name} and ${b.parentId} is not distinct from ${input.parentId}
        and ${b.id} is distinct from ${input.id ?? null}::int`);
    if (clash.rows.length) throw conflict('同一级下已有同名版块');
    const moderatorIds = [...new Set(input.moderatorIds)];
    if (moderatorIds.length) {
      const found = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from ${users} where ${users.id} = any(${intArray(moderatorIds)}) and not ${users.disabled}`,
      );
      if (found.rows[0].n !== moderatorIds.length) throw badRequest('版主中有不存在或已停用的用户');
    }
    let id = input.id;
    if (id === undefined) {
      const count = await tx.execute<{ n: number }>(sql`select count(*)::int as n from ${b}`);
      if (count.rows[0].n >= PLATES_MAX) throw badRequest(`版块最多${PLATES_MAX}个`);
      const r = await tx.execute<{ id: number }>(sql`
        insert into ${b} (${bare(b.parentId)}, ${bare(b.name)}, ${bare(b.description)}, ${bare(b.sort)})
        values (${input.parentId}, ${input.name}, ${input.description}, ${nextSort(input.parentId)})
        returning ${b.id}`);
      id = r.rows[0].id;
    } else {
      const moved = before?.parentId !== input.parentId;
      await tx.execute(sql`
        update ${b} set ${bare(b.name)} = ${input.name}, ${bare(b.description)} = ${input.description},
          ${bare(b.parentId)} = ${input.parentId}, ${bare(b.sort)} = ${moved ? nextSort(input.parentId) : b.sort},
          ${bare(b.updatedAt)} = now()
        where ${b.id} = ${id}`);
      await tx.execute(sql`delete from ${bbsPlateModerators} where ${bbsPlateModerators.plateId} = ${id}`);
    }
    if (moderatorIds.length) {
      const pm = bbsPlateModerators;
      await tx.execute(sql`insert into ${pm} (${bare(pm.plateId)}, ${bare(pm.userId)})
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
      select ${b.id} from ${b} where ${b.parentId} is not distinct from ${me.parentId} order by ${b.sort}, ${b.id}`);
    const order = siblings.rows.map((x) => x.id);
    const at = order.indexOf(id);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= order.length) return;
    [order[at], order[to]] = [order[to], order[at]];
    await tx.execute(sql`
      update ${b} ${pl} set ${bare(pl.sort)} = o.ord - 1 from unnest(${intArray(order)}) with ordinality as o(id, ord)
      where ${pl.id} = o.id`);
  });
  return listPlates(db, caller);
}

/** Deletes a plate without sub-plates, audited; its moderators and followers go with it. */
export async function deletePlate(db: Db, caller: SessionUser, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(72447033)`);
    const before = await onePlate(tx, caller.id, id);
    const children = await tx.execute<{ n: number }>(sql`select count(*)::int as n from ${b} where ${b.parentId} = ${id}`);
    if (children.rows[0].n > 0) throw conflict(`该版块下还有 ${children.rows[0].n} 个下级版块，不能删除`);
    // Posts in the recycle bin count too: a restore must find its plate.
    const posts = await tx.execute(sql`select 1 from ${bbsPosts} where ${bbsPosts.plateId} = ${id} limit 1`);
    if (posts.rows.length > 0) throw conflict('该版块下还有帖子，不能删除');
    await tx.execute(sql`delete from ${bbsFollows} where ${bbsFollows.targetType} = ${PLATE} and ${bbsFollows.targetId} = ${id}`);
    await tx.execute(sql`delete from ${b} where ${b.id} = ${id}`);
    await recordConsoleChange(tx, caller, {
      action: 'plate_delete',
      objectId: id,
      target: `版块 ${before.name}`,
      changes: changesOf(snapshot(before, await nameOf(tx, before.parentId)), null),
    });
  });
  return null;
}
