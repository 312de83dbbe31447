import { z } from 'zod';
import { endpoint } from '../platform/endpoint';
import { FIGURE_NOTES } from './report-notes';
import { instant, type ReportColumn, reportFilterShape, reportPage, sortOf, withPeriodChecks } from './reports';

/**
 * The wiki (词条统计) and library (文档统计) reports: per item, per label,
 * per owning group, and the items nobody read in the period. Items the
 * caller may not read never appear by title: they are left out of the item
 * lists and counted, without a name, in the label and group rows (decision 028).
 */
export const KNOWLEDGE_VIEWS = ['items', 'labels', 'groups', 'unread'] as const;
export type KnowledgeView = (typeof KNOWLEDGE_VIEWS)[number];
export const KNOWLEDGE_VIEW_NAMES: Readonly<Record<KnowledgeView, string>> = {
  items: '按条目',
  labels: '按标签',
  groups: '按部门',
  unread: '未被阅读',
};

const activityColumns = [
  { key: 'reads', title: '阅读', sortable: true, note: FIGURE_NOTES.views },
  { key: 'likes', title: '点赞', sortable: true, note: FIGURE_NOTES.likes },
  { key: 'favourites', title: '收藏', sortable: true, note: FIGURE_NOTES.favourites },
  { key: 'comments', title: '评论', sortable: true, note: FIGURE_NOTES.comments },
  { key: 'downloads', title: '下载', sortable: true, note: FIGURE_NOTES.downloads },
] as const satisfies readonly ReportColumn[];

export const KNOWLEDGE_ITEM_COLUMNS = [
  { key: 'title', title: '标题', sortable: true },
  { key: 'groupName', title: '所属部门' },
  activityColumns[0],
  { key: 'readers', title: '阅读人数', note: FIGURE_NOTES.readers },
  ...activityColumns.slice(1),
  { key: 'versions', title: '版本数', sortable: true },
  { key: 'state', title: '状态' },
] as const satisfies readonly ReportColumn[];
export const KNOWLEDGE_LABEL_COLUMNS = [
  { key: 'name', title: '标签', sortable: true },
  { key: 'items', title: '条目数', sortable: true },
  ...activityColumns,
] as const satisfies readonly ReportColumn[];
export const KNOWLEDGE_GROUP_COLUMNS = [
  { key: 'name', title: '部门', sortable: true },
  { key: 'items', title: '条目数', sortable: true },
  ...activityColumns,
] as const satisfies readonly ReportColumn[];
export const KNOWLEDGE_UNREAD_COLUMNS = [
  { key: 'title', title: '标题', sortable: true },
  { key: 'groupName', title: '所属部门' },
  { key: 'author', title: '作者' },
  { key: 'createdAt', title: '创建时间', sortable: true },
  { key: 'state', title: '状态' },
] as const satisfies readonly ReportColumn[];

/** The columns of each tab; `downloads` only in the library's. */
export const KNOWLEDGE_COLUMNS = {
  items: KNOWLEDGE_ITEM_COLUMNS,
  labels: KNOWLEDGE_LABEL_COLUMNS,
  groups: KNOWLEDGE_GROUP_COLUMNS,
  unread: KNOWLEDGE_UNREAD_COLUMNS,
} as const;

/** Item states as the tables name them (knowledge.status). */
export const KNOWLEDGE_STATE_NAMES: Readonly<Record<string, string>> = {
  draft: '草稿',
  pending: '待审核',
  published: '已发布',
  rejected: '已驳回',
  deleted: '已删除',
};

export const knowledgeReportInput = withPeriodChecks(
  reportFilterShape.omit({ domainId: true }).extend({
    sort: sortOf(KNOWLEDGE_ITEM_COLUMNS, KNOWLEDGE_LABEL_COLUMNS, KNOWLEDGE_GROUP_COLUMNS, KNOWLEDGE_UNREAD_COLUMNS),
    view: z.enum(KNOWLEDGE_VIEWS, { error: '视图不存在' }).default('items').meta({ title: '视图' }),
  }),
);

const count = z.number().int();
const activity = { reads: count, likes: count, favourites: count, comments: count, downloads: count };

export const knowledgeReportOutput = z.discriminatedUnion('view', [
  reportPage(
    z.object({
      id: z.number().int(),
      title: z.string(),
      groupName: z.string(),
      ...activity,
      /** Distinct people who read it in the period. */
      readers: count,
      versions: count,
      state: z.string(),
    }),
  ).extend({
    view: z.literal('items'),
    /** Items in scope the caller may not read: not listed, but counted in the label and group rows (decision 028). */
    hidden: count,
  }),
  reportPage(z.object({ id: z.number().int(), name: z.string(), items: count, ...activity })).extend({
    view: z.literal('labels'),
  }),
  reportPage(z.object({ id: z.number().int(), name: z.string(), items: count, ...activity })).extend({
    view: z.literal('groups'),
  }),
  reportPage(
    z.object({
      id: z.number().int(),
      title: z.string(),
      groupName: z.string(),
      author: z.string(),
      createdAt: instant,
      state: z.string(),
    }),
  ).extend({ view: z.literal('unread') }),
]);

export const reportWiki = endpoint({
  id: 'reports.wiki',
  method: 'POST',
  path: '/aikn-admin/report/wiki',
  summary: '词条统计：每个词条的阅读、阅读人数、点赞、收藏、评论、版本与状态；按标签、按部门汇总；期间未被阅读的词条',
  access: 'ROLE_REPORT_DISPLAY',
  input: knowledgeReportInput,
  output: knowledgeReportOutput,
});

export const reportLibrary = endpoint({
  id: 'reports.library',
  method: 'POST',
  path: '/aikn-admin/report/library',
  summary: '文档统计：每个文档的阅读、阅读人数、下载、点赞、收藏、评论、版本与状态；按标签、按部门汇总；期间未被阅读的文档',
  access: 'ROLE_REPORT_DISPLAY',
  input: knowledgeReportInput,
  output: knowledgeReportOutput,
});

/**
 * The report call of each domain whose row has the 'reports' feature, by domain key: the server
 * binds one per such domain and the SPA's page of the domain posts to it (a test checks that
 * the keys are exactly those domains).
 */
export const KNOWLEDGE_REPORT_ENDPOINTS: Readonly<Record<string, typeof reportWiki>> = {
  wiki: reportWiki,
  library: reportLibrary,
};
