import fs from 'node:fs';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import * as fontkit from 'fontkit';

/**
 * The CJK font embedded in the seeded PDFs: Noto Sans SC (SIL OFL 1.1) from
 * the @fontsource/noto-sans-sc package, its single-file "chinese-simplified"
 * WOFF (about 7,300 hanzi plus Latin), so no system font is assumed. pdfkit
 * embeds only the glyphs a document uses.
 */
const require = createRequire(import.meta.url);
const FILES = {
  regular: '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff',
  bold: '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-700-normal.woff',
} as const;

export interface CjkFonts {
  regular: Buffer;
  bold: Buffer;
}

/**
 * OpenType layout tables left out: Chinese text needs no glyph substitution
 * or kerning, and without them fontkit lays a line out several times faster.
 */
const OMITTED = new Set(['GSUB', 'GPOS', 'GDEF', 'BASE']);

/**
 * Unwraps a WOFF 1.0 file into the plain sfnt (TrueType) it packs. fontkit
 * reads WOFF directly but inflates a table again on every glyph lookup, which
 * makes laying out a page take seconds; one inflate here makes it milliseconds.
 */
export function woffToSfnt(woff: Buffer, omit: ReadonlySet<string> = OMITTED): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const count = woff.readUInt16BE(12);
  const tables: { tag: string; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < count; i++) {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const original = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    const tag = woff.toString('latin1', at, at + 4);
    if (omit.has(tag)) continue;
    tables.push({
      tag,
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < original ? zlib.inflateSync(raw) : Buffer.from(raw),
    });
  }
  tables.sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  const padded = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + tables.length * 16;
  const out = Buffer.alloc(headerSize + tables.reduce((sum, t) => sum + padded(t.data.length), 0));
  const power = 2 ** Math.floor(Math.log2(tables.length));
  out.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavour is the sfnt version
  out.writeUInt16BE(tables.length, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(tables.length * 16 - power * 16, 10);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const rec = 12 + i * 16;
    out.write(t.tag, rec, 'latin1');
    out.writeUInt32BE(t.checksum, rec + 4);
    out.writeUInt32BE(offset, rec + 8);
    out.writeUInt32BE(t.data.length, rec + 12);
    t.data.copy(out, offset);
    offset += padded(t.data.length);
  });
  return out;
}

let cached: CjkFonts | null = null;

/** Both weights, unwrapped once per process. */
export function cjkFonts(): CjkFonts {
  cached ??= {
    regular: woffToSfnt(fs.readFileSync(require.resolve(FILES.regular))),
    bold: woffToSfnt(fs.readFileSync(require.resolve(FILES.bold))),
  };
  return cached;
}

let parsed: { regular: fontkit.Font; bold: fontkit.Font } | null = null;

/** Both weights parsed by fontkit (glyph outlines for the PNG canvas, coverage checks). */
export function fontkitFonts(): { regular: fontkit.Font; bold: fontkit.Font } {
  const f = cjkFonts();
  parsed ??= { regular: fontkit.create(f.regular) as fontkit.Font, bold: fontkit.create(f.bold) as fontkit.Font };
  return parsed;
}

/** Symbols of the demo texts that the font's simplified-Chinese subset lacks, written out in words. */
const SUBSTITUTES: Record<string, string> = { '≤': '不超过', '≥': '不低于', '→': '＞' };

/**
 * Text the embedded font can draw: known gaps are substituted; any other
 * missing character is a mistake in the demo texts and fails loudly (it
 * would otherwise render as a box and extract as U+0000).
 */
export function printable(text: string): string {
  const { regular, bold } = fontkitFonts();
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x20 || (regular.hasGlyphForCodePoint(cp) && bold.hasGlyphForCodePoint(cp))) out += ch;
    else if (SUBSTITUTES[ch]) out += SUBSTITUTES[ch];
    else throw new Error(`demo library: the embedded font has no glyph for ${ch} (U+${cp.toString(16)})`);
  }
  return out;
}
