import {
  type IMPORT_TABLES,
  type ImportFormat,
  NODE_COLUMNS,
  RELATION_COLUMNS,
  SHEET_NODES,
  SHEET_RELATIONS,
} from '@contract/graph/graph-import';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../../db/client';
import { addTable, xlsxFile } from '../../../files/spreadsheet/xlsx';

type Table = (typeof IMPORT_TABLES)[number];

/** A CSV field, quoted when it must be (RFC 4180). */
const csvField = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);
const csvText = (rows: string[][]) => `\uFEFF${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;

/**
 * Example rows in the graph's own vocabulary (its first class and relation
 * type), so a template filled in the same way imports as it stands. The
 * XLSX template also lists every class and relation type on a third sheet.
 */
export async function importTemplate(db: Db, format: ImportFormat, table: Table) {
  const [classes, relations] = await Promise.all([
    db.execute<{ name: string }>(sql`select name from graph_nodes where type = 1 order by sort, id`),
    db.execute<{ name: string; inverse_name: string }>(
      sql`select name, inverse_name from graph_relation_types order by sort, id`,
    ),
  ]);
  const cls = classes.rows[0]?.name ?? '人员';
  const rel = relations.rows[0]?.name ?? '提及';
  const nodes: string[][] = [
    [...NODE_COLUMNS],
    ['示例实体甲', cls, '甲|实体甲', '职务=工程师|电话=010-12345678', ''],
    ['示例实体乙', cls, '', '', ''],
  ];
  const edges: string[][] = [[...RELATION_COLUMNS], ['示例实体甲', cls, rel, '示例实体乙', cls]];
  if (format === 'csv') {
    const rows = table === 'nodes' ? nodes : edges;
    return file(`图谱导入模板-${table === 'nodes' ? SHEET_NODES : SHEET_RELATIONS}.csv`, 'text/csv', Buffer.from(csvText(rows)));
  }
  if (format === 'json') {
    const toObjects = (rows: string[][]) =>
      rows.slice(1).map((r) => Object.fromEntries(rows[0].map((h, i) => [h, r[i]]).filter(([, v]) => v !== '')));
    const body = { nodes: toObjects(nodes), relations: toObjects(edges) };
    return file('图谱导入模板.json', 'application/json', Buffer.from(JSON.stringify(body, null, 2)));
  }
  const wb = new ExcelJS.Workbook();
  addTable(wb, SHEET_NODES, nodes);
  addTable(wb, SHEET_RELATIONS, edges);
  const help = wb.addWorksheet('说明');
  help.addRows([
    [
      '节点表：名称、类别必填；别名用 | 分隔；属性写作 键=值，多个用 | 分隔；关联知识写作 知识域:编号（1 词条、2 文档、3 视频），多个用 | 分隔。',
    ],
    [
      '关系表：起点、关系、终点必填，按名称对应实体；同名实体不止一个时填写起点类别、终点类别。关系也可写反向名称（如“作者”），起点终点随之对调。',
    ],
    ['已有的实体按“名称 + 类别”合并：补充别名、属性和关联知识，不删除任何内容。'],
    [],
    ['可用的类别', ...classes.rows.map((c) => c.name)],
    ['可用的关系', ...relations.rows.map((r) => `${r.name}（反向：${r.inverse_name}）`)],
  ]);
  return xlsxFile(wb, '图谱导入模板.xlsx');
}

const file = (fileName: string, mime: string, bytes: Buffer) => ({ fileName, mime, base64: bytes.toString('base64') });
