import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** How long the index statistics are trusted before they are read again. */
const STATS_TTL_MS = 10 * 60_000;

export interface TokenStats {
  /** Items in the index, as PostgreSQL last counted them. */
  rows: number;
  /** Share of indexed items holding the token, for PostgreSQL's most common tokens. */
  freq: Map<string, number>;
  at: number;
}

const statsByDb = new WeakMap<Db, Promise<TokenStats>>();

/**
 * The index's most common tokens and their shares, as ANALYZE sampled them
 * (pg_stats keeps ~1,000 for a tsvector column, down to a share of ~1.5 %):
 * the tokens that make a search heavy, and those worth keeping counts for.
 * Read once per ten minutes per pool.
 */
export async function tokenStats(db: Db): Promise<TokenStats> {
  const cached = statsByDb.get(db);
  if (cached) {
    const s = await cached;
    if (Date.now() - s.at < STATS_TTL_MS) return s;
  }
  const loading = db
    .execute<{ elem: string | null; freq: number | null; rows: number }>(sql`
      select x.elem, x.freq, greatest(c.reltuples, 0)::float8 as rows
      from pg_class c
      left join pg_stats s on s.schemaname = current_schema() and s.tablename = 'search_docs' and s.attname = 'tsv'
      left join lateral unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as x(elem, freq) on true
      where c.oid = 'search_docs'::regclass`)
    .then((r) => ({
      rows: r.rows[0]?.rows ?? 0,
      // most_common_elem_freqs ends with three summary numbers that pair with no token.
      freq: new Map(r.rows.flatMap((x) => (x.elem === null || x.freq === null ? [] : [[x.elem, x.freq] as const]))),
      at: Date.now(),
    }));
  statsByDb.set(db, loading);
  // A failed read is retried by the next search instead of being kept.
  loading.catch(() => statsByDb.delete(db));
  return loading;
}
