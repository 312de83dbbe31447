import type pg from 'pg';
import type { EventBatch } from './generate';

/**
 * The daily rollups of the rows an `ins` CTE returned (occurred_at, action,
 * user_id, group_id, domain_id, subject_id, detail), upserted in bulk: one
 * group-by per statement instead of one upsert per event. A `watch` event's
 * detail carries its seconds, which become the rollups' amount.
 */
export const ROLLUPS_OF_INS = `
  by_user as (
    insert into event_daily (day, user_id, group_id, domain_id, action, count, amount)
    select (occurred_at at time zone 'Asia/Shanghai')::date, coalesce(user_id, 0), coalesce(group_id, 0), coalesce(domain_id, 0),
      action, count(*)::int, coalesce(sum((detail->>'seconds')::bigint) filter (where action = 'watch'), 0)
    from ins group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
    on conflict (day, user_id, group_id, domain_id, action)
      do update set count = event_daily.count + excluded.count, amount = event_daily.amount + excluded.amount)
  insert into subject_daily (day, domain_id, subject_id, group_id, action, count, amount)
  select (occurred_at at time zone 'Asia/Shanghai')::date, domain_id, subject_id, coalesce(group_id, 0), action, count(*)::int,
    coalesce(sum((detail->>'seconds')::bigint) filter (where action = 'watch'), 0)
  from ins where domain_id is not null and subject_id is not null
  group by 1, 2, 3, 4, 5 order by 2, 3, 1, 4, 5
  on conflict (domain_id, subject_id, day, group_id, action)
    do update set count = subject_daily.count + excluded.count, amount = subject_daily.amount + excluded.amount`;

export const INS_RETURNING = 'returning occurred_at, action, user_id, group_id, domain_id, subject_id, detail';

/** Creates the event log's monthly partitions from the month of `firstDay` (YYYY-MM-DD) to the coming months. */
export async function ensurePartitionsFrom(client: pg.PoolClient, firstDay: string): Promise<void> {
  await client.query('select events_ensure_partitions_from($1::date)', [firstDay]);
}

/**
 * Writes one batch of generated events and their rollups in one statement
 * (events passed as arrays and unnested: one round trip for tens of
 * thousands of rows), so the rollups never disagree with the log even if
 * the run stops halfway.
 */
export async function writeBatch(client: pg.PoolClient, b: EventBatch): Promise<void> {
  await client.query(
    `with ins as (
       insert into events (occurred_at, action, user_id, group_id, domain_id, subject_id, ip, detail)
       select to_timestamp(t / 1000.0), a, u, g, d, s, ip, det::jsonb
       from unnest($1::float8[], $2::text[], $3::int[], $4::int[], $5::smallint[], $6::int[], $7::text[], $8::text[])
         as v(t, a, u, g, d, s, ip, det)
       ${INS_RETURNING}),
     ${ROLLUPS_OF_INS}`,
    [b.at, b.action, b.userId, b.groupId, b.domainId, b.subjectId, b.ip, b.detail],
  );
}
