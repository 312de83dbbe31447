import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documentDownloads } from '../../db/schema/index';
import { int, rngFrom } from '../content/prng';
import type { SeedDocument } from './catalogue';

export interface Published {
  id: number;
  doc: SeedDocument;
  decided: Date;
}

/**
 * Readers' traces on published documents: views and downloads (rows in the
 * download log, by the demo accounts that may download, and the matching
 * count), so "most downloaded" and "hot" have something to rank. Chronicles
 * are consulted less than the handbook and policies.
 */
export async function seedActivity(db: Db, published: Published[], downloaders: number[], now: number): Promise<number> {
  const rows: (typeof documentDownloads.$inferInsert)[] = [];
  const counts: { id: number; views: number; downloads: number }[] = [];
  for (const { id, doc, decided } of published) {
    const rng = rngFrom(`library-activity:${doc.fileName}`);
    const ageDays = Math.max(1, Math.round((now - decided.getTime()) / 86_400_000));
    const popular = doc.chronicle ? 0.3 : doc.fileName.includes('手册') || doc.docNo ? 1.6 : 1;
    const views = Math.round(int(rng, 15, 40) * Math.log2(ageDays + 1) * popular);
    const downloads = Math.min(Math.round(views * (0.15 + rng() * 0.2)), 80);
    for (let i = 0; i < downloads; i++) {
      const at = decided.getTime() + Math.floor(rng() * (now - decided.getTime()));
      rows.push({ knowledgeId: id, version: 1, userId: downloaders[i % downloaders.length], createdAt: new Date(at) });
    }
    counts.push({ id, views, downloads });
  }
  if (counts.length === 0) return 0;
  const v = sql`(values ${sql.join(
    counts.map((c) => sql`(${c.id}::int, ${c.views}::int, ${c.downloads}::int)`),
    sql`, `,
  )}) as v(id, views, downloads)`;
  await db.execute(sql`update knowledge k set views = v.views from ${v} where k.id = v.id`);
  await db.execute(sql`update document_meta m set download_count = v.downloads from ${v} where m.knowledge_id = v.id`);
  if (rows.length) await db.insert(documentDownloads).values(rows);
  return rows.length;
}
