import { inArray, sql } from 'drizzle-orm';
import type { Conn, Db } from '../../db/client';
import { documentMeta } from '../../db/schema/index';

/** Item-level facts of a document: the question it answers and its chronicle data. */
export interface DocumentFacts {
  question: string | null;
  isChronicle: boolean;
  region: string | null;
  year: number | null;
}

export const NO_FACTS: DocumentFacts = { question: null, isChronicle: false, region: null, year: null };

/** Stores the facts of a document; region and year are kept only for a chronicle. */
export async function saveFacts(conn: Conn, knowledgeId: number, f: DocumentFacts): Promise<DocumentFacts> {
  const values = {
    question: f.question,
    isChronicle: f.isChronicle,
    region: f.isChronicle ? f.region : null,
    year: f.isChronicle ? f.year : null,
  };
  await conn
    .insert(documentMeta)
    .values({ knowledgeId, ...values })
    .onConflictDoUpdate({ target: documentMeta.knowledgeId, set: values });
  return values;
}

export async function factsOf(db: Conn, knowledgeId: number): Promise<DocumentFacts & { downloadCount: number }> {
  const [row] = await db.select().from(documentMeta).where(sql`${documentMeta.knowledgeId} = ${knowledgeId}`);
  return row
    ? {
        question: row.question,
        isChronicle: row.isChronicle,
        region: row.region,
        year: row.year,
        downloadCount: row.downloadCount,
      }
    : { ...NO_FACTS, downloadCount: 0 };
}

/** Adds each document's download count to list items. */
export async function withDownloads<T extends { id: number }>(db: Db, items: T[]): Promise<(T & { downloadCount: number })[]> {
  if (items.length === 0) return [];
  const rows = await db
    .select({ id: documentMeta.knowledgeId, n: documentMeta.downloadCount })
    .from(documentMeta)
    .where(
      inArray(
        documentMeta.knowledgeId,
        items.map((i) => i.id),
      ),
    );
  const counts = new Map(rows.map((r) => [r.id, r.n]));
  return items.map((i) => ({ ...i, downloadCount: counts.get(i.id) ?? 0 }));
}
