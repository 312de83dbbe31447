import { z } from 'zod';
import { endpoint } from '../platform/endpoint';
import { MAX_DB_ID } from '../platform/limits';
import { intInput } from '../platform/schemas';
import { FIGURE_NOTES } from './report-notes';
import {
  granularity,
  instant,
  keywordCount,
  type ReportColumn,
  reportFilterShape,
  reportPage,
  sortOf,
  withPeriodChecks,
} from './reports';

const count = z.number().int();
const userIdInput = intInput((n) => n.positive().max(MAX_DB_ID));

/** The user table (用户统计): people of the groups in scope, with their activity in the period. */
export const USER_COLUMNS = [
  { key: 'name', title: '姓名', sortable: true },
  { key: 'username', title: '账号' },
  { key: 'groupName', title: '部门', note: FIGURE_NOTES.personGroup },
  { key: 'views', title: '浏览', sortable: true, note: FIGURE_NOTES.views },
  { key: 'searches', title: '搜索', sortable: true, note: FIGURE_NOTES.searches },
  { key: 'downloads', title: '下载', sortable: true, note: FIGURE_NOTES.downloads },
  { key: 'contributions', title: '贡献', sortable: true, note: FIGURE_NOTES.contributions },
  { key: 'lastActive', title: '最近活跃', sortable: true },
] as const satisfies readonly ReportColumn[];

export const userReportInput = withPeriodChecks(
  reportFilterShape.extend({
    sort: sortOf(USER_COLUMNS),
    /** User type 1–8 (6: registered visitor). */
    userType: intInput((n) => n.min(1).max(8))
      .optional()
      .meta({ title: '用户类型' }),
  }),
);

export const reportUser = endpoint({
  id: 'reports.user',
  method: 'POST',
  path: '/aikn-admin/report/user',
  summary: '用户统计：每人的部门、浏览、搜索、下载、贡献与最近活跃时间；按部门（含下级）、用户类型、姓名筛选',
  access: 'ROLE_REPORT_DISPLAY',
  input: userReportInput,
  output: reportPage(
    z.object({
      userId: z.number().int(),
      name: z.string(),
      username: z.string(),
      groupId: z.number().int().nullable(),
      groupName: z.string(),
      views: count,
      searches: count,
      downloads: count,
      contributions: count,
      /** Last day with an event in the period (Asia/Shanghai); null: none. */
      lastActive: z.string().nullable(),
    }),
  ),
});

/** The keyword table (用户关键词): what a person or the groups in scope searched. */
export const KEYWORD_COLUMNS = [
  { key: 'keyword', title: '关键词', sortable: true },
  { key: 'count', title: '搜索次数', sortable: true },
  { key: 'users', title: '搜索人数', sortable: true },
  { key: 'lastTime', title: '最近搜索', sortable: true },
] as const satisfies readonly ReportColumn[];

export const userKeywordInput = withPeriodChecks(
  reportFilterShape.extend({
    sort: sortOf(KEYWORD_COLUMNS),
    granularity,
    /** One person; without it, everybody in the groups of the filter and scope. */
    userId: userIdInput.optional().meta({ title: '用户' }),
  }),
);

export const reportUserKeyword = endpoint({
  id: 'reports.userKeyword',
  method: 'POST',
  path: '/aikn-admin/report/userKeyword',
  summary: '用户关键词：某人或某部门搜索的关键词（次数、人数、最近时间）及热门关键词随时间的变化',
  access: 'ROLE_REPORT_DISPLAY',
  input: userKeywordInput,
  output: reportPage(z.object({ keyword: z.string(), count, users: count, lastTime: instant })).extend({
    /** Every bucket of the period, oldest first (first days). */
    buckets: z.array(z.string()),
    /** All searches per bucket. */
    totals: z.array(count),
    /** The 10 most searched keywords, each with its count per bucket. */
    top: z.array(keywordCount.extend({ series: z.array(count) })),
  }),
});

/** Task tables (任务统计): approval decisions and assigned tasks, per person or per group. */
export const TASK_VIEWS = ['users', 'groups'] as const;
export const TASK_USER_COLUMNS = [
  { key: 'name', title: '姓名', sortable: true },
  { key: 'groupName', title: '部门', note: FIGURE_NOTES.personGroup },
  { key: 'given', title: '下达任务', sortable: true, note: FIGURE_NOTES.given },
  { key: 'done', title: '完成任务', sortable: true, note: FIGURE_NOTES.done },
  { key: 'approved', title: '审核通过', sortable: true, note: FIGURE_NOTES.approved },
  { key: 'rejected', title: '审核驳回', sortable: true, note: FIGURE_NOTES.rejected },
] as const satisfies readonly ReportColumn[];
export const TASK_GROUP_COLUMNS = [
  { key: 'name', title: '部门', sortable: true },
  { key: 'given', title: '下达任务', sortable: true, note: FIGURE_NOTES.given },
  { key: 'done', title: '完成任务', sortable: true, note: FIGURE_NOTES.done },
  { key: 'approved', title: '审核通过', sortable: true, note: FIGURE_NOTES.approved },
  { key: 'rejected', title: '审核驳回', sortable: true, note: FIGURE_NOTES.rejected },
] as const satisfies readonly ReportColumn[];

export const userTaskInput = withPeriodChecks(
  reportFilterShape.extend({
    sort: sortOf(TASK_USER_COLUMNS, TASK_GROUP_COLUMNS),
    view: z.enum(TASK_VIEWS, { error: '视图只能是按人员或按部门' }).default('users').meta({ title: '视图' }),
  }),
);

const taskCounts = { given: count, done: count, approved: count, rejected: count };

export const reportUserTask = endpoint({
  id: 'reports.userTask',
  method: 'POST',
  path: '/aikn-admin/report/userTask',
  summary: '任务统计：按人员或部门统计期间下达与完成的任务，以及审核通过、驳回的次数',
  access: 'ROLE_REPORT_DISPLAY',
  input: userTaskInput,
  output: z.discriminatedUnion('view', [
    reportPage(z.object({ userId: z.number().int(), name: z.string(), groupName: z.string(), ...taskCounts })).extend({
      view: z.literal('users'),
    }),
    reportPage(z.object({ groupId: z.number().int(), name: z.string(), ...taskCounts })).extend({
      view: z.literal('groups'),
    }),
  ]),
});

export const reportUserSummary = endpoint({
  id: 'reports.userSummary',
  method: 'POST',
  path: '/aikn-admin/report/userSummary',
  summary: '个人年度报告：某人期间内的阅读、贡献、搜索、下载、活跃天数、最常读的主题与每月走势',
  access: 'ROLE_REPORT_DISPLAY',
  input: withPeriodChecks(reportFilterShape.extend({ userId: userIdInput.meta({ title: '用户' }) })),
  output: z.object({
    user: z.object({ id: z.number().int(), name: z.string(), username: z.string(), groupName: z.string() }),
    reads: count,
    contributions: count,
    searches: count,
    downloads: count,
    likes: count,
    comments: count,
    /** Days (Asia/Shanghai) with at least one event. */
    activeDays: count,
    firstActive: z.string().nullable(),
    lastActive: z.string().nullable(),
    /** The labels of the items read most (at most 10); labels of items the caller may not read count too (no title shows). */
    topLabels: z.array(z.object({ id: z.number().int(), name: z.string(), count })),
    topKeywords: z.array(keywordCount),
    /** Every month of the period, oldest first (`YYYY-MM`). */
    months: z.array(z.object({ month: z.string(), reads: count, contributions: count, searches: count })),
  }),
});
