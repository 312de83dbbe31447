import ExcelJS from 'exceljs';
import { largeSheetXlsx } from '../../test/files/large-sheet';
import { readSheetRows } from './sheet-rows';

/** A workbook as Excel-compatible writers make it (exceljs: shared strings, styles, dates). */
async function workbook(build: (wb: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  build(wb);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

describe('reading an import workbook row by row', () => {
  it('reads text, numbers, dates, booleans and rich text as a person sees them, by sheet name', async () => {
    const bytes = await workbook((wb) => {
      wb.addWorksheet('其他').addRow(['不读']);
      const s = wb.addWorksheet('节点');
      s.addRow(['名称', '数量', '日期', '是否']);
      s.addRow(['李白 &amp; <杜甫>', 13800138000, new Date(Date.UTC(2026, 0, 2)), true]);
      s.addRow([]);
      s.addRow([{ richText: [{ text: '苏' }, { text: '轼', font: { bold: true } }] }, 0.1 + 0.2]);
      s.getCell('C2').numFmt = 'yyyy-mm-dd';
    });
    const r = await readSheetRows(bytes, { sheets: ['节点', '关系'], maxDataRows: 10, maxColumns: 30 });
    expect(r).toEqual({
      ok: true,
      sheets: [
        {
          name: '节点',
          found: true,
          cells: [
            ['名称', '数量', '日期', '是否'],
            ['李白 &amp; <杜甫>', '13800138000', '2026-01-02', 'TRUE'],
            ['苏轼', '0.3', '', ''],
          ],
          rowNumbers: [1, 2, 4],
        },
        { name: '关系', found: false, cells: [], rowNumbers: [] },
      ],
    });
  });

  it('reads the first sheet when none is named, and leaves columns past the limit out', async () => {
    const bytes = await workbook((wb) => wb.addWorksheet('用户').addRow(['a', 'b', 'c']));
    const r = await readSheetRows(bytes, { sheets: null, maxDataRows: 10, maxColumns: 2 });
    expect(r).toMatchObject({ ok: true, sheets: [{ name: '用户', cells: [['a', 'b']] }] });
  });

  it('stops one row past the limit of all named sheets together', async () => {
    const bytes = largeSheetXlsx('节点', ['名称', '类别'], 200_000);
    const r = await readSheetRows(bytes, { sheets: ['节点'], maxDataRows: 1_000, maxColumns: 30 });
    expect(r).toEqual({ ok: false, reason: '', tooManyRows: true });
    const all = await readSheetRows(largeSheetXlsx('节点', ['名称', '类别'], 1_000), {
      sheets: ['节点'],
      maxDataRows: 1_000,
      maxColumns: 30,
    });
    expect(all.ok && all.sheets[0]!.cells.length).toBe(1_001);
    expect(all.ok && all.sheets[0]!.cells[1]).toEqual(['实体2', '人物']);
  });

  it('refuses what is no workbook in Chinese', async () => {
    const r = await readSheetRows(new TextEncoder().encode('PK\u0003\u0004 not really'), {
      sheets: null,
      maxDataRows: 10,
      maxColumns: 30,
    });
    expect(r).toMatchObject({ ok: false });
    expect(r.ok === false && r.reason).toMatch(/XLSX/);
  });
});
