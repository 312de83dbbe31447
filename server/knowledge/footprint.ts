import { sql } from 'drizzle-orm';
import type { Conn } from '../db/client';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../lib/db-errors';

/**
 * Footprints and view counts use the company's calendar day (Asia/Shanghai),
 * whatever the server's time zone.
 */
export const TODAY = sql`(now() at time zone 'Asia/Shanghai')::date`;

/**
 * Records that the user opened an item today. A view counts once per user,
 * item and day: the count moves only when today's footprint is new, which
 * the insert decides atomically, so parallel requests count once.
 */
export async function recordView(conn: Conn, userId: number, knowledgeId: number): Promise<boolean> {
  try {
    const r = await conn.execute<{ counted: number }>(sql`
      with fp as (
        insert into footprints (user_id, knowledge_id, day) values (${userId}, ${knowledgeId}, ${TODAY})
        on conflict (user_id, knowledge_id, day) do nothing
        returning 1
      )
      update knowledge set views = views + 1 where id = ${knowledgeId} and exists (select 1 from fp)
      returning 1 as counted`);
    return r.rows.length > 0;
  } catch (err) {
    // The item was purged between reading and recording: nothing to count.
    if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION) return false;
    throw err;
  }
}
