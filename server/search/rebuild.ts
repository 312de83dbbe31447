import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import { searchableItem } from '../domains/providers';
import { intArray } from '../lib/int-array';
import { sourceRows } from './doc-source';
import { buildDoc, INDEX_VERSION, writeDocs } from './index-doc';

/** Only one process rebuilds at a time (several servers may share an external database). */
const REBUILD_LOCK = 72_447_006;
/** Above this many rows to write, the GIN indexes are dropped and built afresh afterwards (much faster in bulk). */
const BULK_THRESHOLD = 20_000;
const CHUNK = 2_000;

/** The GIN indexes of search_docs, as the migration creates them. */
const GIN_INDEXES = [
  'create index if not exists search_docs_tsv_idx on search_docs using gin (tsv)',
  'create index if not exists search_docs_title_tsv_idx on search_docs using gin (title_tsv)',
];

export interface RebuildResult {
  written: number;
  removed: number;
  ms: number;
}

export type Progress = (done: number, total: number) => void;

/**
 * Brings the whole index in line with the knowledge tables: rows missing for
 * published items, built with an older INDEX_VERSION, or older than the
 * item (changed by a bulk write that bypassed the engine) are (re)built, rows
 * of items no longer published and live are removed. Cheap when nothing is
 * out of date, so it runs at every start; an import calls it after loading.
 */
export async function syncSearchIndex(
  deps: Pick<Deps, 'db' | 'pool'>,
  onProgress?: Progress,
  options: { allowBulk?: boolean } = {},
): Promise<RebuildResult | null> {
  const started = performance.now();
  const { db } = deps;
  const client = await deps.pool.connect();
  try {
    const got = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [REBUILD_LOCK]);
    if (!got.rows[0]?.ok) return null;
    try {
      for (const ddl of GIN_INDEXES) await client.query(ddl);
      const removed = await db.execute(sql`
        delete from search_docs s where not exists (
          select 1 from knowledge k where k.id = s.knowledge_id and k.deleted_at is null
            and k.published_version is not null and k.published_at is not null and ${searchableItem()})`);
      // Mentions leave with the index rows (an item unpublished by a bulk write keeps none).
      await db.execute(sql`
        delete from graph_mentions m where not exists (select 1 from search_docs s where s.knowledge_id = m.knowledge_id)`);
      const todo = await db.execute<{ id: number }>(sql`
        select k.id from knowledge k
        where k.deleted_at is null and k.published_version is not null and k.published_at is not null and ${searchableItem()}
          and not exists (select 1 from search_docs s where s.knowledge_id = k.id and s.index_version = ${INDEX_VERSION}
            and s.published_at = k.published_at and s.updated_at = k.updated_at)
        order by k.id`);
      const ids = todo.rows.map((r) => r.id);
      // Bulk mode leaves searches without their GIN index until the end: for imports, not for a serving process.
      const bulk = options.allowBulk === true && ids.length > BULK_THRESHOLD;
      if (bulk) {
        await client.query('drop index if exists search_docs_tsv_idx');
        await client.query('drop index if exists search_docs_title_tsv_idx');
      }
      // Pipelined: the next chunk is read and tokenised here while the database writes the previous one.
      let writing: Promise<void> = Promise.resolve();
      for (let i = 0; i < ids.length; i += CHUNK) {
        const rows = await sourceRows(db, sql`k.id = any(${intArray(ids.slice(i, i + CHUNK))})`);
        const docs = rows.map(buildDoc);
        await writing;
        const done = Math.min(i + CHUNK, ids.length);
        writing = writeDocs(db, docs).then(() => onProgress?.(done, ids.length));
        // Handled when awaited above; this keeps a failure meanwhile from counting as unhandled.
        writing.catch(() => undefined);
      }
      await writing;
      if (bulk) {
        await client.query("set maintenance_work_mem = '512MB'");
        for (const ddl of GIN_INDEXES) await client.query(ddl);
        await client.query('reset maintenance_work_mem');
        await client.query('analyze search_docs');
      }
      await db.execute(sql`
        insert into search_meta (key, value) values ('index_version', ${String(INDEX_VERSION)})
        on conflict (key) do update set value = excluded.value, updated_at = now()`);
      return { written: ids.length, removed: removed.rowCount ?? 0, ms: Math.round(performance.now() - started) };
    } finally {
      await client.query('select pg_advisory_unlock($1)', [REBUILD_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Copies view counts into the index (sorting by views); they change on every first view of a day. */
export async function syncViews(db: Db): Promise<number> {
  const r = await db.execute(sql`
    update search_docs s set views = k.views from knowledge k where k.id = s.knowledge_id and s.views <> k.views`);
  return r.rowCount ?? 0;
}
