import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { inlineText } from '../content/markup';
import type { Block } from '../content/types';
import type { DocSpec } from './doc-spec';

/** Fonts are referenced by name (Word does not embed them); these exist on Chinese Office installs. */
const FONT = { ascii: 'Calibri', eastAsia: '微软雅黑', hAnsi: 'Calibri' };
const BODY = 21; // half-points: 10.5 pt (五号)
const MUTED = '646A73';

const para = (text: string, opts: { indent?: boolean; color?: string; bold?: boolean } = {}) =>
  new Paragraph({
    indent: opts.indent ? { firstLine: BODY * 20 } : undefined, // two characters, in twips
    spacing: { line: 360, after: 120 },
    alignment: AlignmentType.JUSTIFIED,
    children: [new TextRun({ text, color: opts.color, bold: opts.bold })],
  });

function cell(text: string, head: boolean) {
  return new TableCell({
    shading: head ? { type: ShadingType.CLEAR, fill: 'F2F3F5', color: 'auto' } : undefined,
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    children: [new Paragraph({ children: [new TextRun({ text: inlineText(text), bold: head, size: BODY - 2 })] })],
  });
}

/** Word heading styles by depth (1 = the title); mammoth turns them into h1…h4. */
const LEVELS = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3, HeadingLevel.HEADING_4] as const;
const headingPara = (text: string, depth: number) =>
  new Paragraph({ heading: LEVELS[Math.min(depth, LEVELS.length) - 1], children: [new TextRun(text)] });

/** `nested`: the document has section headings, so block headings sit one level deeper. */
function blockToDocx(b: Block, nested: boolean): (Paragraph | Table)[] {
  switch (b.t) {
    case 'h2':
      return [headingPara(inlineText(b.text), nested ? 3 : 2)];
    case 'h3':
      return [headingPara(inlineText(b.text), nested ? 4 : 3)];
    case 'p':
      return [para(inlineText(b.text), { indent: true })];
    case 'quote':
      return [
        new Paragraph({
          indent: { left: 420 },
          children: [new TextRun({ text: inlineText(b.text), color: MUTED, italics: true })],
        }),
      ];
    case 'pre':
      return b.text
        .split('\n')
        .map((line) => new Paragraph({ children: [new TextRun({ text: line, font: 'Consolas', size: 18 })] }));
    case 'ul':
      return b.items.map(
        (i) => new Paragraph({ bullet: { level: 0 }, spacing: { after: 60 }, children: [new TextRun(inlineText(i))] }),
      );
    case 'ol':
      return b.items.map(
        (item, i) =>
          new Paragraph({
            indent: { left: 420, hanging: 420 },
            spacing: { after: 60 },
            children: [new TextRun(`${i + 1}. ${inlineText(item)}`)],
          }),
      );
    case 'table':
      return [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: [
            new TableRow({ tableHeader: true, children: b.head.map((h) => cell(h, true)) }),
            ...b.rows.map((r) => new TableRow({ children: b.head.map((_, i) => cell(r[i] ?? '', false)) })),
          ],
        }),
        new Paragraph({ children: [] }),
      ];
  }
}

function titleParagraphs(spec: DocSpec): Paragraph[] {
  const out = [
    new Paragraph({ heading: HeadingLevel.HEADING_1, alignment: AlignmentType.CENTER, children: [new TextRun(spec.title)] }),
  ];
  if (spec.subtitle)
    out.push(new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: spec.subtitle, color: MUTED })] }));
  if (spec.meta?.length)
    out.push(
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ text: spec.meta.join('    '), color: MUTED, size: 18 })],
      }),
    );
  return out;
}

/** The document title above every page and "page N of M" below it. */
const running = (spec: DocSpec) => ({
  headers: {
    default: new Header({
      children: [
        new Paragraph({
          alignment: AlignmentType.RIGHT,
          children: [new TextRun({ text: spec.title, size: 16, color: MUTED })],
        }),
      ],
    }),
  },
  footers: {
    default: new Footer({
      children: [
        new Paragraph({
          alignment: AlignmentType.CENTER,
          children: [
            new TextRun({ size: 16, children: ['第 ', PageNumber.CURRENT, ' 页 / 共 ', PageNumber.TOTAL_PAGES, ' 页'] }),
          ],
        }),
      ],
    }),
  },
});

/**
 * Renders a document as Word (DOCX) with real heading styles, lists and
 * tables, so mammoth reads it back as HTML for the preview.
 */
export async function renderDocx(spec: DocSpec): Promise<Uint8Array> {
  const children: (Paragraph | Table)[] = spec.bare ? [] : titleParagraphs(spec);
  const nested = spec.sections.some((s) => s.heading);
  for (const s of spec.sections) {
    if (s.heading) children.push(headingPara(s.heading, 2));
    for (const b of s.blocks) children.push(...blockToDocx(b, nested));
  }
  const doc = new Document({
    creator: '智联科技集团',
    title: spec.title,
    description: spec.subtitle,
    styles: { default: { document: { run: { font: FONT, size: BODY } } } },
    sections: [{ ...(spec.bare ? {} : running(spec)), children }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
