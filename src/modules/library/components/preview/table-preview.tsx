import { PREVIEW_MAX_COLS, PREVIEW_MAX_ROWS } from '@contract/library/library-views';
import { Table, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import classes from './preview.module.css';

interface Merge {
  row: number;
  col: number;
  rows: number;
  cols: number;
}

interface Sheet {
  name: string;
  rows: string[][];
  merges: Merge[];
  truncated: boolean;
}

/** How each cell is drawn: a merged range's top-left cell spans it, the range's other cells are not drawn. */
export type CellLayout = { rowSpan: number; colSpan: number } | 'covered';

/** The layout of a sheet's cells by "row:col" (cells not listed are ordinary). */
export function cellLayout(merges: Merge[]): Map<string, CellLayout> {
  const layout = new Map<string, CellLayout>();
  for (const m of merges) {
    for (let r = m.row; r < m.row + m.rows; r++) {
      for (let c = m.col; c < m.col + m.cols; c++) {
        // A cell already claimed (overlapping ranges in a damaged file) keeps its first role.
        if (!layout.has(`${r}:${c}`)) layout.set(`${r}:${c}`, 'covered');
      }
    }
    layout.set(`${m.row}:${m.col}`, { rowSpan: m.rows, colSpan: m.cols });
  }
  return layout;
}

/** Excel column letters (A … Z, AA …) for the header row. */
export function columnName(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    name = String.fromCharCode(65 + r) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

function SheetTable({ sheet }: { sheet: Sheet }) {
  const width = Math.max(0, ...sheet.rows.map((r) => r.length));
  const layout = cellLayout(sheet.merges);
  if (sheet.rows.length === 0)
    return (
      <Text c="dimmed" py="lg" ta="center">
        此工作表为空
      </Text>
    );
  return (
    <>
      <div className={classes.tableWrap}>
        <Table withTableBorder withColumnBorders striped highlightOnHover fz="sm" className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.corner} />
              {Array.from({ length: width }, (_, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions of the sheet
                <Table.Th key={c}>{columnName(c)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sheet.rows.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions of the sheet
              <Table.Tr key={r}>
                <Table.Th className={classes.rowHead}>{r + 1}</Table.Th>
                {Array.from({ length: width }, (_, c) => {
                  const cell = layout.get(`${r}:${c}`);
                  if (cell === 'covered') return null;
                  return (
                    <Table.Td
                      // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions of the sheet
                      key={c}
                      rowSpan={cell && cell.rowSpan > 1 ? cell.rowSpan : undefined}
                      colSpan={cell && cell.colSpan > 1 ? cell.colSpan : undefined}
                      className={cell ? classes.merged : undefined}
                    >
                      {row[c] ?? ''}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {sheet.truncated ? (
        <Text fz="xs" c="dimmed" mt="xs">
          仅预览前 {PREVIEW_MAX_ROWS} 行、{PREVIEW_MAX_COLS} 列，完整内容请下载查看
        </Text>
      ) : null}
    </>
  );
}

/** A workbook's sheets, one tab each, as a table with spreadsheet-style row and column headings. */
export function TablePreview({ sheets }: { sheets: Sheet[] }) {
  const [active, setActive] = useState('0');
  if (sheets.length === 0) return <Text c="dimmed">工作簿中没有工作表</Text>;
  return (
    <Tabs value={active} onChange={(v) => setActive(v ?? '0')} variant="outline">
      <Tabs.List aria-label="工作表">
        {sheets.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sheet names may repeat; the position is the identity
          <Tabs.Tab key={i} value={String(i)}>
            {s.name || `工作表${i + 1}`}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {sheets.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        <Tabs.Panel key={i} value={String(i)} pt="sm">
          <SheetTable sheet={s} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
