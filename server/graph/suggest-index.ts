import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { graphVersionKey } from './adjacency-snapshot';
import { versionCache } from './version-cache';

/** Joins an entity's keys in one string: normalised names hold no control characters. */
const SEP = '\u0001';
/** Pinyin keys are listed under their first one to four letters. */
const PINYIN_LIST_LETTERS = 4;

/** What a suggestion compares: the normalised keyword and, when it reads as pinyin, its letters. */
export interface SuggestQuery {
  norm: string;
  typed: string | null;
}

/**
 * Every entity's lookup keys in memory for one graph version, in the order
 * suggestions rank equals (shorter name, then higher degree, then lower id),
 * with each character's and each pinyin start's entities in that order. A
 * one-character or two-letter keyword (李: 12k poems, "sh": 21k) then walks
 * its list from the best rank and stops at the tenth entity that begins with
 * the keyword, where SQL had to read and sort every candidate row.
 */
export class SuggestIndex {
  constructor(
    readonly key: string,
    /** By rank: entity id, class id (0 for none), name keys and pinyin keys joined by SEP. */
    private readonly ids: Int32Array,
    private readonly classOf: Int32Array,
    private readonly names: string[],
    private readonly pinyins: string[],
    /** Character → ranks of the entities whose name keys hold it, ascending. */
    private readonly byChar: Map<string, Int32Array>,
    /** First one to four pinyin letters → ranks of the entities with a pinyin key starting so, ascending. */
    private readonly byPinyin: Map<string, Int32Array>,
    /** Ranks ordered by normalised name (the first name key), then rank: exact names by binary search. */
    private readonly byName: Int32Array,
  ) {}

  private nameOf(rank: number): string {
    const names = this.names[rank];
    const end = names.indexOf(SEP);
    return end < 0 ? names : names.slice(0, end);
  }

  /** Ranks whose normalised name is `norm`, ascending. */
  private named(norm: string): number[] {
    let lo = 0;
    let hi = this.byName.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.nameOf(this.byName[mid]) < norm) lo = mid + 1;
      else hi = mid;
    }
    const out: number[] = [];
    for (let i = lo; i < this.byName.length && this.nameOf(this.byName[i]) === norm; i++) out.push(this.byName[i]);
    return out;
  }

  /** Whether a keyword can be looked up here (the key separator cannot be told from a typed character). */
  takes(q: SuggestQuery): boolean {
    return !q.norm.includes(SEP);
  }

  /**
   * Ids of the best `limit` entities for the keyword, as the SQL ranks them:
   * the exact name first, then names, aliases or pinyin beginning with the
   * keyword, then names and aliases holding it; within each, by rank.
   */
  suggest(q: SuggestQuery, limit: number, classes?: ReadonlySet<number>): number[] {
    const { norm, typed } = q;
    const inClass = (r: number) => !classes || classes.has(this.classOf[r]);
    const exact = this.named(norm).filter(inClass);
    const isExact = new Set(exact);
    const starting: number[] = [];
    const holding: number[] = [];
    const startsWith = (joined: string, text: string) => joined.startsWith(text) || joined.includes(SEP + text);
    for (const r of this.candidates(q)) {
      if (isExact.has(r) || !inClass(r)) continue;
      const names = this.names[r];
      if (startsWith(names, norm) || (typed !== null && startsWith(this.pinyins[r], typed))) {
        starting.push(r);
        // Candidates come best rank first: the rest can no longer make the list.
        if (exact.length + starting.length >= limit) break;
      } else if (holding.length < limit && names.includes(norm)) holding.push(r);
    }
    return [...exact, ...starting, ...holding].slice(0, limit).map((r) => this.ids[r]);
  }

  /** Ranks that may match, ascending without repeats: the rarest character's list merged with the pinyin start's. */
  private *candidates({ norm, typed }: SuggestQuery): Generator<number> {
    let chars: Int32Array | undefined;
    for (const c of new Set(norm)) {
      const list = this.byChar.get(c) ?? new Int32Array(0);
      if (!chars || list.length < chars.length) chars = list;
    }
    const letters = typed ? (this.byPinyin.get(typed.slice(0, PINYIN_LIST_LETTERS)) ?? new Int32Array(0)) : new Int32Array(0);
    const a = chars ?? new Int32Array(0);
    let i = 0;
    let j = 0;
    while (i < a.length || j < letters.length) {
      const x = i < a.length ? a[i] : Number.POSITIVE_INFINITY;
      const y = j < letters.length ? letters[j] : Number.POSITIVE_INFINITY;
      if (x <= y) i++;
      if (y <= x) j++;
      yield Math.min(x, y);
    }
  }
}

function listsOf(groups: Map<string, number[]>): Map<string, Int32Array> {
  return new Map([...groups].map(([k, v]) => [k, Int32Array.from(v)]));
}

function push(groups: Map<string, number[]>, key: string, rank: number) {
  const list = groups.get(key);
  if (!list) groups.set(key, [rank]);
  else if (list[list.length - 1] !== rank) list.push(rank);
}

/** Reads the entities in one repeatable-read snapshot, so the index matches the version read with it. */
async function load(db: Db): Promise<SuggestIndex> {
  return db.transaction(
    async (tx) => {
      const key = await graphVersionKey(tx);
      const r = await tx.execute<{ id: number; class_id: number | null; names: string; pinyins: string }>(sql`
        select id, class_id, coalesce(array_to_string(name_keys, ${SEP}), '') as names,
          coalesce(array_to_string(pinyin_keys, ${SEP}), '') as pinyins
        from graph_nodes where type = 2 order by char_length(name), degree desc, id`);
      const n = r.rows.length;
      const ids = new Int32Array(n);
      const classOf = new Int32Array(n);
      const names: string[] = new Array(n);
      const pinyins: string[] = new Array(n);
      const byChar = new Map<string, number[]>();
      const byPinyin = new Map<string, number[]>();
      r.rows.forEach((row, rank) => {
        ids[rank] = row.id;
        classOf[rank] = row.class_id ?? 0;
        names[rank] = row.names;
        pinyins[rank] = row.pinyins;
        for (const c of new Set(row.names)) if (c !== SEP) push(byChar, c, rank);
        for (const p of row.pinyins ? row.pinyins.split(SEP) : [])
          for (let len = 1; len <= Math.min(PINYIN_LIST_LETTERS, p.length); len++) push(byPinyin, p.slice(0, len), rank);
      });
      const first = names.map((k) => k.split(SEP, 1)[0]);
      const byName = Int32Array.from(ids.keys()).sort((a, b) => {
        const x = first[a];
        const y = first[b];
        return x < y ? -1 : x > y ? 1 : a - b;
      });
      return new SuggestIndex(key, ids, classOf, names, pinyins, listsOf(byChar), listsOf(byPinyin), byName);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

const cache = versionCache(load);

/** The in-memory copy for the graph as `key` names it, or undefined while it loads (see versionCache). */
export function suggestIndexFor(db: Db, key: string): SuggestIndex | undefined {
  return cache.get(db, key);
}

/** Waits for a background load (tests and benchmarks that need the in-memory path). */
/** The copy last loaded, possibly of an older version (see versionCache.latest). */
export function latestSuggestIndex(): SuggestIndex | undefined {
  return cache.latest();
}

export function suggestIndexLoaded(): Promise<void> {
  return cache.loaded();
}
