import { allReadings, readingOf, tonedReadingOf } from '../lib/pinyin-readings';
import type { Compacted } from './compact';
import { LetterAutomaton, SEPARATOR_SYMBOL, symbolOf } from './letter-automaton';

/**
 * The pinyin pass of the word filter (issue 27): a word written in pinyin,
 * whole or in part (`chuanxiao`, `传xiao`, `加weixin`), abbreviated beside
 * its own characters (`加vx`, `加V信`: v for w, as typed for 微), or with
 * characters swapped for homophones (`传消`, `冼钱`, `商业机蜜`, `加薇信`).
 *
 * Two automatons run over letter streams of the compacted text: full
 * syllables (a Han character as its toneless reading, typed letters as they
 * are) and initials (a Han character as its reading's first letter, each
 * typed letter as one syllable). What keeps ordinary text out:
 * - a match starts and ends on syllable edges, and never inside a run of
 *   typed letters (`xiao` is not found in `xiaoshuo`);
 * - a Han character standing for a word's character must be that character
 *   or a homophone with the same tone (传消 is 传销, 传小 is not);
 * - a match of Han characters only keeps at least one of the word's own
 *   characters (homophones of every character are another word);
 * - an initials match needs both typed letters and the word's own characters
 *   (`vx` alone, or 基外销, is not 加微信).
 */

/** Readings of one character a word may be written with, and the syllable boundaries of one spelling. */
interface Pattern {
  entry: number;
  /** Offset in the pattern of each word character's syllable. */
  starts: number[];
}

const MAX_SPELLINGS = 8;
const MAX_READINGS = 4;

const isLatin = (u: number) => u >= 0x61 && u <= 0x7a;
const isDigit = (u: number) => u >= 0x30 && u <= 0x39;

/** Every way (up to a bound) to spell a word in pinyin, with where each character's syllable starts. */
function spellings(word: string, initials: boolean): { text: string; starts: number[] }[] {
  let out: { text: string; starts: number[] }[] = [{ text: '', starts: [] }];
  for (const ch of word) {
    const u = ch.charCodeAt(0);
    let options: string[];
    if (ch.length === 1 && readingOf(u) !== undefined) {
      const all = allReadings(ch).toneless.slice(0, MAX_READINGS);
      options = [...new Set(initials ? all.map((r) => r[0]!) : all)];
    } else options = [ch];
    const next: { text: string; starts: number[] }[] = [];
    for (const o of out) for (const r of options) next.push({ text: o.text + r, starts: [...o.starts, o.text.length] });
    out = next.slice(0, MAX_SPELLINGS);
  }
  return out;
}

/** A letter stream of the compacted text: its symbols, which kept unit each came from, and where syllables may start and end. */
interface Stream {
  symbols: Uint8Array;
  length: number;
  kept: Int32Array;
  startOk: Uint8Array;
  endOk: Uint8Array;
}

/** Longest toneless syllable (zhuang): what one kept unit can add to a stream. */
const MAX_SYLLABLE = 6;

function stream(c: Compacted, initials: boolean): Stream {
  const n = c.text.length;
  const cap = n * (initials ? 1 : MAX_SYLLABLE);
  const symbols = new Uint8Array(cap);
  const kept = new Int32Array(cap);
  const startOk = new Uint8Array(cap);
  const endOk = new Uint8Array(cap);
  let len = 0;
  const latinAt = (k: number) => k >= 0 && k < n && isLatin(c.text.charCodeAt(k));
  for (let k = 0; k < n; k++) {
    const u = c.text.charCodeAt(k);
    const reading = readingOf(u);
    let runStart = true;
    let runEnd = true;
    if (isLatin(u)) {
      // A run of typed letters is taken whole: it starts after no letter and ends before none.
      runStart = !(latinAt(k - 1) && c.gap[k] === 0);
      runEnd = !(latinAt(k + 1) && c.gap[k + 1] === 0);
    }
    if (reading && !initials) {
      for (let j = 0; j < reading.length; j++) {
        symbols[len] = symbolOf(reading.charCodeAt(j));
        kept[len] = k;
        startOk[len] = j === 0 ? 1 : 0;
        endOk[len] = j === reading.length - 1 ? 1 : 0;
        len++;
      }
      continue;
    }
    // One symbol: an initial, a typed letter (v is no initial of pinyin: typed as one, it stands for w: V信, vx), a digit, or a separator.
    const unit = reading ? reading.charCodeAt(0) : initials && u === 0x76 ? 0x77 : u;
    symbols[len] = isLatin(unit) || isDigit(unit) ? symbolOf(unit) : SEPARATOR_SYMBOL;
    kept[len] = k;
    startOk[len] = runStart ? 1 : 0;
    endOk[len] = runEnd ? 1 : 0;
    len++;
  }
  return { symbols, length: len, kept, startOk, endOk };
}

/** Stretches of an initials stream within `reach` symbols of a typed letter, merged, in order. */
function typedWindows(c: Compacted, s: Stream, reach: number): (readonly [number, number])[] {
  const out: [number, number][] = [];
  for (let i = 0; i < s.length; i++) {
    if (!isLatin(c.text.charCodeAt(s.kept[i]!))) continue;
    const from = Math.max(0, i - reach + 1);
    const to = Math.min(s.length, i + reach);
    const last = out.at(-1);
    if (last && from <= last[1]) last[1] = to;
    else out.push([from, to]);
  }
  return out;
}

/** A pinyin occurrence: the word (its index) and the kept units it covers. */
export interface PinyinHit {
  entry: number;
  from: number;
  to: number;
}

export class PinyinPass {
  private readonly full: LetterAutomaton;
  private readonly initials: LetterAutomaton;
  private readonly initialsLongest: number;
  private readonly fullPatterns: Pattern[] = [];
  private readonly initialPatterns: Pattern[] = [];
  /** Toned readings of each word character, by word. */
  private readonly toned: string[][][];

  constructor(private readonly words: readonly string[]) {
    const fullTexts: string[] = [];
    const initialTexts: string[] = [];
    this.toned = words.map((w) => [...w].map((ch) => (readingOf(ch.charCodeAt(0)) ? allReadings(ch).toned : [])));
    words.forEach((w, entry) => {
      // Only words with Han characters have another spelling.
      if (![...w].some((ch) => readingOf(ch.charCodeAt(0)))) return;
      for (const s of spellings(w, false)) {
        fullTexts.push(s.text);
        this.fullPatterns.push({ entry, starts: s.starts });
      }
      // An abbreviation of a single character says too little.
      if ([...w].length < 2) return;
      for (const s of spellings(w, true)) {
        initialTexts.push(s.text);
        this.initialPatterns.push({ entry, starts: s.starts });
      }
    });
    this.full = new LetterAutomaton(fullTexts);
    this.initials = new LetterAutomaton(initialTexts);
    this.initialsLongest = this.initials.longest;
  }

  /** Occurrences in a compacted text, with `within(from, to)` the caller's rule on the characters skipped between. */
  find(c: Compacted, within: (from: number, to: number) => boolean): PinyinHit[] {
    const hits: PinyinHit[] = [];
    if (this.fullPatterns.length === 0) return hits;
    // An initials match needs a typed letter: text without one (most Chinese posts) skips that pass.
    const typed = /[a-z]/.test(c.text);
    for (const initials of typed ? [false, true] : [false]) {
      const s = stream(c, initials);
      const patterns = initials ? this.initialPatterns : this.fullPatterns;
      const automaton = initials ? this.initials : this.full;
      // An initials match holds a typed letter: only the stretches around typed letters are read
      // (Han text alone would match some abbreviation almost everywhere).
      const windows = initials ? typedWindows(c, s, this.initialsLongest) : [[0, s.length] as const];
      for (const [wFrom, wTo] of windows)
        automaton.scan(s.symbols, wFrom, wTo, (p, from, to) => {
          if (!s.startOk[from] || !s.endOk[to - 1]) return;
          const kFrom = s.kept[from]!;
          const kTo = s.kept[to - 1]! + 1;
          if (!within(kFrom, kTo)) return;
          const pattern = patterns[p]!;
          if (this.accepts(c, s, pattern, from, kFrom, kTo, initials)) hits.push({ entry: pattern.entry, from: kFrom, to: kTo });
        });
    }
    return hits;
  }

  /** The rules on the Han characters of an occurrence (see the class comment). */
  private accepts(c: Compacted, s: Stream, p: Pattern, from: number, kFrom: number, kTo: number, initials: boolean): boolean {
    const word = [...this.words[p.entry]!];
    let own = 0;
    let han = 0;
    let typed = 0;
    for (let k = kFrom; k < kTo; k++) {
      const u = c.text.charCodeAt(k);
      if (!readingOf(u)) {
        if (isLatin(u)) typed++;
        continue;
      }
      han++;
      // The word character whose syllable starts where this character's does.
      let at = -1;
      for (let q = from; q < s.length && s.kept[q]! <= k; q++) if (s.kept[q] === k) (at = q - from), (q = s.length);
      const j = p.starts.indexOf(at);
      if (j < 0) return false;
      const wordChar = word[j]!;
      if (c.text[k] === wordChar) own++;
      else if (initials || !this.toned[p.entry]![j]!.includes(tonedReadingOf(u) ?? '')) return false;
    }
    if (initials) return typed > 0 && han > 0;
    if (typed > 0) return true;
    // Han only: the word's own characters are the exact pass's; homophones of all of them are another word.
    return own > 0 && own < han;
  }
}
