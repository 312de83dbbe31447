import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LiveBatch } from './live-batch';

type Period = { from: string; to: string };

const DAY = 86_400_000;
const shanghaiDay = (t: number) => new Date(t + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * The last day whose rollup rows can no longer change: the day before
 * yesterday in Asia/Shanghai. An event's day is its transaction's start, and
 * a write that began before midnight may commit after it, but no write runs
 * for a day; rollups are only ever added to for the day an event happened.
 */
export function lastSettledDay(now = Date.now()): string {
  return shanghaiDay(now - 2 * DAY);
}

/** A period split into its settled days (a stable answer, see `settledOr`) and the live ones after them. */
export function splitSettled(p: Period, now = Date.now()): { settled: Period | null; live: Period | null } {
  const last = lastSettledDay(now);
  if (p.to <= last) return { settled: p, live: null };
  if (p.from > last) return { settled: null, live: p };
  const next = new Date(Date.parse(`${last}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
  return { settled: { from: p.from, to: last }, live: { from: next, to: p.to } };
}

/** Entries kept, and the rows they may hold together: a bound on the memory the cache can take. */
const MAX_ENTRIES = 64;
const MAX_WEIGHT = 1_000_000;
/**
 * How long an entry is trusted: settled days never change through the
 * product, but `npm run seed:events` may rebuild the rollups of a data
 * directory while a server runs on it.
 */
const TTL_MS = 10 * 60_000;

interface Entry {
  value: Promise<unknown>;
  weight: number;
  at: number;
}

const entries = new Map<string, Entry>();
let weight = 0;

function drop(key: string) {
  const e = entries.get(key);
  if (!e) return;
  entries.delete(key);
  weight -= e.weight;
}

/**
 * The aggregate of settled days under `key`, computed once per process and
 * shared by the requests that ask for it at the same time; a failed
 * computation is not kept. `weightOf` counts the rows the value holds, and
 * the oldest entries go when the cache is over its bounds.
 */
export async function settledOr<T>(key: string, compute: () => Promise<T>, weightOf: (value: T) => number): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && now - hit.at < TTL_MS) {
    entries.delete(key);
    entries.set(key, hit);
    return hit.value as Promise<T>;
  }
  drop(key);
  const value = compute();
  const entry: Entry = { value, weight: 0, at: now };
  entries.set(key, entry);
  try {
    const v = await value;
    if (entries.get(key) === entry) {
      entry.weight = weightOf(v);
      weight += entry.weight;
      while (entries.size > MAX_ENTRIES || weight > MAX_WEIGHT) {
        const oldest = entries.keys().next().value as string;
        drop(oldest);
        if (oldest === key) break;
      }
    }
    return v;
  } catch (e) {
    if (entries.get(key) === entry) drop(key);
    throw e;
  }
}

/** Forgets every entry (tests that rewrite past rollups). */
export function clearSettled(): void {
  entries.clear();
  weight = 0;
}

/**
 * Counts per key over a period: `query(span)` selects `k` and `n` for some
 * days; the settled days' counts are read once per process (see `settledOr`),
 * the last days' each time (in `batch` when given), and the two are added.
 */
export async function settledCounts(
  ctx: { groups: number[] | null; db: Pick<Db, 'execute'> },
  name: string,
  f: Period,
  query: (span: Period) => SQL,
  batch?: LiveBatch,
): Promise<Map<string | number, number>> {
  type Row = { k: string | number; n: number };
  const pairs = (rows: Row[]) => rows.map((r) => [r.k, r.n] as [string | number, number]);
  const { settled, live } = splitSettled(f);
  const [old, now] = await Promise.all([
    settled
      ? settledOr(
          JSON.stringify([name, ctx.groups, settled.from, settled.to]),
          async () => pairs((await ctx.db.execute<Row>(query(settled))).rows),
          (v) => v.length,
        )
      : [],
    live ? (batch ? batch.add<Row>(query(live)) : ctx.db.execute<Row>(query(live)).then((r) => r.rows)).then(pairs) : [],
  ]);
  const counts = new Map<string | number, number>(old);
  for (const [k, n] of now) counts.set(k, (counts.get(k) ?? 0) + n);
  return counts;
}
