import { IMPORT_MAX_ROWS, NODE_COLUMNS, RELATION_COLUMNS, SHEET_NODES, SHEET_RELATIONS } from '@contract/graph/graph-import';
import { type ParsedFile, splitList, splitProperties } from './rows';

/**
 * Rows of a table (CSV or a worksheet) to parsed rows: the first row is the
 * header, columns are found by name in any order, unknown columns are left
 * alone (notes), blank rows are skipped. `rowAt(i)` gives the row number the
 * user sees for the i-th row of `cells`.
 */
export function readTable(
  into: ParsedFile,
  sheet: typeof SHEET_NODES | typeof SHEET_RELATIONS,
  cells: string[][],
  rowAt: (i: number) => number = (i) => i + 1,
): void {
  const header = (cells[0] ?? []).map((h) => h.trim());
  const columns = sheet === SHEET_NODES ? NODE_COLUMNS : RELATION_COLUMNS;
  const required = sheet === SHEET_NODES ? ['名称', '类别'] : ['起点', '关系', '终点'];
  const missing = required.filter((c) => !header.includes(c));
  if (missing.length > 0) {
    into.issues.push({ sheet, row: rowAt(0), field: missing.join('、'), reason: `表头缺少列：${missing.join('、')}` });
    return;
  }
  const at = Object.fromEntries(columns.map((c) => [c, header.indexOf(c)])) as Record<string, number>;
  const cell = (row: string[], column: string) => (at[column] >= 0 ? (row[at[column]] ?? '').trim() : '');
  for (let i = 1; i < cells.length; i++) {
    const row = cells[i];
    if (row.every((c) => c.trim() === '')) continue;
    const n = rowAt(i);
    if (sheet === SHEET_NODES) {
      const props = splitProperties(cell(row, '属性'));
      if (props.bad !== null) {
        into.issues.push({
          sheet,
          row: n,
          field: '属性',
          reason: `“${props.bad.slice(0, 30)}”不是 键=值 的形式（多个用 | 分隔）`,
        });
      }
      into.nodes.push({
        row: n,
        name: cell(row, '名称'),
        className: cell(row, '类别'),
        aliases: splitList(cell(row, '别名')),
        properties: props.pairs,
        links: splitList(cell(row, '关联知识')),
      });
    } else {
      into.relations.push({
        row: n,
        start: cell(row, '起点'),
        startClass: cell(row, '起点类别'),
        relation: cell(row, '关系'),
        end: cell(row, '终点'),
        endClass: cell(row, '终点类别'),
      });
    }
  }
}

/** Which table a CSV holds, by its header: 名称 for entities, 起点/终点 for relations. */
export function csvSheet(header: string[]): typeof SHEET_NODES | typeof SHEET_RELATIONS | null {
  const h = header.map((c) => c.trim());
  if (h.includes('起点') || h.includes('终点')) return SHEET_RELATIONS;
  if (h.includes('名称')) return SHEET_NODES;
  return null;
}

export const tooManyRows = (rows: number) =>
  rows > IMPORT_MAX_ROWS ? `行数超过上限：一个文件最多 ${IMPORT_MAX_ROWS} 行（节点和关系合计）` : null;
