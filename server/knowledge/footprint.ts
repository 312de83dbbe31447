import { sql } from 'drizzle-orm';
import type { Conn } from '../db/client';
import { actor } from '../events/actor';
import { recordEvent } from '../events/record-event';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../lib/db-errors';

/**
 * Footprints and view counts use the company's calendar day (Asia/Shanghai),
 * whatever the server's time zone.
 */
export const TODAY = sql`(now() at time zone 'Asia/Shanghai')::date`;

/**
 * Records that the user opened an item today. A view counts once per user,
 * item and day: the count moves only when today's footprint is new, which
 * the insert decides atomically, so parallel requests count once. The `view`
 * event is recorded with the count, in its transaction, so views in reports
 * equal the item's counter (decision 020).
 */
export async function recordView(
  conn: Conn,
  reader: { id: number; ip?: string },
  item: { id: number; domain_id: number },
): Promise<boolean> {
  try {
    return await conn.transaction(async (tx) => {
      const r = await tx.execute<{ counted: number }>(sql`
        with fp as (
          insert into footprints (user_id, knowledge_id, day) values (${reader.id}, ${item.id}, ${TODAY})
          on conflict (user_id, knowledge_id, day) do nothing
          returning 1
        )
        update knowledge set views = views + 1 where id = ${item.id} and exists (select 1 from fp)
        returning 1 as counted`);
      if (r.rows.length === 0) return false;
      await recordEvent(tx, { action: 'view', ...actor(reader), subject: { type: item.domain_id, id: item.id } });
      return true;
    });
  } catch (err) {
    // The item was purged between reading and recording: nothing to count.
    if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION) return false;
    throw err;
  }
}
