import { describe, expect, it } from 'vitest';
import { detectDocumentType } from '../../files/documents/document-type';
import { fontkitFonts, printable } from '../../lib/raster/font';
import { seedDocuments } from './catalogue-texts';
import { salesChart } from './images';

describe('demo library file generators', () => {
  it('unwraps the packaged WOFF into a font with the hanzi the texts use', () => {
    const { regular, bold } = fontkitFonts();
    for (const f of [regular, bold]) {
      expect(f.characterSet.filter((cp) => cp >= 0x4e00 && cp <= 0x9fff).length).toBeGreaterThan(7000);
      for (const ch of '县志手册审核') expect(f.hasGlyphForCodePoint(ch.codePointAt(0)!)).toBe(true);
    }
  });

  it('writes out symbols the font lacks and refuses unknown ones instead of drawing boxes', () => {
    expect(printable('绩效≤10%，审批→归档')).toBe('绩效不超过10%，审批＞归档');
    expect(() => printable('①')).toThrow(/U\+2460/);
  });

  it('draws a PNG the upload accepts as an image', async () => {
    const png = salesChart();
    expect(await detectDocumentType(png, 'chart.png')).toMatchObject({ kind: 'image', mime: 'image/png' });
    expect(Buffer.from(png).equals(Buffer.from(salesChart()))).toBe(true);
  });

  it('names every document uniquely and gives each a type its content confirms', async () => {
    const docs = seedDocuments();
    expect(new Set(docs.map((d) => d.fileName)).size).toBe(docs.length);
    for (const d of docs.filter((x) => /\.(docx|xlsx|pptx|md|txt)$/.test(x.fileName))) {
      const type = await detectDocumentType(await d.build(), d.fileName);
      expect(d.fileName.endsWith(`.${type.ext}`) || (type.kind === 'md' && d.fileName.endsWith('.md'))).toBe(true);
    }
  });
});
