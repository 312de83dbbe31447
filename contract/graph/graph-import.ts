import { z } from 'zod';
import { endpoint } from '../platform/endpoint';
import { fileAnswer, IMPORT_ISSUES_MAX, type ImportIssue, importIssue } from '../platform/imports';

export { IMPORT_ISSUES_MAX, type ImportIssue };

/*
 * Importing entities and relations from a file (holders of 知识图谱管理).
 * Every row is checked first; one refused row refuses the whole file and the
 * answer lists why, row by row, so the file can be fixed and sent again.
 */

/** Largest file accepted: 50,000 rows of a spreadsheet stay well below it. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Rows of nodes and relations together in one file. */
export const IMPORT_MAX_ROWS = 50_000;
/** Knowledge items one entity may be linked to by one row. */
export const IMPORT_LINKS_MAX = 20;
export const IMPORT_FORMATS = ['xlsx', 'csv', 'json'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
/** What a CSV file holds: one table per file. */
export const IMPORT_TABLES = ['nodes', 'relations'] as const;

/** Sheet names (XLSX) and table names in reports. */
export const SHEET_NODES = '节点';
export const SHEET_RELATIONS = '关系';
/** Column headers: the same words in every format (JSON keys included). */
export const NODE_COLUMNS = ['名称', '类别', '别名', '属性', '关联知识'] as const;
export const RELATION_COLUMNS = ['起点', '起点类别', '关系', '终点', '终点类别'] as const;

export const graphImport = endpoint({
  id: 'graph.import',
  method: 'POST',
  path: '/kg-app/chart/import',
  summary: `导入实体和关系（multipart 字段 file：XLSX 工作表“节点”“关系”，CSV 一个表，或 JSON {nodes, relations}；${IMPORT_MAX_BYTES / 1024 / 1024} MB、${IMPORT_MAX_ROWS} 行以内）；先校验全部行，有任何一行不合格则不导入并列出原因；dryRun=true 只校验`,
  access: 'ROLE_GRAPH_MANAGE',
  body: 'multipart',
  maxBodyBytes: IMPORT_MAX_BYTES + 64 * 1024,
  input: z.object({
    dryRun: z
      .enum(['true', 'false'], { error: 'dryRun 只能是 true 或 false' })
      .default('false')
      .transform((v) => v === 'true')
      .meta({ title: '只校验' }),
  }),
  output: z.object({
    format: z.enum(IMPORT_FORMATS),
    dryRun: z.boolean(),
    /** Written to the graph (false when any row was refused or for a dry run). */
    imported: z.boolean(),
    rows: z.object({ nodes: z.number().int(), relations: z.number().int() }),
    issues: z.array(importIssue),
    /** Problems found in all (the list holds at most IMPORT_ISSUES_MAX). */
    issueCount: z.number().int(),
    /** What the import did (or, for a dry run without problems, would do). */
    counts: z.object({
      nodesCreated: z.number().int(),
      nodesUpdated: z.number().int(),
      nodesUnchanged: z.number().int(),
      relationsCreated: z.number().int(),
      relationsExisting: z.number().int(),
    }),
  }),
});

export const importTemplate = endpoint({
  id: 'graph.importTemplate',
  method: 'GET',
  path: '/kg-app/chart/import/template',
  summary: '导入模板（xlsx、csv 或 json；csv 按 table 选节点表或关系表），以 base64 返回文件内容',
  access: 'ROLE_GRAPH_MANAGE',
  input: z.object({
    format: z.enum(IMPORT_FORMATS, { error: '模板格式只能是 xlsx、csv 或 json' }).meta({ title: '格式' }),
    table: z.enum(IMPORT_TABLES, { error: '表只能是 nodes 或 relations' }).default('nodes').meta({ title: '表' }),
  }),
  output: fileAnswer,
});
