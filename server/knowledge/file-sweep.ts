import { sql } from 'drizzle-orm';
import type { Conn } from '../db/client';
import { intArray } from '../lib/int-array';

type FileColumn = { table: string; column: string };

/** Columns that point at files without a foreign key (covers are chosen from uploaded images). */
const SOFT_REFERENCES: FileColumn[] = [
  { table: 'knowledge', column: 'cover_file_id' },
  { table: 'knowledge_versions', column: 'cover_file_id' },
];

const ident = (s: string) => sql.raw(`"${s.replace(/"/g, '""')}"`);

/** Every column with a foreign key to files(id), read from the catalog: new tables are covered without a change here. */
async function fileColumns(conn: Conn): Promise<FileColumn[]> {
  const r = await conn.execute<{ table_name: string; column_name: string }>(sql`
    select cl.relname as table_name, a.attname as column_name
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_namespace n on n.oid = cl.relnamespace
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'f' and c.confrelid = 'files'::regclass and n.nspname = current_schema()`);
  return r.rows.map((x) => ({ table: x.table_name, column: x.column_name }));
}

/**
 * Files that hang on knowledge items through a table with a `knowledge_id`
 * column (document and video files, posters, PDF renditions): the
 * candidates to sweep when those items are purged.
 */
export async function itemFiles(conn: Conn, itemIds: number[]): Promise<number[]> {
  if (itemIds.length === 0) return [];
  const owned = [];
  for (const col of await fileColumns(conn)) {
    const has = await conn.execute(sql`select 1 from information_schema.columns
      where table_schema = current_schema() and table_name = ${col.table} and column_name = 'knowledge_id'`);
    if (has.rows.length > 0) owned.push(col);
  }
  if (owned.length === 0) return [];
  const parts = owned.map(
    (c) => sql`select ${ident(c.column)} as id from ${ident(c.table)}
      where knowledge_id = any(${intArray(itemIds)}) and ${ident(c.column)} is not null`,
  );
  const r = await conn.execute<{ id: number }>(sql`select distinct id from (${sql.join(parts, sql` union all `)}) f`);
  return r.rows.map((x) => x.id);
}

/**
 * Deletes the rows of those `candidates` that nothing references any more
 * (no foreign key, no cover) and returns their blob keys; the caller deletes
 * the bytes once its transaction has committed. Files still in use stay.
 */
export async function sweepFiles(conn: Conn, candidates: number[]): Promise<string[]> {
  if (candidates.length === 0) return [];
  const refs = [...(await fileColumns(conn)), ...SOFT_REFERENCES].map(
    (c) => sql`not exists (select 1 from ${ident(c.table)} x where x.${ident(c.column)} = f.id)`,
  );
  const r = await conn.execute<{ storage_key: string }>(sql`
    delete from files f where f.id = any(${intArray(candidates)}) and ${sql.join(refs, sql` and `)}
    returning f.storage_key`);
  return r.rows.map((x) => x.storage_key);
}
