import type { SensitiveAction } from '@contract/bbs/bbs-moderation';
import { Automaton } from './automaton';
import { type Compacted, compact } from './compact';
import { PinyinPass } from './pinyin-pass';

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

/**
 * Characters people put inside a word to break it up that carry no meaning
 * of their own there (particles and interjections: 传啊啊啊销, 商业的机密).
 * In the filler pass they, and a character repeated at once, count as
 * skipped visible characters, still within MAX_SKIP.
 */
const FILLERS = new Set('的地得了啊阿呀吧呢嘛哈哦呃嗯噢哎唉么之'.split('').map((ch) => ch.charCodeAt(0)));

/** The compacted text with fillers and immediate repeats skipped, or null when it has none. */
function withoutFillers(c: Compacted): Compacted | null {
  const n = c.text.length;
  const units = new Uint16Array(n);
  const at = new Int32Array(n);
  const gap = new Int32Array(n);
  let len = 0;
  let carried = 0;
  for (let k = 0; k < n; k++) {
    const u = c.text.charCodeAt(k);
    if (FILLERS.has(u) || (k > 0 && u >= 0x3400 && u === c.text.charCodeAt(k - 1))) {
      carried += c.gap[k]! + 1;
      continue;
    }
    units[len] = u;
    at[len] = c.at[k]!;
    gap[len] = carried + c.gap[k]!;
    carried = 0;
    len++;
  }
  if (len === n) return null;
  let text = '';
  // fromCharCode takes its arguments on the stack: feed it in slices.
  for (let i = 0; i < len; i += 8192) text += String.fromCharCode(...units.subarray(i, Math.min(len, i + 8192)));
  return { text, at: at.slice(0, len), gap: gap.slice(0, len), latin: c.latin };
}

/** runStart[k]: the first kept unit from which every gap up to k is within MAX_SKIP, so a span is checked in O(1). */
function runStarts(c: Compacted): Int32Array {
  const runStart = new Int32Array(c.text.length);
  for (let k = 1; k < c.text.length; k++) runStart[k] = c.gap[k]! > MAX_SKIP ? k : runStart[k - 1]!;
  return runStart;
}

export class Matcher {
  private readonly automaton: Automaton;
  private readonly pinyin: PinyinPass;

  constructor(readonly entries: readonly WordEntry[]) {
    this.automaton = new Automaton(entries.map((e) => e.normalised));
    this.pinyin = new PinyinPass(entries.map((e) => e.normalised));
  }

  get size(): number {
    return this.entries.length;
  }

  /**
   * Every occurrence in `text`, in order found: as written, with fillers
   * between its characters, and in pinyin or homophones (pinyin-pass.ts).
   * Linear in the text plus the occurrences.
   */
  find(text: string, options: { html?: boolean } = {}): Span[] {
    if (this.entries.length === 0 || text.length === 0) return [];
    const c = compact(text, options);
    const spans: Span[] = [];
    const seen = new Set<string>();
    const add = (index: number, cc: Compacted, from: number, to: number) => {
      const first = cc.at[from]!;
      const last = cc.at[to - 1]!;
      const key = `${index}:${first}:${last}`;
      if (seen.has(key)) return;
      seen.add(key);
      const units: number[] = [];
      for (let k = from; k < to; k++) if (units.at(-1) !== cc.at[k]) units.push(cc.at[k]!);
      spans.push({ start: first, end: endOf(text, last), entry: this.entries[index]!, units });
    };
    for (const cc of [c, withoutFillers(c)]) {
      if (!cc) continue;
      const runStart = runStarts(cc);
      this.automaton.scan(cc.text, (index, from, to) => {
        if (runStart[to - 1]! > from) return;
        if (isLatin(cc.text.charCodeAt(from)) && latinBefore(text, cc.latin, cc.at[from]!)) return;
        if (isLatin(cc.text.charCodeAt(to - 1)) && latinAfter(text, cc.latin, cc.at[to - 1]!)) return;
        add(index, cc, from, to);
      });
    }
    const runStart = runStarts(c);
    for (const hit of this.pinyin.find(c, (from, to) => runStart[to - 1]! <= from)) add(hit.entry, c, hit.from, hit.to);
    return spans;
  }
}

/** Past the character starting at `at` (a surrogate pair is one). */
function endOf(text: string, at: number): number {
  const u = text.charCodeAt(at);
  return u >= 0xd800 && u < 0xdc00 && at + 1 < text.length ? at + 2 : at + 1;
}

/** Whether the character before offset `at` reads as a Latin letter ("ass" is not in "class"). */
function latinBefore(text: string, latin: Uint8Array, at: number): boolean {
  if (at === 0) return false;
  let p = at - 1;
  // The character before may be a surrogate pair (𝐚): its flag sits on its first half.
  const u = text.charCodeAt(p);
  if (u >= 0xdc00 && u < 0xe000 && p > 0) {
    const h = text.charCodeAt(p - 1);
    if (h >= 0xd800 && h < 0xdc00) p--;
  }
  return latin[p] === 1;
}
const latinAfter = (text: string, latin: Uint8Array, at: number) => latin[endOf(text, at)] === 1;

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
    // A marked character is replaced whole: both halves of a surrogate pair (𝐐).
    i = endOf(text, i) - 1;
    from = i + 1;
  }
  return out + text.slice(from);
}
