import { z } from 'zod';
import { endpoint } from '../platform/endpoint';
import { userOperateInput } from './reports-audit';
import { knowledgeReportInput } from './reports-knowledge';
import { userKeywordInput, userReportInput, userTaskInput } from './reports-people';
import { searchLogInput, userFeedbackInput } from './reports-search';

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const format = z.enum(EXPORT_FORMATS, { error: '导出格式只能是 xlsx 或 csv' }).meta({ title: '格式' });
const exportOf = <N extends string, F extends z.ZodType>(name: N, filters: F) =>
  z.object({ name: z.literal(name), filters, format });

/** The tables that export: a page's name and the same filters its table call takes (page and size are ignored). */
export const reportExportInput = z.discriminatedUnion(
  'name',
  [
    exportOf('user', userReportInput),
    exportOf('wiki', knowledgeReportInput),
    exportOf('library', knowledgeReportInput),
    exportOf('searchLog', searchLogInput),
    exportOf('userOperate', userOperateInput),
    exportOf('userKeyword', userKeywordInput),
    exportOf('userFeedback', userFeedbackInput),
    exportOf('userTask', userTaskInput),
  ],
  { error: '该报表不支持导出' },
);
export type ReportExportInput = z.input<typeof reportExportInput>;
export type ExportName = ReportExportInput['name'];

/** The file names of the exports (the date range is appended). */
export const EXPORT_FILE_NAMES: Readonly<Record<ExportName, string>> = {
  user: '用户统计',
  wiki: '词条统计',
  library: '文档统计',
  searchLog: '搜索日志',
  userOperate: '操作记录',
  userKeyword: '用户关键词',
  userFeedback: '用户反馈',
  userTask: '任务统计',
};

export const reportExport = endpoint({
  id: 'reports.export',
  method: 'POST',
  path: '/aikn-admin/report/export',
  summary:
    '导出报表：与表格相同的筛选、排序和列（中文表头），全部页，流式返回 xlsx 或 csv 文件（最多 REPORT_EXPORT_MAX_ROWS 行）；成功时响应体是文件本身而非 JSON，出错时仍为 JSON',
  access: 'ROLE_REPORT_DISPLAY',
  input: reportExportInput,
  /** Never sent as JSON: the answer is the file (Content-Disposition names it). */
  output: z.null(),
});
