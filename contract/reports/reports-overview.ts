import { z } from 'zod';
import { DOMAIN_IDS, type DomainKey } from '../platform/domains';
import { endpoint } from '../platform/endpoint';
import { EVENT_ACTIONS, type EventAction } from '../platform/events';
import { MAX_DB_ID } from '../platform/limits';
import { intInput } from '../platform/schemas';
import { granularity, instant, keywordCount, reportFilterShape, reportPage, withPeriodChecks } from './reports';

/**
 * Contributions (decision 028): the acts that add to the knowledge, not the
 * ones that only use it or judge it: new items, edits, submissions, uploads
 * and comments. Reviews (approve/reject) are the task report's.
 */
export const CONTRIBUTION_ACTIONS = ['create', 'edit', 'submit', 'upload', 'comment'] as const satisfies readonly EventAction[];

/**
 * The figures a report shows and a drill opens: each is the count of these
 * actions' events (`activeUsers` counts the distinct people behind any event;
 * its drill lists all their events). The SPA names them with `REPORT_METRIC_NAMES`.
 */
export const REPORT_METRICS = {
  activeUsers: [],
  entries: ['create'],
  documents: ['create'],
  videos: ['create'],
  views: ['view'],
  searches: ['search'],
  downloads: ['download'],
  contributions: CONTRIBUTION_ACTIONS,
  likes: ['like'],
  favourites: ['favourite'],
  comments: ['comment'],
  approvals: ['approve', 'reject'],
  approved: ['approve'],
  rejected: ['reject'],
  tasksDone: ['task_done'],
  feedback: ['feedback'],
  logins: ['login'],
} as const satisfies Record<string, readonly EventAction[]>;
export type ReportMetric = keyof typeof REPORT_METRICS;

/** The figures that count items created, and the knowledge domain of each: the overview's cards and their drill-downs both read this one table (issue 28). */
export const CREATED_METRIC_DOMAINS = {
  entries: DOMAIN_IDS.wiki,
  documents: DOMAIN_IDS.library,
  videos: DOMAIN_IDS.video,
} as const satisfies Partial<Record<ReportMetric, number>>;
/**
 * The overview's lists of the most viewed items (the answer's `top` fields) and the domain each
 * lists: one per domain whose row has the 'reports' feature (a test holds them to the rows).
 */
export const OVERVIEW_TOP_DOMAINS = { entries: 'wiki', documents: 'library' } as const satisfies Record<string, DomainKey>;
export type OverviewTopField = keyof typeof OVERVIEW_TOP_DOMAINS;

export const REPORT_METRIC_KEYS = Object.keys(REPORT_METRICS) as [ReportMetric, ...ReportMetric[]];

export const REPORT_METRIC_NAMES: Readonly<Record<ReportMetric, string>> = {
  activeUsers: '活跃用户',
  entries: '新增词条',
  documents: '新增文档',
  videos: '新增视频',
  views: '浏览',
  searches: '搜索',
  downloads: '下载',
  contributions: '贡献',
  likes: '点赞',
  favourites: '收藏',
  comments: '评论',
  approvals: '审核',
  approved: '审核通过',
  rejected: '审核驳回',
  tasksDone: '完成任务',
  feedback: '反馈',
  logins: '登录',
};

/** The totals of the overview, in the order the page shows them. */
export const OVERVIEW_TOTALS = [
  'activeUsers',
  'entries',
  'documents',
  'videos',
  'views',
  'searches',
  'downloads',
  'contributions',
] as const satisfies readonly ReportMetric[];

const count = z.number().int();
/** The activity figures per bucket, group and domain. */
const activity = {
  activeUsers: count,
  views: count,
  searches: count,
  downloads: count,
  contributions: count,
};
const topItem = z.object({ id: z.number().int(), domainId: z.number().int(), title: z.string(), count });

export const reportAll = endpoint({
  id: 'reports.all',
  method: 'POST',
  path: '/aikn-admin/report/all',
  summary: '统计总览：各项总数与上一等长周期对比、趋势（按天/周/月）、热门词条/文档/搜索、按部门与知识域分布',
  access: 'ROLE_REPORT_DISPLAY',
  input: withPeriodChecks(reportFilterShape.extend({ granularity })),
  output: z.object({
    /** The period before, of the same number of days, that `previous` counts. */
    previousFrom: z.string(),
    previousTo: z.string(),
    totals: z.array(
      z.object({
        key: z.enum(OVERVIEW_TOTALS),
        value: count,
        previous: count,
        /** (value − previous) / previous; null when the previous period had none. */
        change: z.number().nullable(),
      }),
    ),
    /** Every bucket of the period, empty ones included, oldest first. */
    trend: z.array(z.object({ bucket: z.string(), ...activity })),
    top: z.object({
      /** At most 10 each; items the caller may not read are left out (decision 028). */
      entries: z.array(topItem),
      documents: z.array(topItem),
      searches: z.array(keywordCount),
    }),
    /** Events by the group the user was in when acting (id 0: users without a group), most active first. */
    byGroup: z.array(z.object({ id: z.number().int(), name: z.string(), ...activity })),
    byDomain: z.array(z.object({ id: z.number().int(), name: z.string(), ...activity })),
  }),
});

/** One raw event behind a number. */
export const drillRow = z.object({
  id: z.number().int(),
  time: instant,
  userId: z.number().int().nullable(),
  userName: z.string(),
  groupName: z.string(),
  action: z.enum(EVENT_ACTIONS),
  actionName: z.string(),
  domainId: z.number().int().nullable(),
  subjectId: z.number().int().nullable(),
  /** The item's title; null when there is none or the caller may not read it. */
  title: z.string().nullable(),
  ip: z.string().nullable(),
  /** What only this action has, in words (a search's keyword and hits, a click's position). */
  detail: z.string(),
});

export const reportDrill = endpoint({
  id: 'reports.drill',
  method: 'POST',
  path: '/aikn-admin/report/drill',
  summary: '下钻：任一统计数字背后的原始事件（时间、用户、动作、对象、详情），按时间倒序分页',
  access: 'ROLE_REPORT_DISPLAY',
  input: withPeriodChecks(
    reportFilterShape.extend({
      metric: z.enum(REPORT_METRIC_KEYS, { error: '统计指标不存在' }).meta({ title: '统计指标' }),
      /** Narrow to one person (a row of the user table). */
      userId: intInput((n) => n.positive().max(MAX_DB_ID))
        .optional()
        .meta({ title: '用户' }),
      /** Narrow to one item (with `domainId`). */
      subjectId: intInput((n) => n.positive().max(MAX_DB_ID))
        .optional()
        .meta({ title: '对象' }),
      /** Narrow searches to one keyword, exactly (a word of the cloud or top list). */
      searchKeyword: z.string().trim().min(1).max(100, '关键词最多100个字').optional().meta({ title: '搜索词' }),
    }),
  ),
  output: reportPage(drillRow),
});
