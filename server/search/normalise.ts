import * as OpenCC from 'opencc-js';

/**
 * Search normalisation: traditional → simplified Chinese, full-width →
 * half-width, lower case. Every step maps one UTF-16 code unit to one, so the
 * normalised text has the original's length and an offset found in it is the
 * same offset in the original: highlights land on the original characters
 * (traditional text stays traditional).
 *
 * The conversion is per character (OpenCC's single-character tables), not
 * per phrase: the same function runs over documents and queries, so what
 * matters is that both sides agree, and per-character mapping keeps offsets.
 */

type DictGroup = (string | string[])[][] | string[][];

/** Parses OpenCC's "a b|c d|" dictionary strings, keeping single-character entries. */
function singleChars(groups: unknown): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (v: unknown) => {
    if (typeof v === 'string') {
      for (const pair of v.split('|')) {
        const [from, to] = pair.split(' ');
        if (from && to && from.length === 1 && to.length === 1 && from !== to) out.set(from, to);
      }
    } else if (Array.isArray(v)) for (const x of v) visit(x);
  };
  visit(groups as DictGroup);
  return out;
}

let table: Uint16Array | undefined;

/** code unit → normalised code unit (0 = unchanged), built once from OpenCC's tables. */
function charTable(): Uint16Array {
  if (table) return table;
  const t = new Uint16Array(0x10000);
  const variants = [singleChars(OpenCC.Locale.from.tw), singleChars(OpenCC.Locale.from.hk)];
  const toSimplified = singleChars(OpenCC.Locale.to.cn);
  for (let c = 0x2e80; c < 0xfb00; c++) {
    const ch = String.fromCharCode(c);
    let standard = ch;
    for (const v of variants) {
      const m = v.get(ch);
      if (m) {
        standard = m;
        break;
      }
    }
    const simplified = toSimplified.get(standard) ?? standard;
    if (simplified !== ch && simplified.length === 1) t[c] = simplified.charCodeAt(0);
  }
  // Full-width ASCII forms and the ideographic space.
  for (let c = 0xff01; c <= 0xff5e; c++) t[c] = c - 0xfee0;
  t[0x3000] = 0x20;
  for (let c = 0; c < 0x10000; c++) {
    const base = t[c] || c;
    if (c >= 0xd800 && c < 0xe000) continue;
    const lower = String.fromCharCode(base).toLowerCase();
    if (lower.length === 1 && lower.charCodeAt(0) !== base) t[c] = lower.charCodeAt(0);
  }
  table = t;
  return t;
}

/** Normalised form of `text`, of the same length (see above). */
export function normalise(text: string): string {
  const t = charTable();
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const m = t[text.charCodeAt(i)];
    if (m) {
      out += text.slice(from, i) + String.fromCharCode(m);
      from = i + 1;
    }
  }
  return from === 0 ? text : out + text.slice(from);
}

/**
 * CJK ideographs of the BMP. Supplementary ones (surrogate pairs) are rare in
 * text and are left out, so a token never splits a pair.
 */
export function isHan(code: number): boolean {
  return (code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf) || (code >= 0xf900 && code <= 0xfaff);
}

/** Letters and digits other than Han: they form words. */
export function isWordChar(code: number): boolean {
  if (code < 0x80) return (code >= 0x30 && code <= 0x39) || (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
  if (isHan(code) || (code >= 0xd800 && code <= 0xdfff)) return false;
  return /[\p{L}\p{N}]/u.test(String.fromCharCode(code));
}
