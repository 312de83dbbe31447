import { foldCodePoint } from './char-fold';

/**
 * The text as the matcher reads it (decision 032, widened by issue 27):
 * each character folded (char-fold.ts: compatibility forms, Latin
 * look-alikes, traditional → simplified, lower case; default ignorables to
 * nothing), then only letters, digits and Han kept, each remembering where
 * it stood in the original and how many visible characters were skipped
 * before it. Spaces, punctuation and symbols put between a word's
 * characters thus cannot hide it; a run of white space (`&nbsp;` included)
 * counts as one skipped character however long it is.
 */

const KEEP = /^[\p{L}\p{N}]$/u;
const SPACE = /^\p{White_Space}$/u;

export interface Compacted {
  /** The kept code units, folded. */
  text: string;
  /** For each kept code unit, the offset in the original text of the character it came from. */
  at: Int32Array;
  /** For each kept code unit, the visible characters skipped since the kept one before it. */
  gap: Int32Array;
  /** For each original offset, whether the character there folds to a Latin letter (the word-boundary checks). */
  latin: Uint8Array;
}

/** An entity of sanitised HTML (`&nbsp;`, `&#160;`): one visible character. */
const ENTITY = /^&(?:[a-zA-Z][a-zA-Z0-9]{1,30}|#\d{1,7}|#x[0-9a-fA-F]{1,6});/;
const SPACE_ENTITY = /^&(?:nbsp|ensp|emsp|thinsp|#160|#x[aA]0|#32|#x20);$/;

/** Kind of a folded character: 0 kept, 1 white space, 2 other visible; cached (BMP in a table, 3 meaning not yet known). */
const KEPT = 0;
const WHITE = 1;
const bmpKinds = new Uint8Array(0x10000).fill(3);
const astralKinds = new Map<number, number>();
function kindOf(cp: number): number {
  if (cp < 0x10000) {
    const k = bmpKinds[cp]!;
    if (k !== 3) return k;
  } else {
    const k = astralKinds.get(cp);
    if (k !== undefined) return k;
  }
  const ch = String.fromCodePoint(cp);
  const k = KEEP.test(ch) ? KEPT : SPACE.test(ch) ? WHITE : 2;
  if (cp < 0x10000) bmpKinds[cp] = k;
  else if (astralKinds.size < 10_000) astralKinds.set(cp, k);
  return k;
}

/**
 * Reads `original` as the matcher does; linear in its length. With `html`
 * (a sanitised rich-text body, where `<` always opens a tag) tags are
 * invisible and never matched or masked, and an entity is one visible
 * character, so a word is found in the text a reader sees.
 */
export function compact(original: string, options: { html?: boolean } = {}): Compacted {
  const n = original.length;
  // A character folds to at most a few kept units (ﷺ is the longest NFKC form); grown when one does more.
  let cap = n + 16;
  let at = new Int32Array(cap);
  let gap = new Int32Array(cap);
  let units = new Uint16Array(cap);
  let len = 0;
  const push = (unit: number, from: number, skipped: number) => {
    if (len === cap) {
      cap *= 2;
      const a = new Int32Array(cap);
      a.set(at);
      at = a;
      const g = new Int32Array(cap);
      g.set(gap);
      gap = g;
      const u = new Uint16Array(cap);
      u.set(units);
      units = u;
    }
    at[len] = from;
    gap[len] = skipped;
    units[len] = unit;
    len++;
  };
  const latin = new Uint8Array(n);
  let skipped = 0;
  let inSpace = false;
  const skip = (space: boolean) => {
    if (!(space && inSpace)) skipped++;
    inSpace = space;
  };
  for (let i = 0; i < n; i++) {
    const c = original.charCodeAt(i);
    if (options.html && c === 0x3c) {
      const close = original.indexOf('>', i + 1);
      i = close < 0 ? n : close;
      continue;
    }
    if (options.html && c === 0x26) {
      const entity = ENTITY.exec(original.slice(i, i + 40));
      if (entity) {
        skip(SPACE_ENTITY.test(entity[0]));
        i += entity[0].length - 1;
        continue;
      }
    }
    const start = i;
    let cp = c;
    if (c >= 0xd800 && c < 0xdc00 && i + 1 < n) {
      const low = original.charCodeAt(i + 1);
      if (low >= 0xdc00 && low < 0xe000) {
        cp = ((c - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
        i++;
      }
    }
    const folded = foldCodePoint(cp);
    if (folded.length === 1) {
      // The common case: one BMP character.
      const f = folded.charCodeAt(0);
      if (kindOf(f) === KEPT) {
        push(f, start, skipped);
        skipped = 0;
        inSpace = false;
        if (f >= 0x61 && f <= 0x7a) latin[start] = 1;
      } else skip(kindOf(f) === WHITE);
      continue;
    }
    for (let j = 0; j < folded.length; j++) {
      const f = folded.codePointAt(j)!;
      const wide = f > 0xffff;
      const kind = kindOf(f);
      if (kind === KEPT) {
        push(folded.charCodeAt(j), start, skipped);
        if (wide) push(folded.charCodeAt(j + 1), start, 0);
        skipped = 0;
        inSpace = false;
      } else skip(kind === WHITE);
      if (wide) j++;
    }
  }
  let text = '';
  // fromCharCode takes its arguments on the stack: feed it in slices.
  for (let i = 0; i < len; i += 8192) text += String.fromCharCode(...units.subarray(i, Math.min(len, i + 8192)));
  return { text, at: at.slice(0, len), gap: gap.slice(0, len), latin };
}

/** A word as stored and matched: its compacted text (empty when it holds no letter, digit or Han). */
export function normaliseWord(word: string): string {
  return compact(word).text;
}
