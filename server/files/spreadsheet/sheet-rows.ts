import { bytesReader } from '../blob-reader';
import { readZipDirectory, type ZipEntry } from '../documents/zip-directory';
import { zipBombReason } from '../documents/zip-guard';
import { EntryTextError, elements, entryText } from './entry-text';
import { dateStyles, itemText, type RawCell, relationTargets, rowCells, workbookSheets } from './sheet-xml';

/** A workbook of tens of thousands of short rows unpacks to tens of megabytes; far more is not an import file. */
export const XLSX_LIMITS = {
  maxTotalBytes: 100 * 1024 * 1024,
  maxRatio: 200,
  ratioFloorBytes: 10 * 1024 * 1024,
  maxEntries: 2_000,
};
/** The workbook's own lists (sheets, relationships, styles) are small. */
const SMALL_PART_BYTES = 16 * 1024 * 1024;
/** One row of an import is a few hundred bytes; a megabyte is no row a person typed. */
const MAX_ROW_BYTES = 1024 * 1024;

export interface SheetRowsRequest {
  /** Sheet names to read, or null for the first sheet. */
  sheets: string[] | null;
  /** Rows below the header of all requested sheets together; one more and reading stops. */
  maxDataRows: number;
  maxColumns: number;
}

export interface SheetRows {
  name: string;
  found: boolean;
  /** Non-empty rows as cell texts (what a person sees), the header first. */
  cells: string[][];
  rowNumbers: number[];
}

/** What reading gave: the sheets, or a refusal a person can act on (in Chinese). */
export type SheetRowsResult = { ok: true; sheets: SheetRows[] } | { ok: false; reason: string; tooManyRows?: boolean };

/**
 * Reads the rows of an uploaded workbook as it inflates them, counting as it
 * goes: a sheet of a million rows stops at the limit instead of being parsed
 * whole. Shared strings are read afterwards, and only those the rows use.
 * Runs in a worker process (xlsx.ts), so nothing here holds the server's
 * event loop.
 */
export async function readSheetRows(bytes: Uint8Array, req: SheetRowsRequest): Promise<SheetRowsResult> {
  const entries = await readZipDirectory(bytesReader(bytes), bytes.length);
  if (!entries) return { ok: false, reason: 'XLSX 文件已损坏，无法读取' };
  const bomb = zipBombReason(entries, XLSX_LIMITS);
  if (bomb) return { ok: false, reason: bomb };
  const byName = new Map(entries.map((e) => [e.name, e]));
  const text = async (e: ZipEntry | undefined, max = SMALL_PART_BYTES) => {
    if (!e) return '';
    let out = '';
    for await (const t of entryText(bytes, e, max)) out += t;
    return out;
  };
  try {
    const listed = workbookSheets(await text(byName.get('xl/workbook.xml')));
    const rels = relationTargets(await text(byName.get('xl/_rels/workbook.xml.rels')));
    if (listed.length === 0) return { ok: false, reason: 'XLSX 文件无法读取，请用 Excel 或 WPS 重新保存后再试' };
    const styles = dateStyles(await text(byName.get('xl/styles.xml')));
    const wanted = req.sheets ?? [listed[0]!.name];
    const raw: { name: string; found: boolean; rows: { n: number; cells: RawCell[] }[] }[] = [];
    let dataRows = 0;
    for (const name of wanted) {
      const sheet = listed.find((s) => s.name === name);
      const entry = sheet && byName.get(rels.get(sheet.rid)?.target ?? '');
      const rows: { n: number; cells: RawCell[] }[] = [];
      raw.push({ name, found: Boolean(entry), rows });
      if (!entry) continue;
      let previous = 0;
      for await (const xml of elements(entryText(bytes, entry, XLSX_LIMITS.maxTotalBytes), 'row', MAX_ROW_BYTES)) {
        const row = rowCells(xml, previous, styles);
        previous = row.n;
        const cells = row.cells.filter((c) => c.column <= req.maxColumns);
        if (cells.length === 0) continue;
        // The first row of each sheet is its header.
        if (rows.length > 0 && ++dataRows > req.maxDataRows) return { ok: false, reason: '', tooManyRows: true };
        rows.push({ n: row.n, cells });
      }
    }
    const strings = await sharedStrings(
      bytes,
      byName.get([...rels.values()].find((r) => r.type.endsWith('/sharedStrings'))?.target ?? 'xl/sharedStrings.xml'),
      raw,
    );
    return { ok: true, sheets: raw.map((s) => table(s, strings, req.maxColumns)) };
  } catch (err) {
    if (err instanceof EntryTextError) return { ok: false, reason: 'XLSX 文件无法读取，请用 Excel 或 WPS 重新保存后再试' };
    throw err;
  }
}

/** The shared strings the rows refer to, read in one pass that stops after the last one needed. */
async function sharedStrings(
  bytes: Uint8Array,
  entry: ZipEntry | undefined,
  sheets: { rows: { cells: RawCell[] }[] }[],
): Promise<Map<number, string>> {
  const needed = new Set<number>();
  let last = -1;
  for (const s of sheets)
    for (const r of s.rows)
      for (const c of r.cells) {
        if (c.sharedIndex === null) continue;
        needed.add(c.sharedIndex);
        last = Math.max(last, c.sharedIndex);
      }
  const found = new Map<number, string>();
  if (!entry || needed.size === 0) return found;
  let index = 0;
  for await (const xml of elements(entryText(bytes, entry, XLSX_LIMITS.maxTotalBytes), 'si', MAX_ROW_BYTES)) {
    if (needed.has(index)) found.set(index, itemText(xml));
    if (++index > last) break;
  }
  return found;
}

function table(
  s: { name: string; found: boolean; rows: { n: number; cells: RawCell[] }[] },
  strings: Map<number, string>,
  maxColumns: number,
): SheetRows {
  let width = 0;
  for (const r of s.rows) for (const c of r.cells) width = Math.max(width, Math.min(c.column, maxColumns));
  const cells = s.rows.map((r) => {
    const out = Array.from({ length: width }, () => '');
    for (const c of r.cells) out[c.column - 1] = c.sharedIndex === null ? c.text : (strings.get(c.sharedIndex) ?? '');
    return out;
  });
  return { name: s.name, found: s.found, cells, rowNumbers: s.rows.map((r) => r.n) };
}
