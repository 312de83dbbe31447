import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ParsedKeyword } from './parse';

/** A search expected to match more items than this is heavy (a single common character: a fifth of a poetry corpus). */
export const HEAVY_MATCHES = 20_000;
/** How long the index statistics are trusted before they are read again. */
const STATS_TTL_MS = 10 * 60_000;

interface TokenStats {
  rows: number;
  /** Share of indexed items holding the token, for PostgreSQL's most common tokens. */
  freq: Map<string, number>;
  at: number;
}

const statsByDb = new WeakMap<Db, Promise<TokenStats>>();

/**
 * The index's most common tokens and their shares, as ANALYZE sampled them
 * (pg_stats keeps ~1,000 for a tsvector column): the tokens that make a
 * search heavy are exactly these. Read once per ten minutes per pool.
 */
async function tokenStats(db: Db): Promise<TokenStats> {
  const cached = statsByDb.get(db);
  if (cached) {
    const s = await cached;
    if (Date.now() - s.at < STATS_TTL_MS) return s;
  }
  const loading = db
    .execute<{ elem: string; freq: number; rows: number }>(sql`
      select x.elem, x.freq, greatest(c.reltuples, 0)::float8 as rows
      from pg_class c
      left join pg_stats s on s.schemaname = current_schema() and s.tablename = 'search_docs' and s.attname = 'tsv'
      left join lateral unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as x(elem, freq) on true
      where c.oid = 'search_docs'::regclass`)
    .then((r) => ({
      rows: r.rows[0]?.rows ?? 0,
      freq: new Map(r.rows.filter((x) => x.elem !== null).map((x) => [x.elem, x.freq])),
      at: Date.now(),
    }));
  statsByDb.set(db, loading);
  // A failed read is retried by the next search instead of being kept.
  loading.catch(() => statsByDb.delete(db));
  return loading;
}

/** The plain tokens of a to_tsquery text ('x' & 'y' | …), prefix tokens left out (their reach is unknown). */
function tokensOf(query: string): string[] {
  return [...query.matchAll(/'((?:[^'\\]|\\.)*)'(:\*)?/g)].filter((m) => !m[2]).map((m) => m[1].replace(/\\(.)/g, '$1'));
}

/**
 * Expected matches of the keyword: every result holds each term, so the
 * rarest term bounds the result. A term's reach is its commonest token's
 * share (a long word's pairs, or its loosened parts, all hold that token or
 * rarer ones); tokens missing from the statistics are rarer than every
 * listed one. Without a positive term (browsing by filters) nothing is expected.
 */
export async function expectedMatches(db: Db, p: ParsedKeyword): Promise<number> {
  const terms = [...p.terms.map((t) => t.query), ...p.phrases.map((x) => x.query)];
  if (terms.length === 0) return 0;
  const stats = await tokenStats(db);
  let share = 1;
  for (const q of terms) {
    const known = tokensOf(q).map((t) => stats.freq.get(t) ?? 0);
    share = Math.min(share, known.length ? Math.max(...known) : 0);
  }
  return share * stats.rows;
}

/**
 * One heavy search at a time per process; the others wait their turn in
 * order. A heavy search costs tens of milliseconds of CPU: several at once on
 * a small machine would slow every light search (most of them) as much.
 */
let lane: Promise<unknown> = Promise.resolve();

export async function inHeavyLane<T>(fn: () => Promise<T>): Promise<T> {
  const turn = lane.then(fn, fn);
  lane = turn.catch(() => undefined);
  return turn;
}

/** Whether the keyword is expected to match so many items that the search is heavy. */
export async function isHeavy(db: Db, p: ParsedKeyword): Promise<boolean> {
  return (await expectedMatches(db, p)) >= HEAVY_MATCHES;
}

/** Runs a search statement: in the heavy lane when the keyword is expected to match many items. */
export async function runWeighed<T>(db: Db, p: ParsedKeyword, fn: () => Promise<T>): Promise<T> {
  return (await isHeavy(db, p)) ? inHeavyLane(fn) : fn();
}
