import { pinyin } from 'pinyin-pro';

/**
 * Readings of Han characters, one character at a time (the word filter's pinyin
 * pass and search's keyword rewrite, issues 27 and 28):
 * a text character is read by its commonest reading (toneless for typed
 * pinyin, with its tone for homophones), a word's character by all its
 * readings. Per character, not per phrase: a filter compares characters, and
 * a table lookup keeps the check linear in the text.
 */

/** Readings computed on first sight of a character ('' for none): a text costs only its own distinct characters. */
const toneless: (string | undefined)[] = new Array(0x10000);
const toned: (string | undefined)[] = new Array(0x10000);

/** CJK Unified Ideographs and extension A: the characters forum text is written in. */
const isHan = (c: number) => (c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3400 && c <= 0x4dbf);

/** One syllable, letters only, ü written v (as typed); `tone` keeps the tone number. */
function clean(s: string, tone: boolean): string {
  return s
    .toLowerCase()
    .replace(/ü/g, 'v')
    .replace(tone ? /[^a-z1-5]/g : /[^a-z]/g, '');
}

function read(c: number): void {
  const ch = String.fromCharCode(c);
  const plain = clean(pinyin(ch, { toneType: 'none', v: true }), false);
  // pinyin-pro answers a character it cannot read with itself, cleaned here to ''.
  toneless[c] = plain;
  toned[c] = plain ? clean(pinyin(ch, { toneType: 'num', v: true }), true) : '';
}

/** The commonest reading of a Han code unit without tone (`chuan`), or undefined for anything else. */
export function readingOf(unit: number): string | undefined {
  if (!isHan(unit)) return undefined;
  if (toneless[unit] === undefined) read(unit);
  return toneless[unit] || undefined;
}

/** The commonest reading with its tone (`xiao1`). */
export function tonedReadingOf(unit: number): string | undefined {
  if (!isHan(unit)) return undefined;
  if (toned[unit] === undefined) read(unit);
  return toned[unit] || undefined;
}

const readings = new Map<string, { toneless: string[]; toned: string[] }>();

/** Every reading of a Han character, toneless and toned (a word's character may be read any way); words share characters, so kept. */
export function allReadings(ch: string): { toneless: string[]; toned: string[] } {
  let r = readings.get(ch);
  if (!r) {
    r = readAll(ch);
    if (readings.size < 100_000) readings.set(ch, r);
  }
  return r;
}

function readAll(ch: string): { toneless: string[]; toned: string[] } {
  const plain = pinyin(ch, { toneType: 'none', type: 'array', multiple: true, v: true }).map((s) => clean(s, false));
  const numbered = pinyin(ch, { toneType: 'num', type: 'array', multiple: true, v: true }).map((s) => clean(s, true));
  return { toneless: [...new Set(plain.filter(Boolean))], toned: [...new Set(numbered.filter(Boolean))] };
}
