import type { Db } from '../db/client';
import type { ParsedKeyword } from './parse';
import { tokenStats } from './token-stats';

/** A search expected to match more items than this is heavy (a single common character: a fifth of a poetry corpus). */
const HEAVY_MATCHES = 20_000;
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
/** A heavy search that is stuck (a stalled database) holds the next one up this long at most. */
export const LANE_WAIT_MAX_MS = 5_000;

function waitAtMost(turn: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([turn, late]).finally(() => clearTimeout(timer));
}

export async function inHeavyLane<T>(fn: () => Promise<T>): Promise<T> {
  const turn = waitAtMost(lane, LANE_WAIT_MAX_MS).then(fn);
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
