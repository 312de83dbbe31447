import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import { EDITOR_LIMITS, type HtmlLimits, htmlLimitBreach } from '../../lib/html-limits';
import { sanitizeContent } from '../../lib/sanitize';

/** A merged range of a sheet preview: its top-left cell (from 0) and how many rows and columns it covers. */
export interface SheetMerge {
  row: number;
  col: number;
  rows: number;
  cols: number;
}

export interface SheetPreview {
  name: string;
  rows: string[][];
  /** Merged ranges within the preview, shown once; their other cells are empty. */
  merges: SheetMerge[];
  truncated: boolean;
}

/** Column letters to a number from 1 (A → 1, AA → 27). */
function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/**
 * A sheet's merged ranges ("B2:D3") inside the first `maxRows` × `maxCols`
 * cells, cut at that edge, sorted by position. A range starting outside is
 * left out: its value is not in the preview either.
 */
export function mergesWithin(ranges: string[], maxRows: number, maxCols: number): SheetMerge[] {
  const out: SheetMerge[] = [];
  for (const range of ranges) {
    const m = /^\$?([A-Z]+)\$?(\d+)(?::\$?([A-Z]+)\$?(\d+))?$/i.exec(range.trim());
    if (!m) continue;
    const [top, left] = [Number(m[2]), columnNumber(m[1]!)];
    const [bottom, right] = m[3] ? [Number(m[4]), columnNumber(m[3])] : [top, left];
    const [r0, c0, r1, c1] = [Math.min(top, bottom), Math.min(left, right), Math.max(top, bottom), Math.max(left, right)];
    if (r0 > maxRows || c0 > maxCols) continue;
    const merge = { row: r0 - 1, col: c0 - 1, rows: Math.min(r1, maxRows) - r0 + 1, cols: Math.min(c1, maxCols) - c0 + 1 };
    if (merge.rows > 1 || merge.cols > 1) out.push(merge);
  }
  return out.sort((a, b) => a.row - b.row || a.col - b.col);
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
      for (let col = 1; col <= width; col++) {
        const cell = row.getCell(col);
        // Every cell of a merged range answers the range's text; only its top-left cell holds it.
        cells.push(cell.isMerged && cell.master.address !== cell.address ? '' : (cell.text ?? ''));
      }
      rows.push(cells);
    }
    // Trailing empty rows add nothing to a preview.
    while (rows.length > 0 && rows.at(-1)!.every((c) => c === '')) rows.pop();
    const merges = mergesWithin(sheet.model.merges ?? [], rows.length, width);
    sheets.push({ name: sheet.name, rows, merges, truncated });
  });
  return sheets;
}
