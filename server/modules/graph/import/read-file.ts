import { IMPORT_MAX_ROWS, type ImportFormat, SHEET_NODES, SHEET_RELATIONS } from '@contract/graph/graph-import';
import { readSheetRows } from '../../../files/spreadsheet/sheet-rows';
import { isXlsx, refuseLegacyExcel } from '../../../files/spreadsheet/xlsx';
import { badRequest } from '../../../http/errors';
import { CsvError, CsvTooLongError, decodeCsv, parseCsv } from './csv';
import { readJsonFile } from './read-json';
import { emptyFile, type ParsedFile } from './rows';
import { csvSheet, readTable, tooManyRows } from './tables';

/** The format by the file's bytes (its name may lie): ZIP is XLSX, `{` first is JSON, anything else CSV. */
export function sniffFormat(bytes: Uint8Array): ImportFormat {
  refuseLegacyExcel(bytes, ' 或 CSV ');
  if (isXlsx(bytes)) return 'xlsx';
  const head = new TextDecoder('utf-8')
    .decode(bytes.subarray(0, 64))
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('{') ? 'json' : 'csv';
}

/**
 * Reads an import file of any format into rows; problems of single rows are
 * in `issues`, a file that cannot be read at all is a 400. Runs in a worker
 * process (import.service.ts): a 20 MB file of any format is parsed there.
 */
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

/** Columns read of a worksheet: the template's and some room for notes. */
const MAX_COLUMNS = 30;

/** Both sheets, streamed and counted: reading stops one row past the limit (this runs in a worker process). */
async function readXlsx(bytes: Uint8Array): Promise<ParsedFile> {
  const sheets = [SHEET_NODES, SHEET_RELATIONS] as const;
  const read = await readSheetRows(bytes, { sheets: [...sheets], maxDataRows: IMPORT_MAX_ROWS, maxColumns: MAX_COLUMNS });
  if (!read.ok && read.tooManyRows) throw badRequest(`文件：${tooManyRows(IMPORT_MAX_ROWS + 1)}`);
  if (!read.ok) throw badRequest(`文件：${read.reason}`);
  if (read.sheets.every((s) => !s.found)) {
    throw badRequest(`文件：工作簿中没有名为“${SHEET_NODES}”或“${SHEET_RELATIONS}”的工作表`);
  }
  const file = emptyFile();
  read.sheets.forEach((sheet, i) => {
    if (sheet.found) readTable(file, sheets[i], sheet.cells, (k) => sheet.rowNumbers[k]);
  });
  return file;
}
