import { MAX_DB_ID } from '@contract/limits';
import * as z from 'zod/mini';

/** Period presets of the filter bar; `range` takes the days in `from` and `to`. */
export const REPORT_PERIODS = ['7d', '30d', '90d', 'year', 'range'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** Left out, or dropped when it does not parse: a hand-edited link still opens. */
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
const whole = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));
// Shared instances: each shape is written once.
const day = optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));
/** A sort key, tab or action name; the server checks it against the page's own. */
const word = optional(z.string().check(z.regex(/^[a-zA-Z_]{1,40}$/)));
const id = optional(whole(1, MAX_DB_ID));
const flag = optional(z.boolean());

/**
 * The search params every `/reportStatistics` page shares (issue 16: every
 * filter, sort, page and tab in the URL). The server checks the values again
 * (period length, live domains, sortable columns, a page's tabs and actions);
 * here they only need to be well-formed so the page can ask.
 */
export const reportSearchSchema = z.object({
  period: z.catch(z._default(z.enum(REPORT_PERIODS), '30d'), '30d'),
  from: day,
  to: day,
  groupId: id,
  domainId: optional(whole(1, 99)),
  keyword: optional(z.string().check(z.trim(), z.maxLength(100))),
  page: z.catch(z._default(whole(1, 100_000), 1), 1),
  sort: word,
  desc: flag,
  /** A page's own tab (searchLog: all / noHits / noClick …). */
  tab: word,
  /** Trend buckets (day / week / month). */
  granularity: optional(z.enum(['day', 'week', 'month'])),
  /** One person (keywords, year report). */
  userId: id,
  /** A user type 1–8 (user table). */
  userType: optional(whole(1, 8)),
  /** An event action (audit trail). */
  action: word,
  /** Feedback: 有用/没用 and handled or not. */
  useful: flag,
  handled: flag,
});
export type ReportSearch = z.output<typeof reportSearchSchema>;
