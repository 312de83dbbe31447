import { describe, expect, it } from 'vitest';
import { mergedWorkbookFixture } from '../../test/files/office-layouts';
import { mergesWithin, xlsxTable } from './preview-render';

describe('xlsxTable with merged cells', () => {
  it('holds a merged range once, in its top-left cell, with its span', async () => {
    const [sheet] = await xlsxTable(await mergedWorkbookFixture(), 500, 50);
    expect(sheet!.rows).toEqual([
      ['2026年部门预算', '', '', ''],
      ['类别', '项目', '金额（元）', ''],
      ['', '', '上半年', '下半年'],
      ['差旅', '国内', '12000', '15000'],
      ['', '国外', '30000', '0'],
      ['培训', '外训', '8000', '9000'],
    ]);
    expect(sheet!.merges).toEqual([
      { row: 0, col: 0, rows: 1, cols: 4 },
      { row: 1, col: 0, rows: 2, cols: 1 },
      { row: 1, col: 1, rows: 2, cols: 1 },
      { row: 1, col: 2, rows: 1, cols: 2 },
      { row: 3, col: 0, rows: 2, cols: 1 },
    ]);
  });

  it('cuts merged ranges at the edge of a capped preview', async () => {
    const [sheet] = await xlsxTable(await mergedWorkbookFixture(), 2, 3);
    expect(sheet!.rows).toEqual([
      ['2026年部门预算', '', ''],
      ['类别', '项目', '金额（元）'],
    ]);
    // A2:A3, B2:B3 and C2:D2 cut to one cell each are no longer merges.
    expect(sheet!.merges).toEqual([{ row: 0, col: 0, rows: 1, cols: 3 }]);
    expect(sheet!.truncated).toBe(true);
  });
});

describe('mergesWithin', () => {
  it('reads absolute and reversed references, skips ranges starting outside and single cells', () => {
    expect(mergesWithin(['$B$2:$C$4', 'E5:D3', 'A1', 'Z1:AA2', 'bad', 'AB1:AC1'], 10, 27)).toEqual([
      { row: 0, col: 25, rows: 2, cols: 2 },
      { row: 1, col: 1, rows: 3, cols: 2 },
      { row: 2, col: 3, rows: 3, cols: 2 },
    ]);
  });
});
