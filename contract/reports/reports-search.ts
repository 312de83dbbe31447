import { z } from 'zod';
import { endpoint } from '../platform/endpoint';
import { MAX_DB_ID } from '../platform/limits';
import { intInput } from '../platform/schemas';
import { instant, keywordCount, type ReportColumn, reportFilterShape, reportPage, sortOf, withPeriodChecks } from './reports';

/** Tabs of the search log: every search, those that found nothing, those whose results nobody opened. */
export const SEARCH_LOG_VIEWS = ['all', 'noHits', 'noClick'] as const;
export type SearchLogView = (typeof SEARCH_LOG_VIEWS)[number];
export const SEARCH_LOG_VIEW_NAMES: Readonly<Record<SearchLogView, string>> = {
  all: '全部搜索',
  noHits: '无结果',
  noClick: '无点击',
};
/** Words in the keyword cloud. */
export const KEYWORD_CLOUD_SIZE = 50;

export const SEARCH_LOG_COLUMNS = [
  { key: 'time', title: '时间', sortable: true },
  { key: 'userName', title: '用户' },
  { key: 'groupName', title: '部门' },
  { key: 'keyword', title: '关键词' },
  { key: 'filters', title: '筛选条件' },
  { key: 'hits', title: '结果数', sortable: true },
  { key: 'tookMs', title: '耗时（毫秒）', sortable: true },
  { key: 'clickedTitle', title: '点击结果' },
  { key: 'position', title: '点击位置' },
] as const satisfies readonly ReportColumn[];

export const searchLogInput = withPeriodChecks(
  reportFilterShape.extend({
    sort: sortOf(SEARCH_LOG_COLUMNS),
    view: z.enum(SEARCH_LOG_VIEWS, { error: '视图不存在' }).default('all').meta({ title: '视图' }),
  }),
);

export const reportSearchLog = endpoint({
  id: 'reports.searchLog',
  method: 'POST',
  path: '/aikn-admin/report/searchLog',
  summary: '搜索日志：每次搜索的时间、用户、关键词、筛选、结果数、耗时、点击的结果与位置；关键词云；无结果与无点击的搜索',
  access: 'ROLE_REPORT_DISPLAY',
  input: searchLogInput,
  output: reportPage(
    z.object({
      /** The search event's id (drill and feedback refer to it). */
      id: z.number().int(),
      time: instant,
      userId: z.number().int().nullable(),
      userName: z.string(),
      groupName: z.string(),
      keyword: z.string(),
      /** The filters of the search, in words (知识域、标签、年份 …); empty: none. */
      filters: z.string(),
      hits: z.number().int(),
      tookMs: z.number().int(),
      /** The first result opened from it; null: none, or one the caller may not read (then `position` still shows). */
      clickedTitle: z.string().nullable(),
      position: z.number().int().nullable(),
    }),
  ).extend({
    /** The most searched keywords of the tab and filters, most first (at most KEYWORD_CLOUD_SIZE). */
    cloud: z.array(keywordCount),
  }),
});

export const FEEDBACK_COLUMNS = [
  { key: 'time', title: '时间', sortable: true },
  { key: 'userName', title: '用户' },
  { key: 'groupName', title: '部门' },
  { key: 'kind', title: '类型' },
  { key: 'keyword', title: '搜索词' },
  { key: 'useful', title: '评价', sortable: true },
  { key: 'comment', title: '意见' },
  { key: 'handledAt', title: '处理时间', sortable: true },
  { key: 'handledBy', title: '处理人' },
] as const satisfies readonly ReportColumn[];

/** Sources of feedback; knowledge feedback joins when the product collects it. */
export const FEEDBACK_KIND_NAMES = { search: '搜索反馈' } as const;

export const userFeedbackInput = withPeriodChecks(
  reportFilterShape.extend({
    sort: sortOf(FEEDBACK_COLUMNS),
    useful: z.boolean().optional().meta({ title: '评价' }),
    handled: z.boolean().optional().meta({ title: '是否已处理' }),
  }),
);

export const feedbackRow = z.object({
  id: z.number().int(),
  time: instant,
  userId: z.number().int(),
  userName: z.string(),
  groupName: z.string(),
  kind: z.string(),
  keyword: z.string(),
  /** 有用 (true) or 没用 (false). */
  useful: z.boolean(),
  comment: z.string(),
  handledAt: instant.nullable(),
  handledBy: z.string().nullable(),
});

export const reportUserFeedback = endpoint({
  id: 'reports.userFeedback',
  method: 'POST',
  path: '/aikn-admin/report/userFeedback',
  summary: '用户反馈：搜索结果的“有用/没用”评价与意见，可按评价与处理状态筛选',
  access: 'ROLE_REPORT_DISPLAY',
  input: userFeedbackInput,
  output: reportPage(feedbackRow),
});

export const reportFeedbackHandle = endpoint({
  id: 'reports.feedbackHandle',
  method: 'POST',
  path: '/aikn-admin/report/userFeedback/handle',
  summary: '将一条反馈标记为已处理（已处理的再次标记不改变处理人与时间）',
  access: 'ROLE_REPORT_DISPLAY',
  input: z.object({
    id: intInput((n) => n.positive().max(MAX_DB_ID)).meta({ title: '反馈' }),
  }),
  output: feedbackRow,
});
