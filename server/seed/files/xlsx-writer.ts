import ExcelJS from 'exceljs';

export type CellValue = string | number;

export interface SheetSpec {
  name: string;
  /** A merged title row above the table. */
  title?: string;
  /** The header row and column widths; without them the rows stand alone from the first line (test fixtures). */
  columns?: { header: string; width: number }[];
  rows: CellValue[][];
  /** A closing row of sums over these column indexes. */
  totals?: number[];
}

export interface WorkbookSpec {
  /** YYYY-MM-DD, written as the workbook's creation date. */
  date: string;
  sheets: SheetSpec[];
}

const THIN = { style: 'thin' as const, color: { argb: 'FFC9CDD4' } };
const BORDER = { top: THIN, left: THIN, bottom: THIN, right: THIN };

function addHeader(ws: ExcelJS.Worksheet, columns: { header: string }[]) {
  const head = ws.addRow(columns.map((c) => c.header));
  head.eachCell((cell) => {
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F3F5' } };
    cell.border = BORDER;
    cell.alignment = { vertical: 'middle', horizontal: 'center', wrapText: true };
  });
}

function addSheet(wb: ExcelJS.Workbook, s: SheetSpec) {
  // The title and header rows stay in view while scrolling.
  const fixed = (s.title ? 1 : 0) + (s.columns ? 1 : 0);
  const ws = wb.addWorksheet(s.name, fixed ? { views: [{ state: 'frozen', ySplit: fixed }] } : {});
  const span = s.columns?.length ?? s.rows.reduce((n, r) => Math.max(n, r.length), 1);
  if (s.columns) ws.columns = s.columns.map((c) => ({ width: c.width }));
  if (s.title) {
    const row = ws.addRow([s.title]);
    ws.mergeCells(row.number, 1, row.number, span);
    row.font = { bold: true, size: 14 };
    row.alignment = { horizontal: 'center' };
    row.height = 24;
  }
  if (s.columns) addHeader(ws, s.columns);
  const first = fixed + 1;
  for (const r of s.rows) {
    const row = ws.addRow(r);
    row.eachCell((cell) => {
      cell.border = BORDER;
      cell.alignment = { vertical: 'middle', wrapText: typeof cell.value === 'string' };
    });
  }
  if (s.totals && s.rows.length) {
    const last = first + s.rows.length - 1;
    const values = Array.from({ length: span }, (_, i): ExcelJS.CellValue => {
      if (i === 0) return '合计';
      if (!s.totals!.includes(i)) return '';
      const col = ws.getColumn(i + 1).letter;
      const result = s.rows.reduce((sum, r) => sum + (typeof r[i] === 'number' ? (r[i] as number) : 0), 0);
      // The cached result lets readers without a formula engine (and text extraction) see the sum.
      return { formula: `SUM(${col}${first}:${col}${last})`, result };
    });
    const row = ws.addRow(values);
    row.font = { bold: true };
    row.eachCell((cell) => {
      cell.border = BORDER;
    });
  }
}

/** Renders a workbook with styled header rows, frozen panes and sum rows. */
export async function renderXlsx(spec: WorkbookSpec): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const date = new Date(`${spec.date}T09:00:00+08:00`);
  wb.creator = '智联科技集团';
  wb.created = date;
  wb.modified = date;
  for (const s of spec.sheets) addSheet(wb, s);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}
