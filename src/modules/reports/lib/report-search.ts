import { MAX_DB_ID } from '@contract/limits';
import * as z from 'zod/mini';

/** Period presets of the filter bar; `range` takes the days in `from` and `to`. */
export const REPORT_PERIODS = ['7d', '30d', '90d', 'year', 'range'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const id = z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_DB_ID));
/** Left out, or dropped when it does not parse: a hand-edited link still opens. */
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
const withDefault = <T extends z.ZodMiniType<string | number | boolean>>(schema: T, value: z.output<T>) =>
  z.catch(z._default(schema, value as never), value as never);

/**
 * The search params every `/reportStatistics` page shares (issue 16: every
 * filter, sort, page and tab in the URL). The server checks the values again
 * (period length, live domains, sortable columns); here they only need to be
 * well-formed so the page can ask.
 */
export const reportSearchSchema = z.object({
  period: withDefault(z.enum(REPORT_PERIODS), '30d'),
  from: optional(z.string().check(z.regex(DAY))),
  to: optional(z.string().check(z.regex(DAY))),
  groupId: optional(id),
  domainId: optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(99))),
  keyword: optional(z.string().check(z.trim(), z.maxLength(100))),
  page: withDefault(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  sort: optional(z.string().check(z.regex(/^[a-zA-Z]{1,40}$/))),
  desc: optional(z.boolean()),
  /** A page's own tab (e.g. searchLog: all / no hits / no click); each page keeps only its own names. */
  tab: optional(z.string().check(z.regex(/^[a-zA-Z]{1,20}$/))),
  /** Trend buckets (day / week / month). */
  granularity: optional(z.enum(['day', 'week', 'month'])),
  /** One person (keywords, year report). */
  userId: optional(id),
  /** An event action (audit trail); the server checks it against its vocabulary. */
  action: optional(z.string().check(z.regex(/^[a-z_]{1,30}$/))),
  /** Feedback: 有用/没用 and handled or not. */
  useful: optional(z.boolean()),
  handled: optional(z.boolean()),
});
export type ReportSearch = z.output<typeof reportSearchSchema>;

export const REPORT_SEARCH_DEFAULTS = { period: '30d', page: 1 } as const;
