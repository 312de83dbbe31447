import { z } from 'zod';
import { calendarDay, domainIdSchema, intInput, isCalendarDay, keywordFilter, MAX_DB_ID } from '../platform/schemas';

/**
 * Reports (issue 16, decision 020). A role's data scope says whose rows its
 * report viewers see: every group's, or only their own group's and the
 * groups below it. A user holding the report permission through several
 * roles gets the widest scope; an administrator sees everything.
 */
export const DATA_SCOPE = { all: 1, ownGroup: 2 } as const;
export type DataScope = (typeof DATA_SCOPE)[keyof typeof DATA_SCOPE];

export const DATA_SCOPE_NAMES: Readonly<Record<DataScope, string>> = {
  1: '全部数据',
  2: '本组及下级',
};

/** SPEC §2 `reportStatistics` children, with the call name each page posts to (`exam` comes with the college). */
export const REPORT_PAGES = [
  { route: 'all', call: 'all', title: '总览' },
  { route: 'user', call: 'user', title: '用户统计' },
  { route: 'wiki', call: 'wiki', title: '词条统计' },
  { route: 'library', call: 'library', title: '文档统计' },
  { route: 'searchLog', call: 'searchLog', title: '搜索日志' },
  { route: 'exam', call: null, title: '考试统计' },
  { route: 'user-operate', call: 'userOperate', title: '操作记录' },
  { route: 'user-keyword', call: 'userKeyword', title: '用户关键词' },
  { route: 'user-feedback', call: 'userFeedback', title: '用户反馈' },
  { route: 'user-task', call: 'userTask', title: '任务统计' },
  { route: 'user-summary', call: 'userSummary', title: '个人年度报告' },
] as const;

/** The longest period one report covers: a year and a bit, so "this year vs last year" fits. */
export const REPORT_MAX_DAYS = 400;
/** Rows per page of a report table, and the most one page may ask for. */
export const REPORT_PAGE_SIZE = 20;
export const REPORT_PAGE_SIZE_MAX = 100;
/** Most rows one export writes (the rest of a larger result is cut, and the file says so). */
export const REPORT_EXPORT_MAX_ROWS = 1_000_000;

const isDay = isCalendarDay;
/** A calendar day in Asia/Shanghai, as `YYYY-MM-DD`. */
export const reportDay = calendarDay;

const dayNumber = (s: string) => Date.parse(`${s}T00:00:00Z`) / 86_400_000;

/**
 * Filters every report page takes (issue 16: `{from, to, groupId?, domainId?,
 * keyword?, page, size, sort?}`), both days included. `sort` is a column key
 * of the page, `desc` its direction; pages refuse keys they do not have.
 * The shape without the period checks, so pages can extend it
 * (`withPeriodChecks(reportFilterShape.extend({...}))`).
 */
export const reportFilterShape = z.object({
  from: reportDay('开始日期'),
  to: reportDay('结束日期'),
  groupId: intInput((n) => n.positive().max(MAX_DB_ID))
    .optional()
    .meta({ title: '部门' }),
  domainId: domainIdSchema.optional(),
  keyword: keywordFilter,
  page: intInput((n) => n.min(1).max(100_000))
    .default(1)
    .meta({ title: '页码' }),
  size: intInput((n) => n.min(1).max(REPORT_PAGE_SIZE_MAX))
    .default(REPORT_PAGE_SIZE)
    .meta({ title: '每页条数' }),
  sort: z
    .string()
    .regex(/^[a-zA-Z]{1,40}$/, '排序字段不存在')
    .optional()
    .meta({ title: '排序字段' }),
  desc: z.boolean().optional().meta({ title: '倒序' }),
});

/** The period checks of every report's filters; only between two real days (a malformed day has its own message). */
export function withPeriodChecks<T extends z.ZodType<{ from: string; to: string }>>(schema: T) {
  return schema
    .refine((f) => !isDay(f.from) || !isDay(f.to) || f.from <= f.to, { message: '开始日期不能晚于结束日期', path: ['to'] })
    .refine((f) => !isDay(f.from) || !isDay(f.to) || dayNumber(f.to) - dayNumber(f.from) < REPORT_MAX_DAYS, {
      message: `统计区间最长${REPORT_MAX_DAYS}天`,
      path: ['from'],
    });
}

export const reportFilters = withPeriodChecks(reportFilterShape);

/** One column of a report table: the key of its field in a row, and its Chinese header (the SPA's and the export's). */
export interface ReportColumn {
  readonly key: string;
  readonly title: string;
  /** The server sorts by it. */
  readonly sortable?: boolean;
  /** What the figure counts, shown in its header's tooltip (FIGURE_NOTES). */
  readonly note?: string;
}

/** The sort keys of a table: its sortable columns, refused otherwise with a Chinese message. */
export function sortOf<C extends readonly (readonly ReportColumn[])[]>(...tables: C) {
  type K = Extract<C[number][number], { sortable: true }>['key'];
  const keys = [...new Set(tables.flatMap((t) => t.filter((c) => c.sortable).map((c) => c.key)))] as [K, ...K[]];
  return z.enum(keys, { error: '排序字段不存在' }).optional().meta({ title: '排序字段' });
}

/** One page of a table: never more than `size` rows; `total` counts them all. */
export const reportPage = <T extends z.ZodType>(row: T) => z.object({ total: z.number().int(), list: z.array(row) });

/** Buckets of a trend. A week starts on Monday; every bucket is named by its first day (clipped to the period). */
export const GRANULARITIES = ['day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];
export const GRANULARITY_NAMES: Readonly<Record<Granularity, string>> = { day: '按天', week: '按周', month: '按月' };
export const granularity = z
  .enum(GRANULARITIES, { error: '统计粒度只能是按天、按周或按月' })
  .default('day')
  .meta({ title: '统计粒度' });

/** A keyword with how often it was searched (clouds and top lists). */
export const keywordCount = z.object({ keyword: z.string(), count: z.number().int() });

/** A person or group the report names: id and name (id 0: no group). */
export const named = z.object({ id: z.number().int(), name: z.string() });

/** An instant as ISO 8601 (the SPA and the export show it in Asia/Shanghai). */
export const instant = z.string();
