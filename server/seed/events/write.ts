import type pg from 'pg';
import { ROLLUPS_OF_INS } from '../../events/rollup-sql';
import type { EventBatch } from './generate';

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
