import type { SensitiveAction } from '../../contract/bbs-moderation';
import { Automaton } from './automaton';
import { compact } from './compact';

/**
 * Sensitive-word matching (decision 032). A word matches when its normalised
 * characters appear in order in the normalised text with at most MAX_SKIP
 * visible non-letter characters (spaces, punctuation, symbols, emoji) between
 * any two of them; invisible ones do not count. A word that begins or ends
 * with a Latin letter must not touch another Latin letter there, so "ass"
 * is not found inside "class" (Han text has no spaces and gets no such rule).
 */

/** Most visible characters skipped between two characters of a word: "内 . 部" matches, words apart across a sentence do not. */
export const MAX_SKIP = 3;

export interface WordEntry {
  /** As entered (what refusals name). */
  word: string;
  /** Compacted normalised form (compact.ts). */
  normalised: string;
  action: SensitiveAction;
}

export interface Span {
  /** Original UTF-16 offsets: the word's first character to past its last. */
  start: number;
  end: number;
  entry: WordEntry;
  /** Original offsets of the word's own code units (not the skipped ones): what masking replaces. */
  units: number[];
}

const isLatin = (c: number) => c >= 0x61 && c <= 0x7a;

export class Matcher {
  private readonly automaton: Automaton;

  constructor(readonly entries: readonly WordEntry[]) {
    this.automaton = new Automaton(entries.map((e) => e.normalised));
  }

  get size(): number {
    return this.entries.length;
  }

  /** Every occurrence in `text`, in order of their ends; linear in the text plus the occurrences. */
  find(text: string, options: { html?: boolean } = {}): Span[] {
    if (this.entries.length === 0 || text.length === 0) return [];
    const c = compact(text, options);
    const n = c.text.length;
    // runStart[k]: the first kept unit from which every gap up to k is within MAX_SKIP, so a span is checked in O(1).
    const runStart = new Int32Array(n);
    for (let k = 1; k < n; k++) runStart[k] = c.gap[k] > MAX_SKIP ? k : runStart[k - 1];
    const spans: Span[] = [];
    this.automaton.scan(c.text, (index, from, to) => {
      if (runStart[to - 1] > from) return;
      const first = c.at[from];
      const last = c.at[to - 1];
      if (isLatin(c.text.charCodeAt(from)) && first > 0 && isLatin(c.normalised.charCodeAt(first - 1))) return;
      if (isLatin(c.text.charCodeAt(to - 1)) && last + 1 < text.length && isLatin(c.normalised.charCodeAt(last + 1))) return;
      const units: number[] = [];
      for (let k = from; k < to; k++) units.push(c.at[k]);
      spans.push({ start: first, end: last + 1, entry: this.entries[index], units });
    });
    return spans;
  }
}

/** `text` with the given code units masked: one ＊ per character (a surrogate pair is one). */
export function mask(text: string, spans: readonly Span[]): string {
  if (spans.length === 0) return text;
  const marked = new Uint8Array(text.length);
  for (const s of spans) for (const u of s.units) marked[u] = 1;
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (!marked[i]) continue;
    out += `${text.slice(from, i)}＊`;
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c < 0xdc00 && i + 1 < text.length && marked[i + 1]) i++;
    from = i + 1;
  }
  return out + text.slice(from);
}
