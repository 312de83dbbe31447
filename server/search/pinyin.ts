import { pinyin } from 'pinyin-pro';
import { runsOf } from './segment';

/** Longest pinyin token: enough for a typed prefix, small enough for the index. */
const FULL_MAX = 32;
const INITIALS_MAX = 16;
/** Stretches start at the first syllables only: long titles are found by how they begin or by their first words. */
const STARTS_MAX = 12;

interface Syllable {
  full: string;
  initial: string;
}

/** Syllables of normalised text: each Han character's pinyin (ü as v), each word of letters/digits as itself. */
function syllablesOf(norm: string): Syllable[] {
  const out: Syllable[] = [];
  for (const run of runsOf(norm)) {
    if (run.kind === 'word') {
      out.push({ full: run.text, initial: run.text });
      continue;
    }
    for (const s of pinyin(run.text, { toneType: 'none', type: 'array', v: true })) {
      const full = s.toLowerCase().replace(/[^a-z]/g, '');
      if (full) out.push({ full, initial: full[0] });
    }
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

/** A character (or a word of letters/digits) of normalised text, where it stands and how it reads. */
interface Unit {
  start: number;
  end: number;
  full: string;
  initial: string;
}

/** The readable units of normalised text with their offsets; a run whose pinyin cannot be aligned is left out. */
function unitsOf(norm: string): Unit[] {
  const out: Unit[] = [];
  for (const run of runsOf(norm)) {
    if (run.kind === 'word') {
      out.push({ start: run.start, end: run.start + run.text.length, full: run.text, initial: run.text });
      continue;
    }
    const chars = Array.from(run.text);
    const syllables = pinyin(run.text, { toneType: 'none', type: 'array', v: true });
    if (syllables.length !== chars.length) continue;
    let at = run.start;
    chars.forEach((ch, i) => {
      const full = syllables[i].toLowerCase().replace(/[^a-z]/g, '');
      if (full) out.push({ start: at, end: at + ch.length, full, initial: full[0] });
      at += ch.length;
    });
  }
  return out;
}

/**
 * Where typed pinyin (full, or initials, as pinyinTokens indexes them) reads
 * in normalised text: the first stretch of characters it spells, the last
 * one possibly half typed (`zhid` marks 制度). Null when it reads nowhere.
 */
export function pinyinSpan(norm: string, typed: string): [start: number, end: number] | null {
  if (!typed) return null;
  const units = unitsOf(norm);
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
