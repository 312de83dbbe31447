import JSZip from 'jszip';
import type { Block } from '../../seed/content/types';
import { renderDocx } from '../../seed/files/docx-writer';
import { renderPdf } from '../../seed/files/pdf-writer';
import { renderPptx } from '../../seed/files/pptx-writer';
import { renderXlsx } from '../../seed/files/xlsx-writer';
import { PNG_1PX } from './images';

/**
 * Small documents for the tests, written by the demo seed's own file writers
 * (server/seed/files) in their bare form — only the text given, no title page,
 * running header or page numbers — so every extractor is exercised on a real
 * file of its format without binary fixtures in the repository.
 */

/** Fixed, so a fixture's bytes are the same on every run. */
const DATE = '2026-01-02';
const paragraphs = (texts: string[]): Block[] => texts.map((text) => ({ t: 'p', text }));

/** A PDF with one page per text, in the embedded CJK font (so Chinese text extracts too). */
export function pdfFixture(pages: string[]): Uint8Array {
  const sections = pages.map((text) => ({ blocks: paragraphs([text]) }));
  return renderPdf({ title: pages[0] ?? '', date: DATE, bare: true, pageBreaks: true, sections });
}

/** A Word document: one paragraph per string. */
export function docxFixture(texts: string[]): Promise<Uint8Array> {
  return renderDocx({ title: texts[0] ?? '', date: DATE, bare: true, sections: [{ blocks: paragraphs(texts) }] });
}

/** A PowerPoint deck: one slide per list of paragraphs, the first as the slide's title. */
export function pptxFixture(slides: string[][]): Promise<Uint8Array> {
  return renderPptx({
    title: slides[0]?.[0] ?? '',
    bare: true,
    slides: slides.map(([title = '', ...bullets]) => ({ title, bullets })),
  });
}

/** A workbook with one sheet per entry of rows, no header row added. */
export function xlsxFixture(sheets: Record<string, (string | number)[][]>): Promise<Uint8Array> {
  return renderXlsx({ date: DATE, sheets: Object.entries(sheets).map(([name, rows]) => ({ name, rows })) });
}

/**
 * A PDF file of numbered objects (index = object number, 1 is the catalogue),
 * with its xref offsets computed: for the hostile PDFs no writer would make.
 * `latin1` keeps binary stream data (one character per byte) byte for byte.
 */
export function pdfFromObjects(objects: string[], encoding: 'utf8' | 'latin1' = 'utf8'): Uint8Array {
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return encoding === 'latin1' ? new Uint8Array(Buffer.from(out, 'latin1')) : new TextEncoder().encode(out);
}

/** A ZIP that is no Office document (no [Content_Types].xml). */
export async function plainZipFixture(): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file('readme.txt', 'just a zip');
  return zip.generateAsync({ type: 'uint8array' });
}

/** A 1×1 picture, the same one the image upload tests send. */
export const PNG_1X1 = new Uint8Array(PNG_1PX);
