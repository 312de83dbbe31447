import ExcelJS from 'exceljs';
import { IMPORT_MAX_ROWS, type ImportFormat, SHEET_NODES, SHEET_RELATIONS } from '../../../../contract/graph-import';
import { bytesReader } from '../../../files/blob-reader';
import { readZipDirectory } from '../../../files/documents/zip-directory';
import { zipBombReason } from '../../../files/documents/zip-guard';
import { badRequest } from '../../../http/errors';
import { CsvError, CsvTooLongError, decodeCsv, parseCsv } from './csv';
import { readJsonFile } from './read-json';
import { emptyFile, type ParsedFile } from './rows';
import { csvSheet, readTable, tooManyRows } from './tables';

/** A workbook of 50,000 short rows unpacks to tens of megabytes; far more is not an import file. */
const XLSX_LIMITS = { maxTotalBytes: 100 * 1024 * 1024, maxRatio: 200, ratioFloorBytes: 10 * 1024 * 1024, maxEntries: 2_000 };
/** Columns read of a worksheet: the import's columns and some room for notes. */
const XLSX_MAX_COLUMNS = 30;

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const isOle = (b: Uint8Array) => b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0;

/** The format by the file's bytes (its name may lie): ZIP is XLSX, `{` first is JSON, anything else CSV. */
export function sniffFormat(bytes: Uint8Array): ImportFormat {
  if (isOle(bytes)) throw badRequest('文件：不支持旧版 Excel（.xls）文件，请另存为 .xlsx 或 CSV 后再导入');
  if (isZip(bytes)) return 'xlsx';
  const head = new TextDecoder('utf-8')
    .decode(bytes.subarray(0, 64))
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('{') ? 'json' : 'csv';
}

/** Reads an import file of any format into rows; problems of single rows are in `issues`, a file that cannot be read at all is a 400. */
export async function readImportFile(bytes: Uint8Array): Promise<{ format: ImportFormat; file: ParsedFile }> {
  if (bytes.length === 0) throw badRequest('文件：文件为空');
  const format = sniffFormat(bytes);
  if (format === 'xlsx') return { format, file: await readXlsx(bytes) };
  if (format === 'json') return { format, file: readJsonFile(bytes) };
  return { format, file: readCsv(bytes) };
}

function readCsv(bytes: Uint8Array): ParsedFile {
  let cells: string[][];
  try {
    // One more than the cap: the header row.
    cells = parseCsv(decodeCsv(bytes), IMPORT_MAX_ROWS + 1);
  } catch (err) {
    if (err instanceof CsvTooLongError) throw badRequest(`文件：${tooManyRows(IMPORT_MAX_ROWS + 1)}`);
    if (err instanceof CsvError) throw badRequest(`文件：CSV 无法读取（${err.message}）`);
    throw err;
  }
  const sheet = csvSheet(cells[0] ?? []);
  if (!sheet) {
    throw badRequest('文件：CSV 第一行应为表头：节点表含“名称”“类别”列，关系表含“起点”“关系”“终点”列');
  }
  const file = emptyFile();
  readTable(file, sheet, cells);
  return file;
}

async function readXlsx(bytes: Uint8Array): Promise<ParsedFile> {
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
  const sheets = [SHEET_NODES, SHEET_RELATIONS] as const;
  const found = sheets.map((name) => wb.getWorksheet(name));
  if (found.every((s) => !s)) throw badRequest(`文件：工作簿中没有名为“${SHEET_NODES}”或“${SHEET_RELATIONS}”的工作表`);
  const rows = found.reduce((sum, s) => sum + Math.max(0, (s?.actualRowCount ?? 1) - 1), 0);
  const tooMany = tooManyRows(rows);
  if (tooMany) throw badRequest(`文件：${tooMany}`);
  const file = emptyFile();
  found.forEach((sheet, i) => {
    if (!sheet) return;
    const cells: string[][] = [];
    const numbers: number[] = [];
    const width = Math.min(sheet.columnCount, XLSX_MAX_COLUMNS);
    sheet.eachRow({ includeEmpty: false }, (row, n) => {
      const values: string[] = [];
      for (let c = 1; c <= width; c++) values.push(row.getCell(c).text ?? '');
      cells.push(values);
      numbers.push(n);
    });
    readTable(file, sheets[i], cells, (k) => numbers[k]);
  });
  return file;
}
