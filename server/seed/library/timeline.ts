import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { int, rngFrom } from '../content/prng';
import type { SeedDocument } from './catalogue';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface Moments {
  uploaded: Date;
  submitted: Date | null;
  decided: Date | null;
}

/**
 * When a document was uploaded, submitted and approved, relative to the
 * moment of seeding: working hours in Beijing (01:00–10:00 UTC), the same for
 * every install apart from that moment.
 */
export function momentsOf(doc: SeedDocument, now: number): Moments {
  const rng = rngFrom(`library:${doc.fileName}`);
  const day = Math.floor((now - doc.daysAgo * DAY) / DAY) * DAY;
  const uploaded = Math.min(day + HOUR + int(rng, 0, 8 * 60) * MINUTE, now - 2 * HOUR);
  const submitted = doc.state === 'draft' ? null : Math.min(uploaded + int(rng, 10, 90) * MINUTE, now - HOUR);
  const decided =
    doc.state === 'published' && submitted !== null ? Math.min(submitted + int(rng, 1, 26) * HOUR, now - 30 * MINUTE) : null;
  const date = (t: number | null) => (t === null ? null : new Date(t));
  return { uploaded: new Date(uploaded), submitted: date(submitted), decided: date(decided) };
}

/**
 * Moves freshly seeded documents (and the notices their approval sent since
 * `since`) from the moment of seeding back to their own moments, so the newest
 * and hot lists read like a library in use. Older notices are marked read.
 * One statement a table, whatever the number of documents.
 */
export async function backdate(db: Db, docs: { id: number; m: Moments }[], since: Date, now: number): Promise<void> {
  if (docs.length === 0) return;
  const values = sql.join(
    docs.map(({ id, m }) => {
      const edited = new Date(m.uploaded.getTime() + 5 * MINUTE);
      const read = m.decided && m.decided.getTime() < now - 7 * DAY ? new Date(m.decided.getTime() + 2 * HOUR) : null;
      return sql`(${id}::int, ${m.uploaded}::timestamptz, ${edited}::timestamptz, ${m.submitted}::timestamptz,
        ${m.decided}::timestamptz, ${m.decided ?? m.submitted ?? edited}::timestamptz, ${read}::timestamptz)`;
    }),
    sql`, `,
  );
  const v = sql`(values ${values}) as v(id, uploaded, edited, submitted, decided, updated, read)`;
  await db.execute(sql`
    update knowledge k set created_at = v.uploaded, updated_at = v.updated, published_at = v.decided
    from ${v} where k.id = v.id`);
  await db.execute(sql`
    update knowledge_versions kv set created_at = v.uploaded, updated_at = v.edited, submitted_at = v.submitted,
      decided_at = v.decided
    from ${v} where kv.knowledge_id = v.id`);
  await db.execute(sql`update document_files df set created_at = v.uploaded from ${v} where df.knowledge_id = v.id`);
  await db.execute(sql`
    update files f set created_at = v.uploaded
    from ${v}, document_files df where df.knowledge_id = v.id and f.id = df.file_id`);
  await db.execute(sql`
    update messages msg set created_at = v.decided, read_at = v.read
    from ${v} where v.decided is not null and msg.created_at >= ${since}
      and msg.link ~ ('[?&]id=' || v.id || '(&|$)')`);
}
