import ExcelJS from 'exceljs';
import { badRequest } from '../../http/errors';
import { bytesReader } from '../blob-reader';
import { readZipDirectory } from '../documents/zip-directory';
import { zipBombReason } from '../documents/zip-guard';

/** A workbook of tens of thousands of short rows unpacks to tens of megabytes; far more is not an import file. */
const XLSX_LIMITS = { maxTotalBytes: 100 * 1024 * 1024, maxRatio: 200, ratioFloorBytes: 10 * 1024 * 1024, maxEntries: 2_000 };
/** Columns read of a worksheet: an import's columns and some room for notes. */
const XLSX_MAX_COLUMNS = 30;

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const isOle = (b: Uint8Array) => b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0;

export const isXlsx = isZip;

/** Refuses a legacy .xls file (OLE) with the advice to save it as .xlsx. */
export function refuseLegacyExcel(bytes: Uint8Array, alternative = ''): void {
  if (isOle(bytes)) throw badRequest(`文件：不支持旧版 Excel（.xls）文件，请另存为 .xlsx${alternative}后再导入`);
}

/**
 * An uploaded import workbook, opened only after its ZIP directory passed the
 * bomb checks (shared by every spreadsheet import: graph, users). A file that
 * is no workbook is a 400 naming the file.
 */
export async function openXlsx(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  refuseLegacyExcel(bytes);
  if (!isZip(bytes)) throw badRequest('文件：不是 XLSX 文件，请使用下载的模板');
  const entries = await readZipDirectory(bytesReader(Buffer.from(bytes)), bytes.length);
  if (!entries) throw badRequest('文件：XLSX 文件已损坏，无法读取');
  const bomb = zipBombReason(entries, XLSX_LIMITS);
  if (bomb) throw badRequest(`文件：${bomb}`);
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    throw badRequest('文件：XLSX 文件无法读取，请用 Excel 或 WPS 重新保存后再试');
  }
  return wb;
}

/** Rows of a worksheet below its header: what `actualRowCount` counts, minus the header. */
export const dataRowCount = (sheet: ExcelJS.Worksheet | undefined) => Math.max(0, (sheet?.actualRowCount ?? 1) - 1);

/**
 * A worksheet's non-empty rows as text cells (what the user sees in each),
 * with the row number each came from, for reports by row.
 */
export function sheetCells(sheet: ExcelJS.Worksheet): { cells: string[][]; rowNumbers: number[] } {
  const cells: string[][] = [];
  const rowNumbers: number[] = [];
  const width = Math.min(sheet.columnCount, XLSX_MAX_COLUMNS);
  sheet.eachRow({ includeEmpty: false }, (row, n) => {
    const values: string[] = [];
    for (let c = 1; c <= width; c++) values.push(row.getCell(c).text ?? '');
    cells.push(values);
    rowNumbers.push(n);
  });
  return { cells, rowNumbers };
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
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
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
