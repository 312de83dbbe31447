import type pg from 'pg';
import { ROLLUPS_OF_INS } from '../../events/rollup-sql';
import { DEFAULT_FOLDER_NAME } from '../../interaction/folders';
import type { EventBatch } from './generate';

export const INS_RETURNING = 'returning occurred_at, action, user_id, group_id, domain_id, subject_id, detail';

/** Creates the event log's monthly partitions from the month of `firstDay` (YYYY-MM-DD) to the coming months. */
export async function ensurePartitionsFrom(client: pg.PoolClient, firstDay: string): Promise<void> {
  await client.query('select events_ensure_partitions_from($1::date)', [firstDay]);
}

/** Gives every active person the default favourites folder a generated favourite goes into, as the app does on first use. */
export async function ensureDefaultFolders(client: pg.PoolClient): Promise<void> {
  await client.query(
    `insert into favourite_folders (user_id, name, is_default)
     select u.id, $1, true from users u
     where not u.disabled and not exists (select 1 from favourite_folders f where f.user_id = u.id and f.is_default)
     on conflict (user_id, name) do nothing`,
    [DEFAULT_FOLDER_NAME],
  );
}

/**
 * The module rows of the generated acts, as their write paths make them (a
 * footprint and the view count, a like and the like count, a favourite in
 * the default folder and the favourite count, a download and the document's
 * download count, a day's watching), so that an item's page, the personal
 * centre and the reports count the same acts (issue 28). An act whose row
 * already exists (a demo like, the day's footprint) is no new act: its event
 * is dropped, as the write path would not record it. The new acts are found
 * first (through the tables' keys) and then written, rather than joined back
 * to what the inserts return: the planner knows nothing of a CTE's rows and
 * joined 50,000 acts to 20,000 footprints by nested loops (57 s a batch).
 */
const ROWS = `
  v as (
    select v.*, to_timestamp(v.t / 1000.0) as at, (to_timestamp(v.t / 1000.0) at time zone 'Asia/Shanghai')::date as day
    from unnest($1::float8[], $2::text[], $3::int[], $4::int[], $5::text[]) with ordinality as v(t, a, u, s, det, n)),
  fp_new as (
    select v.n, v.u, v.s, v.day, v.at from v where v.a = 'view'
      and not exists (select 1 from footprints f where f.user_id = v.u and f.knowledge_id = v.s and f.day = v.day)),
  lk_new as (
    select v.n, v.u, v.s, v.at from v where v.a = 'like'
      and not exists (select 1 from likes l where l.user_id = v.u and l.target_type = 'knowledge' and l.target_id = v.s)),
  fv_new as (
    select v.n, v.u, v.s, v.at, f.id as folder from v join favourite_folders f on f.user_id = v.u and f.is_default
    where v.a = 'favourite' and not exists (select 1 from favourites x where x.user_id = v.u and x.knowledge_id = v.s)),
  wd_new as (
    select v.n, v.u, v.s, v.day, (v.det::jsonb->>'seconds')::real as seconds from v where v.a = 'watch'
      and not exists (select 1 from video_watch_daily w where w.user_id = v.u and w.knowledge_id = v.s and w.day = v.day)),
  fp as (insert into footprints (user_id, knowledge_id, day, viewed_at) select u, s, day, at from fp_new on conflict do nothing),
  lk as (
    insert into likes (user_id, target_type, target_id, created_at) select u, 'knowledge', s, at from lk_new on conflict do nothing),
  fv as (
    insert into favourites (user_id, knowledge_id, folder_id, created_at) select u, s, folder, at from fv_new
    on conflict do nothing),
  wd as (insert into video_watch_daily (user_id, knowledge_id, day, seconds) select u, s, day, seconds from wd_new on conflict do nothing),
  dl as (
    insert into document_downloads (knowledge_id, version, user_id, created_at)
    select s, (det::jsonb->>'version')::int, u, at from v where a = 'download' returning knowledge_id),
  counted as (
    update knowledge k set views = k.views + c.views, like_count = k.like_count + c.likes,
      favourite_count = k.favourite_count + c.favourites
    from (select id, sum(views)::int as views, sum(likes)::int as likes, sum(favourites)::int as favourites from (
        select s as id, 1 as views, 0 as likes, 0 as favourites from fp_new
        union all select s, 0, 1, 0 from lk_new
        union all select s, 0, 0, 1 from fv_new) x group by id) c
    where k.id = c.id returning 1),
  downloads as (
    insert into document_meta (knowledge_id, download_count) select knowledge_id, count(*)::int from dl group by 1
    on conflict (knowledge_id) do update set download_count = document_meta.download_count + excluded.download_count
    returning 1),
  kept as (
    select v.n, null::int as obj from v where a not in ('view', 'like', 'favourite', 'watch')
    union all select n, null from fp_new
    union all select n, null from lk_new
    union all select n, folder from fv_new
    union all select n, null from wd_new)`;

/**
 * Writes one batch of generated events with their module rows and rollups,
 * in one transaction (so rows, rollups and the log never disagree even if
 * the run stops halfway) of two statements, each passing the batch as
 * arrays to unnest: one round trip for tens of thousands of rows. Returns
 * the events written per action.
 */
export async function writeBatch(client: pg.PoolClient, b: EventBatch): Promise<Map<string, number>> {
  await client.query('begin');
  try {
    const kept = await client.query<{ n: string; obj: number | null }>(`with ${ROWS} select n, obj from kept order by n`, [
      b.at,
      b.action,
      b.userId,
      b.subjectId,
      b.detail,
    ]);
    const at = (i: number) => Number(kept.rows[i].n) - 1;
    const pick = <T>(xs: T[]) => kept.rows.map((_, i) => xs[at(i)]);
    await client.query(
      `with ins as (
         insert into events (occurred_at, action, user_id, group_id, domain_id, subject_id, object_id, ip, detail)
         select to_timestamp(t / 1000.0), a, u, g, d, s, o, ip, det::jsonb
         from unnest($1::float8[], $2::text[], $3::int[], $4::int[], $5::smallint[], $6::int[], $7::int[], $8::text[], $9::text[])
           as v(t, a, u, g, d, s, o, ip, det)
         ${INS_RETURNING}),
       ${ROLLUPS_OF_INS}`,
      [
        pick(b.at),
        pick(b.action),
        pick(b.userId),
        pick(b.groupId),
        pick(b.domainId),
        pick(b.subjectId),
        kept.rows.map((r) => r.obj),
        pick(b.ip),
        pick(b.detail),
      ],
    );
    await client.query('commit');
    const written = new Map<string, number>();
    for (const a of pick(b.action)) written.set(a, (written.get(a) ?? 0) + 1);
    return written;
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
}
