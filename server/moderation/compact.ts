import { normalise } from '../search/normalise';

/**
 * The text as the matcher reads it (decision 032): normalised like search
 * (full width → half width, traditional → simplified, lower case; one code
 * unit to one), then only its letters, digits and Han characters kept, each
 * remembering where it stood in the original and how many visible
 * characters were skipped before it. Spaces, punctuation and symbols put
 * between a word's characters thus cannot hide it; invisible characters
 * (zero-width, joiners, combining marks, tag characters) are skipped and
 * counted as nothing.
 */

/** Per BMP code unit: kept, skipped and counted, or skipped and not counted. */
const KEEP = 0;
const SKIP = 1;
const INVISIBLE = 2;

let classes: Uint8Array | undefined;

function classOf(cp: number): number {
  const ch = String.fromCodePoint(cp);
  if (/[\p{L}\p{N}]/u.test(ch)) return KEEP;
  if (/[\p{Cf}\p{Mn}\p{Me}]/u.test(ch)) return INVISIBLE;
  return SKIP;
}

function classTable(): Uint8Array {
  if (classes) return classes;
  const t = new Uint8Array(0x10000);
  for (let c = 0; c < 0x10000; c++) t[c] = c >= 0xd800 && c < 0xe000 ? SKIP : classOf(c);
  classes = t;
  return t;
}

export interface Compacted {
  /** The kept code units, normalised. */
  text: string;
  /** For each kept code unit, its offset in the original text. */
  at: Int32Array;
  /** For each kept code unit, the visible characters skipped since the kept one before it. */
  gap: Int32Array;
  /** The original text normalised (same length), for the neighbour checks. */
  normalised: string;
}

/** An entity of sanitised HTML (`&nbsp;`, `&#160;`): one visible character. */
const ENTITY = /^&(?:[a-zA-Z][a-zA-Z0-9]{1,30}|#\d{1,7}|#x[0-9a-fA-F]{1,6});/;

/**
 * Reads `original` as the matcher does; linear in its length. With `html`
 * (a sanitised rich-text body, where `<` always opens a tag) tags are
 * invisible and never matched or masked, and an entity is one visible
 * character, so a word is found in the text a reader sees.
 */
export function compact(original: string, options: { html?: boolean } = {}): Compacted {
  const t = classTable();
  const norm = normalise(original);
  const n = norm.length;
  const at = new Int32Array(n);
  const gap = new Int32Array(n);
  const units: number[] = [];
  let skipped = 0;
  for (let i = 0; i < n; i++) {
    const c = norm.charCodeAt(i);
    if (options.html && c === 0x3c) {
      const close = norm.indexOf('>', i + 1);
      i = close < 0 ? n : close;
      continue;
    }
    if (options.html && c === 0x26) {
      const entity = ENTITY.exec(norm.slice(i, i + 40));
      if (entity) {
        skipped++;
        i += entity[0].length - 1;
        continue;
      }
    }
    if (c >= 0xd800 && c < 0xdc00 && i + 1 < n) {
      const low = norm.charCodeAt(i + 1);
      if (low >= 0xdc00 && low < 0xe000) {
        // A supplementary character: kept whole (a rare Han of extension B), or skipped as one (an emoji).
        const cls = classOf(((c - 0xd800) << 10) + (low - 0xdc00) + 0x10000);
        if (cls === KEEP) {
          at[units.length] = i;
          gap[units.length] = skipped;
          units.push(c);
          at[units.length] = i + 1;
          gap[units.length] = 0;
          units.push(low);
          skipped = 0;
        } else if (cls === SKIP) skipped++;
        i++;
        continue;
      }
    }
    const cls = t[c];
    if (cls === KEEP) {
      at[units.length] = i;
      gap[units.length] = skipped;
      units.push(c);
      skipped = 0;
    } else if (cls === SKIP) skipped++;
  }
  let text = '';
  // fromCharCode takes its arguments on the stack: feed it in slices.
  for (let i = 0; i < units.length; i += 8192) text += String.fromCharCode(...units.slice(i, i + 8192));
  return { text, at: at.subarray(0, units.length), gap: gap.subarray(0, units.length), normalised: norm };
}

/** A word as stored and matched: its compacted text (empty when it holds no letter, digit or Han). */
export function normaliseWord(word: string): string {
  return compact(word).text;
}
