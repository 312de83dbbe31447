import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ROLLUP_TABLES, ROLLUPS_OF_INS } from '../../events/rollup-sql';

/** Older history stays in the default partition rather than making a partition per long-gone month. */
const PARTITION_MONTHS_BACK = 24;

/**
 * What the demo seed wrote into module tables, as the events the write paths
 * would have recorded (decision 020's table): views from footprints, comments
 * (and removals), likes of items and comments, favourites, downloads, video
 * watch days (seconds in the detail, hence the rollups' amount), searches,
 * result clicks and feedback, and the knowledge lifecycle (create, edit,
 * submit, approve, reject, delete) from the versions. Each person's first act
 * of a day is preceded by a sign-in, which the seed has no table for.
 */
const SOURCES = `
  src (occurred_at, action, user_id, domain_id, subject_id, object_id, detail) as (
    select f.viewed_at, 'view', f.user_id, k.domain_id, k.id, null::int, null::jsonb
      from footprints f join knowledge k on k.id = f.knowledge_id
    union all select c.created_at, 'comment', c.user_id, k.domain_id, k.id, c.id, null
      from comments c join knowledge k on k.id = c.knowledge_id
    union all select c.deleted_at, 'uncomment', c.user_id, k.domain_id, k.id, c.id, null
      from comments c join knowledge k on k.id = c.knowledge_id where c.deleted_at is not null
    union all select l.created_at, 'like', l.user_id, k.domain_id, k.id, null, null
      from likes l join knowledge k on l.target_type = 'knowledge' and k.id = l.target_id
    union all select l.created_at, 'like', l.user_id, k.domain_id, k.id, c.id, null
      from likes l join comments c on l.target_type = 'comment' and c.id = l.target_id join knowledge k on k.id = c.knowledge_id
    union all select fa.created_at, 'favourite', fa.user_id, k.domain_id, k.id, fa.folder_id, null
      from favourites fa join knowledge k on k.id = fa.knowledge_id
    union all select d.created_at, 'download', d.user_id, k.domain_id, k.id, null, jsonb_build_object('version', d.version)
      from document_downloads d join knowledge k on k.id = d.knowledge_id
    union all select (w.day + time '12:00') at time zone 'Asia/Shanghai', 'watch', w.user_id, k.domain_id, k.id, null,
        jsonb_build_object('seconds', round(w.seconds)::bigint)
      from video_watch_daily w join knowledge k on k.id = w.knowledge_id
    union all select s.created_at, 'search', s.user_id, null, null, s.id,
        jsonb_build_object('keyword', s.keyword, 'hits', s.total, 'tookMs', s.took_ms)
      from search_logs s
    union all select s.clicked_at, 'click', s.user_id, k.domain_id, k.id, s.id,
        jsonb_build_object('keyword', s.keyword, 'position', s.clicked_position)
      from search_logs s join knowledge k on k.id = s.clicked_knowledge_id where s.clicked_at is not null
    union all select sf.created_at, 'feedback', sf.user_id, null, null, sf.search_id, jsonb_build_object('useful', sf.useful)
      from search_feedback sf
    union all select v.created_at, case when v.version = 1 then 'create' else 'edit' end, v.editor_id, k.domain_id, k.id, v.version, null
      from knowledge_versions v join knowledge k on k.id = v.knowledge_id
    union all select v.submitted_at, 'submit', v.editor_id, k.domain_id, k.id, v.version, null
      from knowledge_versions v join knowledge k on k.id = v.knowledge_id where v.submitted_at is not null
    union all select v.decided_at, case when v.status = 'rejected' then 'reject' else 'approve' end, v.decided_by, k.domain_id, k.id,
        v.version, null
      from knowledge_versions v join knowledge k on k.id = v.knowledge_id
      where v.decided_at is not null and v.decided_by is not null and v.status in ('published', 'superseded', 'rejected')
    union all select v.created_at, 'upload', v.editor_id, k.domain_id, k.id, f.file_id, jsonb_build_object('version', f.version, 'kind', f.kind)
      from (select knowledge_id, version, file_id, kind from document_files
            union all select knowledge_id, version, file_id, kind from video_files) f
      join knowledge k on k.id = f.knowledge_id join knowledge_versions v on v.knowledge_id = f.knowledge_id and v.version = f.version
    union all select k.deleted_at, 'delete', k.deleted_by, k.domain_id, k.id, null, null
      from knowledge k where k.deleted_at is not null and k.deleted_by is not null),
  logins as (
    select greatest(min(occurred_at) - interval '3 minutes', day::timestamp at time zone 'Asia/Shanghai'), 'login', user_id,
      null::smallint, null::int, null::int, null::jsonb
    from (select occurred_at, user_id, (occurred_at at time zone 'Asia/Shanghai')::date as day from src) d group by user_id, day),
  acts as (select * from src union all select * from logins)`;

/** The kinds of act SOURCES derives from the seed's tables. */
const DERIVED = [
  'view',
  'comment',
  'uncomment',
  'like',
  'favourite',
  'download',
  'watch',
  'search',
  'click',
  'feedback',
  'create',
  'edit',
  'submit',
  'approve',
  'reject',
  'delete',
  'upload',
  'login',
];

export interface BackfillStats {
  events: number;
  ms: number;
}

/**
 * Records the events of everything the demo seed wrote (see SOURCES), dated
 * as the tables date the acts: a fresh demo's reports have a history. The
 * seed writes some acts through the engines, which record them at the
 * moment of seeding (without a client address); those of the kinds derived
 * here are replaced, and the rollups are rebuilt from the log, so nothing
 * counts twice and a second run changes nothing. For the seed of a new
 * database only: it rewrites the derived kinds' events without an address.
 */
export async function backfillDemoEvents(db: Db): Promise<BackfillStats | null> {
  const started = performance.now();
  return db.transaction(async (tx) => {
    const first = await tx.execute<{ day: string | null }>(
      sql.raw(`
      with ${SOURCES}
      select greatest(min(occurred_at), now() - interval '${PARTITION_MONTHS_BACK} months')::date::text as day from acts`),
    );
    const day = first.rows[0]?.day;
    // Nothing to record (a seed without content).
    if (!day) return null;
    await tx.execute(sql`select events_ensure_partitions_from(${day}::date)`);
    await tx.execute(sql`delete from events where ip is null and action = any(${`{${DERIVED.join(',')}}`}::text[])`);
    await tx.execute(
      sql.raw(`
      with ${SOURCES}
      insert into events (occurred_at, action, user_id, group_id, domain_id, subject_id, object_id, detail)
      select a.occurred_at, a.action, a.user_id, u.group_id, a.domain_id, a.subject_id, a.object_id, a.detail
      from acts a left join users u on u.id = a.user_id
      order by a.occurred_at`),
    );
    for (const table of ROLLUP_TABLES) await tx.execute(sql.raw(`delete from ${table}`));
    await tx.execute(
      sql.raw(`
      with ins as (select occurred_at, action, user_id, group_id, domain_id, subject_id, detail from events),
      ${ROLLUPS_OF_INS}`),
    );
    const n = await tx.execute<{ n: number }>(sql`select count(*)::int as n from events`);
    return { events: n.rows[0].n, ms: Math.round(performance.now() - started) };
  });
}
