import { XLSX_MIME } from '@contract/platform/imports';
import type ExcelJS from 'exceljs';
import { badRequest } from '../../http/errors';
import { parseInWorker } from './parse-in-worker';
import type { SheetRows, SheetRowsRequest, SheetRowsResult } from './sheet-rows';

export type { SheetRows } from './sheet-rows';

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const isOle = (b: Uint8Array) => b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0;

export const isXlsx = isZip;

/** Refuses a legacy .xls file (OLE) with the advice to save it as .xlsx. */
export function refuseLegacyExcel(bytes: Uint8Array, alternative = ''): void {
  if (isOle(bytes)) throw badRequest(`文件：不支持旧版 Excel（.xls）文件，请另存为 .xlsx${alternative}后再导入`);
}

/** Written through a variable so Vite (SPA tests run the server in-process) leaves the URL alone. */
const here = import.meta.url;
const SHEET_ROWS_URL = new URL('./sheet-rows.ts', here).href;

/**
 * The rows of an uploaded import workbook (shared by every spreadsheet
 * import: graph, users), read in a worker process under its time and memory
 * limits, counted while streaming and stopped one row past `maxDataRows`
 * (then `tooManyRows`). A file that is no workbook is a 400 naming the file.
 */
export async function readXlsxRows(
  bytes: Uint8Array,
  req: SheetRowsRequest,
  timeoutMs: number,
): Promise<{ tooManyRows: true } | { tooManyRows: false; sheets: SheetRows[] }> {
  refuseLegacyExcel(bytes);
  if (!isZip(bytes)) throw badRequest('文件：不是 XLSX 文件，请使用下载的模板');
  const result = await parseInWorker<SheetRowsResult>(SHEET_ROWS_URL, 'readSheetRows', [bytes, req], timeoutMs);
  if (result.ok) return { tooManyRows: false, sheets: result.sheets };
  if (result.tooManyRows) return { tooManyRows: true };
  throw badRequest(`文件：${result.reason}`);
}

/**
 * Maps a header row to column positions by name (any order, unknown columns
 * left alone as notes) and answers the required ones missing.
 */
export function headerColumns<C extends string>(header: readonly string[], columns: readonly C[], required: readonly C[]) {
  const names = header.map((h) => h.trim());
  const at = Object.fromEntries(columns.map((c) => [c, names.indexOf(c)])) as Record<C, number>;
  const missing = required.filter((c) => at[c] < 0);
  const cell = (row: readonly string[], column: C) => (at[column] >= 0 ? (row[at[column]] ?? '').trim() : '');
  return { missing, cell };
}

/** A workbook as a file answer (template, export). */
export async function xlsxFile(wb: ExcelJS.Workbook, fileName: string) {
  const bytes = Buffer.from(await wb.xlsx.writeBuffer());
  return {
    fileName,
    mime: XLSX_MIME,
    base64: bytes.toString('base64'),
  };
}

/** A worksheet with a bold header row and columns of one width. */
export function addTable(
  wb: ExcelJS.Workbook,
  name: string,
  rows: readonly (readonly string[])[],
  width = 18,
): ExcelJS.Worksheet {
  const sheet = wb.addWorksheet(name);
  sheet.addRows(rows.map((r) => [...r]));
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((c) => {
    c.width = width;
  });
  return sheet;
}
