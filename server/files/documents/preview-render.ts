import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import { EDITOR_LIMITS, type HtmlLimits, htmlLimitBreach } from '../../lib/html-limits';
import { sanitizeContent } from '../../lib/sanitize';

export interface SheetPreview {
  name: string;
  rows: string[][];
  truncated: boolean;
}

/** Word previews: the editor's depth bound; more text than a saved body may hold, since previews are only shown. */
const PREVIEW_LIMITS: HtmlLimits = { maxDepth: EDITOR_LIMITS.maxDepth, maxTags: 400_000 };

export type DocxPreviewHtml = { html: string } | { refused: string };

/**
 * A Word document as sanitised HTML (mammoth), made here in the worker so
 * that neither the conversion nor the sanitiser runs on the event loop, and
 * refused past the rich-text limits instead of sanitised slowly. Images are
 * left out: they would come as data URIs, which the sanitiser refuses.
 */
export async function docxHtml(bytes: Uint8Array): Promise<DocxPreviewHtml> {
  const { value } = await mammoth.convertToHtml(
    { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
    { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
  );
  const breach = htmlLimitBreach(value, PREVIEW_LIMITS);
  if (breach?.kind === 'depth') return { refused: `文档嵌套层级过深（超过 ${breach.max} 层）` };
  if (breach) return { refused: `文档内容过多（超过 ${breach.max} 个格式标记）` };
  return { html: sanitizeContent(value, PREVIEW_LIMITS) };
}

/** A workbook's sheets as text cells, at most `maxRows` × `maxCols` each (the rest is marked truncated). */
export async function xlsxTable(bytes: Uint8Array, maxRows: number, maxCols: number): Promise<SheetPreview[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  const sheets: SheetPreview[] = [];
  wb.eachSheet((sheet) => {
    const rows: string[][] = [];
    let truncated = sheet.columnCount > maxCols;
    const last = Math.min(sheet.rowCount, maxRows);
    if (sheet.rowCount > maxRows) truncated = true;
    const width = Math.min(sheet.columnCount, maxCols);
    for (let r = 1; r <= last; r++) {
      const row = sheet.getRow(r);
      const cells: string[] = [];
      for (let col = 1; col <= width; col++) cells.push(row.getCell(col).text ?? '');
      rows.push(cells);
    }
    // Trailing empty rows add nothing to a preview.
    while (rows.length > 0 && rows.at(-1)!.every((c) => c === '')) rows.pop();
    sheets.push({ name: sheet.name, rows, truncated });
  });
  return sheets;
}
