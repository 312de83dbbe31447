import { inlineText } from '../content/markup';
import type { Block } from '../content/types';

/** Sizes in points; body text follows Chinese office documents (五号 ≈ 10.5 pt). */
export const PT = { body: 10.5, h1: 18, h2: 14, h3: 12, small: 9 } as const;
const LINE_GAP = 5;
const INK = '#1f2329';
const MUTED = '#646a73';
const RULE = '#c9cdd4';

/** Fonts registered on every document by the writer. */
export const FONT = { regular: 'cjk', bold: 'cjk-bold' } as const;

type Doc = PDFKit.PDFDocument;

const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page when fewer than `needed` points are left, so a heading never ends a page. */
export function keepSpace(doc: Doc, needed: number): void {
  if (doc.y + needed > bottom(doc)) doc.addPage();
}

function text(doc: Doc, s: string, size: number, opts: PDFKit.Mixins.TextOptions & { bold?: boolean; color?: string }) {
  doc
    .font(opts.bold ? FONT.bold : FONT.regular)
    .fontSize(size)
    .fillColor(opts.color ?? INK)
    .text(s, { lineGap: LINE_GAP, ...opts });
}

function heading(doc: Doc, s: string, size: number) {
  keepSpace(doc, size * 4);
  doc.moveDown(0.4);
  text(doc, s, size, { bold: true });
  doc.moveDown(0.3);
}

function list(doc: Doc, items: string[], ordered: boolean) {
  const x = doc.page.margins.left;
  items.forEach((item, i) => {
    const mark = ordered ? `${i + 1}.` : '•';
    keepSpace(doc, PT.body * 2);
    const y = doc.y;
    doc.x = x + 6;
    text(doc, mark, PT.body, { width: 18 });
    doc.x = x + 24;
    doc.y = y;
    text(doc, inlineText(item), PT.body, { width: contentWidth(doc) - 24, align: 'justify' });
    doc.x = x;
    doc.moveDown(0.15);
  });
  doc.x = x;
  doc.moveDown(0.3);
}

function table(doc: Doc, head: string[], rows: string[][]) {
  const x0 = doc.page.margins.left;
  const width = contentWidth(doc);
  // Columns share the width by the length of their longest cell, within bounds.
  const weights = head.map((h, c) => Math.min(24, Math.max(4, ...[h, ...rows.map((r) => r[c] ?? '')].map((s) => [...s].length))));
  const total = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => (w / total) * width);
  const pad = 4;
  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? FONT.bold : FONT.regular).fontSize(PT.small + 0.5);
    const heights = cells.map((c, i) => doc.heightOfString(inlineText(c), { width: widths[i] - pad * 2, lineGap: 2 }));
    const h = Math.max(...heights) + pad * 2;
    if (doc.y + h > bottom(doc)) doc.addPage();
    const y = doc.y;
    let x = x0;
    if (bold) doc.rect(x0, y, width, h).fill('#f2f3f5');
    cells.forEach((c, i) => {
      doc.fillColor(INK).text(inlineText(c), x + pad, y + pad, { width: widths[i] - pad * 2, lineGap: 2 });
      doc.rect(x, y, widths[i], h).lineWidth(0.5).strokeColor(RULE).stroke();
      x += widths[i];
    });
    doc.x = x0;
    doc.y = y + h;
  };
  drawRow(head, true);
  for (const r of rows)
    drawRow(
      head.map((_, i) => r[i] ?? ''),
      false,
    );
  doc.moveDown(0.6);
}

/** Draws one block at the cursor, flowing onto new pages as needed. */
export function drawBlock(doc: Doc, b: Block): void {
  const x = doc.page.margins.left;
  doc.x = x;
  switch (b.t) {
    case 'h2':
      heading(doc, inlineText(b.text), PT.h2);
      return;
    case 'h3':
      heading(doc, inlineText(b.text), PT.h3);
      return;
    case 'p':
      text(doc, inlineText(b.text), PT.body, { indent: PT.body * 2, align: 'justify', width: contentWidth(doc) });
      doc.moveDown(0.35);
      return;
    case 'quote': {
      keepSpace(doc, PT.body * 3);
      const y = doc.y;
      doc.x = x + 14;
      text(doc, inlineText(b.text), PT.body, { color: MUTED, width: contentWidth(doc) - 14 });
      doc.x = x;
      doc
        .moveTo(x + 2, y)
        .lineTo(x + 2, doc.y)
        .lineWidth(2)
        .strokeColor(RULE)
        .stroke();
      doc.moveDown(0.4);
      return;
    }
    case 'pre':
      text(doc, b.text, PT.small, { color: MUTED, width: contentWidth(doc) });
      doc.moveDown(0.4);
      return;
    case 'ul':
    case 'ol':
      list(doc, b.items, b.t === 'ol');
      return;
    case 'table':
      table(doc, b.head, b.rows);
      return;
  }
}
