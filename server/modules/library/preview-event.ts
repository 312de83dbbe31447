import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import type { Reader } from '../../access/reader';
import type { Db } from '../../db/client';
import { actor } from '../../events/actor';
import { recordEvent } from '../../events/record-event';

const LIBRARY = DOMAIN_IDS.library;

/** Start of today in the company's calendar (Asia/Shanghai), as a timestamp the events' time index can use. */
const TODAY_START = sql`(date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai')`;

/**
 * Records a `preview` event once per user, document and day (Asia/Shanghai),
 * like a view: the preview is asked for every time the reader opens or
 * switches to it, and counting each of those would measure clicking, not
 * reading. Previews write nothing else, so the day's event itself is what
 * the check looks for (through the events' subject-and-time index); the
 * per-user advisory lock makes two parallel requests record one.
 */
export async function recordPreview(db: Db, reader: Reader, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('event:preview'), ${reader.id}::int)`);
    const seen = await tx.execute(sql`
      select 1 from events where domain_id = ${LIBRARY} and subject_id = ${id} and occurred_at >= ${TODAY_START}
        and user_id = ${reader.id} and action = 'preview' limit 1`);
    if (seen.rows.length > 0) return;
    await recordEvent(tx, { action: 'preview', ...actor(reader), subject: { type: LIBRARY, id }, detail: { version } });
  });
}
