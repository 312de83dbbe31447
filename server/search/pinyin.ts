import { createRequire } from 'node:module';
import { addDict, pinyin } from 'pinyin-pro';
import { runsOf } from './segment';

let dictLoaded = false;

/**
 * pinyin-pro reads a character by its word only for the few thousand words of
 * its own small dictionary: 差旅 came out `cha lv`, so `chai` and `chailv`
 * missed every 差旅 title. The Modern Chinese Dictionary's words
 * (@pinyin-pro/data, ~60,000 words) give the word's reading. Loaded once per
 * process (~0.5 s) by the first use, or by the search jobs at start; a JSON
 * read, not a module import.
 */
export function withWordReadings(): void {
  if (dictLoaded) return;
  const require = createRequire(import.meta.url);
  addDict(require('@pinyin-pro/data/modern.json'), 'modern');
  dictLoaded = true;
}

/**
 * Typed text as pinyin, or null when it is not pinyin: letters (ü written as
 * `v` or `ü`, the way input methods and pinyin-pro's `v` option spell it),
 * separators (space, apostrophe) dropped.
 */
export function typedPinyin(norm: string): string | null {
  const text = norm.trim().replace(/ü/g, 'v');
  return /^[a-z][a-z' ]*$/.test(text) ? text.replace(/[' ]/g, '') : null;
}

/** Longest pinyin token: enough for a typed prefix, small enough for the index. */
const FULL_MAX = 32;
const INITIALS_MAX = 16;
/** Stretches start at the first syllables only: long titles are found by how they begin or by their first words. */
const STARTS_MAX = 12;

/** A syllable of normalised text: where it stands and how it reads. */
interface Syllable {
  start: number;
  end: number;
  full: string;
  initial: string;
}

/**
 * Syllables of normalised text: each Han character's pinyin (ü as v), each
 * word of letters/digits as itself. Should pinyin-pro answer a Han run with
 * other than one syllable per character, its syllables span the whole run.
 */
function syllablesOf(norm: string): Syllable[] {
  withWordReadings();
  const out: Syllable[] = [];
  for (const run of runsOf(norm)) {
    const runEnd = run.start + run.text.length;
    if (run.kind === 'word') {
      out.push({ start: run.start, end: runEnd, full: run.text, initial: run.text });
      continue;
    }
    const chars = Array.from(run.text);
    const syllables = pinyin(run.text, { toneType: 'none', type: 'array', v: true });
    const aligned = syllables.length === chars.length;
    let at = run.start;
    syllables.forEach((syllable, i) => {
      const width = aligned ? chars[i].length : 0;
      const full = syllable.toLowerCase().replace(/[^a-z]/g, '');
      if (full) out.push({ start: aligned ? at : run.start, end: aligned ? at + width : runEnd, full, initial: full[0] });
      at += width;
    });
  }
  return out;
}

/** The full pinyin and the initials of the title from syllable `i` on, cut to the token limits. */
function stretchFrom(syl: Syllable[], i: number): string[] {
  const rest = syl.slice(i, i + INITIALS_MAX);
  const full = rest
    .map((s) => s.full)
    .join('')
    .slice(0, FULL_MAX);
  const initials = rest
    .map((s) => s.initial)
    .join('')
    .slice(0, INITIALS_MAX);
  return [full, initials];
}

/**
 * Pinyin tokens of a normalised title for suggestions: from every syllable
 * on, the rest of the title in full pinyin and in initials. A prefix query on
 * these finds a title by any stretch of it typed as pinyin: 信息安全制度 gives
 * …, "zhidu", "du", "xxaqzd", …, "zd", so `zhidu`, `zhid` and `zd` all find it.
 * `full` and `initials` are the stretch from the first syllable: typing a
 * prefix of one of them means typing the title's beginning.
 */
export function pinyinTokens(norm: string): { all: string[]; full: string; initials: string } {
  const syl = syllablesOf(norm);
  const all = new Set<string>();
  for (let i = 0; i < Math.min(syl.length, STARTS_MAX); i++) {
    for (const t of stretchFrom(syl, i)) if (t.length >= 2) all.add(t);
  }
  const [full, initials] = stretchFrom(syl, 0);
  return { all: [...all], full, initials };
}

/** Full pinyin and initials of a short normalised text (logged queries, label names). */
export function pinyinOf(norm: string): { full: string; initials: string } {
  const syl = syllablesOf(norm);
  return { full: syl.map((s) => s.full).join(''), initials: syl.map((s) => s.initial).join('') };
}

/**
 * Where typed pinyin (full, or initials, as pinyinTokens indexes them) reads
 * in normalised text: the first stretch of characters it spells, the last
 * one possibly half typed (`zhid` marks 制度). Null when it reads nowhere.
 */
export function pinyinSpan(norm: string, typed: string): [start: number, end: number] | null {
  if (!typed) return null;
  const units = syllablesOf(norm);
  for (let i = 0; i < units.length; i++) {
    for (const key of ['full', 'initial'] as const) {
      let rest = typed;
      let j = i;
      while (j < units.length && rest) {
        const reads = units[j][key];
        if (rest.startsWith(reads)) rest = rest.slice(reads.length);
        else if (reads.startsWith(rest)) rest = '';
        else break;
        j++;
      }
      if (!rest) return [units[i].start, units[j - 1].end];
    }
  }
  return null;
}
