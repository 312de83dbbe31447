import PDFDocument from 'pdfkit';
import { fontkitFonts, printable } from '../../lib/raster/font';
import type { Block } from '../content/types';
import type { DocSpec } from './doc-spec';
import { drawBlock, FONT, keepSpace, PT } from './pdf-blocks';

const MARGIN = { top: 76, bottom: 64, left: 64, right: 64 };
const MUTED = '#646a73';
const ACCENT = '#1c64f2';
const COMPANY = '智联科技集团';

function cover(doc: PDFKit.PDFDocument, spec: DocSpec) {
  const w = doc.page.width;
  doc.rect(0, 0, w, 12).fill(ACCENT);
  doc.font(FONT.bold).fontSize(PT.h3).fillColor(MUTED).text(COMPANY, MARGIN.left, 96);
  // The title stays on one line: shrink it to the page width (down to 22 pt).
  doc.font(FONT.bold).fontSize(1);
  const size = Math.max(22, Math.min(30, Math.floor((w - 128) / doc.widthOfString(spec.title))));
  doc
    .fontSize(size)
    .fillColor('#1f2329')
    .text(spec.title, MARGIN.left, 260, { width: w - 128, align: 'center' });
  if (spec.subtitle)
    doc.moveDown(0.6).font(FONT.regular).fontSize(PT.h2).fillColor(MUTED).text(spec.subtitle, { align: 'center' });
  doc.font(FONT.regular).fontSize(PT.h3).fillColor(MUTED);
  doc.text([...(spec.meta ?? []), spec.date.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$1年$2月$3日')].join('\n'), MARGIN.left, 620, {
    width: w - 128,
    align: 'center',
    lineGap: 8,
  });
}

function titleBlock(doc: PDFKit.PDFDocument, spec: DocSpec) {
  doc.font(FONT.bold).fontSize(PT.h1).fillColor('#1f2329').text(spec.title, { align: 'center' });
  if (spec.subtitle) doc.font(FONT.regular).fontSize(PT.h3).fillColor(MUTED).text(spec.subtitle, { align: 'center' });
  if (spec.meta?.length)
    doc.moveDown(0.3).font(FONT.regular).fontSize(PT.small).fillColor(MUTED).text(spec.meta.join('    '), { align: 'center' });
  doc.moveDown(0.5);
  const y = doc.y;
  doc
    .moveTo(MARGIN.left, y)
    .lineTo(doc.page.width - MARGIN.right, y)
    .lineWidth(1)
    .strokeColor(ACCENT)
    .stroke();
  doc.moveDown(0.8);
}

/** Running header (title) and footer (page N of M) on every page but the cover. */
function decorate(doc: PDFKit.PDFDocument, spec: DocSpec, firstNumbered: number) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start + firstNumbered; i < start + count; i++) {
    doc.switchToPage(i);
    const { width, height } = doc.page;
    doc.page.margins.bottom = 0; // writing below the margin must not start a new page
    doc
      .font(FONT.regular)
      .fontSize(PT.small - 1)
      .fillColor(MUTED);
    doc.text(spec.title, MARGIN.left, 40, { width: width - 128, align: 'right', lineBreak: false });
    doc
      .moveTo(MARGIN.left, 56)
      .lineTo(width - MARGIN.right, 56)
      .lineWidth(0.5)
      .strokeColor('#c9cdd4')
      .stroke();
    doc.text(`第 ${i + 1} 页 / 共 ${count} 页`, 0, height - 40, { width, align: 'center', lineBreak: false });
  }
}

function contents(doc: PDFKit.PDFDocument, page: number, entries: { heading: string; page: number }[]) {
  doc.switchToPage(page);
  doc.x = MARGIN.left;
  doc.y = MARGIN.top;
  doc.font(FONT.bold).fontSize(PT.h1).fillColor('#1f2329').text('目  录', { align: 'center' }).moveDown(1);
  const width = doc.page.width - MARGIN.left - MARGIN.right;
  for (const e of entries) {
    const y = doc.y;
    doc.font(FONT.regular).fontSize(PT.h3).fillColor('#1f2329').text(e.heading, MARGIN.left, y, { lineBreak: false });
    const end = MARGIN.left + doc.widthOfString(e.heading) + 8;
    doc.text(String(e.page + 1), MARGIN.left, y, { width, align: 'right', lineBreak: false });
    doc
      .moveTo(end, y + 10)
      .lineTo(MARGIN.left + width - 24, y + 10)
      .dash(1, { space: 3 })
      .strokeColor(MUTED)
      .stroke()
      .undash();
    doc.y = y + PT.h3 * 2.2;
  }
}

function printableBlock(b: Block): Block {
  switch (b.t) {
    case 'ul':
    case 'ol':
      return { ...b, items: b.items.map(printable) };
    case 'table':
      return { ...b, head: b.head.map(printable), rows: b.rows.map((r) => r.map(printable)) };
    default:
      return { ...b, text: printable(b.text) };
  }
}

/** The spec with every string drawable by the embedded font. */
function printableSpec(s: DocSpec): DocSpec {
  return {
    ...s,
    title: printable(s.title),
    subtitle: s.subtitle && printable(s.subtitle),
    meta: s.meta?.map(printable),
    sections: s.sections.map((x) => ({ heading: x.heading && printable(x.heading), blocks: x.blocks.map(printableBlock) })),
  };
}

/**
 * Renders a document into PDF bytes with the embedded (subset) CJK font.
 * Synchronous: pdfkit writes every object as it is ended, so once `end()` has
 * returned the whole file waits in the stream's buffer (tests build fixtures inline).
 */
export function renderPdf(source: DocSpec): Uint8Array {
  const spec = printableSpec(source);
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: 'zh-CN',
    info: { Title: spec.title, Author: COMPANY, Creator: '智能知识中心', CreationDate: new Date(`${spec.date}T09:00:00+08:00`) },
  });
  // pdfkit takes an already parsed fontkit font (its types only list bytes): every PDF of the
  // seed then shares one parse and its glyph cache instead of reading the font again.
  const fonts = fontkitFonts();
  doc.registerFont(FONT.regular, fonts.regular as unknown as Buffer);
  doc.registerFont(FONT.bold, fonts.bold as unknown as Buffer);

  let tocPage = -1;
  if (spec.cover) {
    cover(doc, spec);
    doc.addPage();
  } else if (!spec.bare) titleBlock(doc, spec);
  if (spec.toc) {
    tocPage = doc.bufferedPageRange().count - 1;
    doc.addPage();
  }
  const entries: { heading: string; page: number }[] = [];
  spec.sections.forEach((s, i) => {
    if (spec.pageBreaks && i > 0) doc.addPage();
    if (s.heading) {
      keepSpace(doc, PT.h1 * 5);
      entries.push({ heading: s.heading, page: doc.bufferedPageRange().count - 1 });
      doc.x = MARGIN.left;
      doc
        .font(FONT.bold)
        .fontSize(spec.pageBreaks ? PT.h1 : PT.h2 + 1)
        .fillColor('#1f2329')
        .text(s.heading);
      doc.moveDown(0.6);
    }
    for (const b of s.blocks) drawBlock(doc, b);
  });
  if (tocPage >= 0) contents(doc, tocPage, entries);
  if (!spec.bare) decorate(doc, spec, spec.cover ? 1 : 0);
  doc.end();
  return readAll(doc);
}

/** The buffered output of an ended document (no 'data' listener was attached, so the stream never flowed). */
function readAll(doc: PDFKit.PDFDocument): Uint8Array {
  const chunks: Buffer[] = [];
  for (let c: Buffer | null = doc.read(); c !== null; c = doc.read()) chunks.push(c);
  const bytes = Buffer.concat(chunks);
  // pdfkit writes the trailer only once every object has ended; without it the file would be cut short.
  if (!bytes.subarray(-8).toString('latin1').includes('%%EOF')) throw new Error('pdfkit left the PDF unfinished');
  return new Uint8Array(bytes);
}
