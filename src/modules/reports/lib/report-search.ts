import { MAX_DB_ID } from '@contract/platform/limits';
import * as z from 'zod/mini';

// The `/reportStatistics/*` routes' search params (issue 16: every filter, sort, page and tab in the URL).
// The routes' `validateSearch` names them, so they travel with the route tree on the first screen:
// zod/mini only, and nothing here that only screens use (issue 12). The server checks the values
// again (period length, live domains, sortable columns, a page's tabs and actions); here they only
// need to be well-formed so the page can ask. A value that does not parse is left out: a
// hand-edited link still opens.

/** Period presets of the filter bar; `range` takes the days in `from` and `to`. */
export const REPORT_PERIODS = ['7d', '30d', '90d', 'year', 'range'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** Left out, or dropped when it does not parse. */
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
const whole = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));
// Shared instances: each shape is written once.
const day = optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));
/** A sort key, tab or action name; the server checks it against the page's own. */
const word = optional(z.string().check(z.regex(/^[a-zA-Z_]{1,40}$/)));
const id = optional(whole(1, MAX_DB_ID));
const flag = optional(z.boolean());
const granularity = optional(z.enum(['day', 'week', 'month']));

/** The filters every report page keeps when the menu moves to another (the layout's params). */
const shared = {
  period: z.catch(z._default(z.enum(REPORT_PERIODS), '30d'), '30d'),
  from: day,
  to: day,
  groupId: id,
  domainId: optional(whole(1, 99)),
};

/** A page's keyword, table sort and page. */
const table = {
  keyword: optional(z.string().check(z.trim(), z.maxLength(100))),
  page: z.catch(z._default(whole(1, 100_000), 1), 1),
  sort: word,
  desc: flag,
};

/** The `/reportStatistics` layout: the period, group and domain every page shares. */
export const reportLayoutSearchSchema = z.object(shared);

/** A page whose `tab` is its view: the knowledge pages (items, labels, groups, unread), the search log (all / noHits / noClick), tasks (per person or group). */
const tabbed = z.object({ ...table, tab: word });
/** A page with a person (`userId`) and trend buckets. */
const person = z.object({ ...table, granularity, userId: id });

/** Each page's own params, beside the layout's (the router merges both into the page's search). */
export const REPORT_PAGE_SEARCH = {
  /** Trend buckets. */
  all: z.object({ ...table, granularity }),
  /** A user type 1–8. */
  user: z.object({ ...table, userType: optional(whole(1, 8)) }),
  knowledge: tabbed,
  searchLog: tabbed,
  exam: z.object(table),
  /** An event action (audit trail). */
  operate: z.object({ ...table, action: word }),
  /** One person, and the trend's buckets. */
  keyword: person,
  /** 有用/没用 and handled or not. */
  feedback: z.object({ ...table, useful: flag, handled: flag }),
  task: tabbed,
  /** The person whose year it shows (its buckets are months, whatever the param). */
  summary: person,
};

/** Every param a report page may read: what the shared filter bar and the pages' parts are given (a type only, so nothing more travels with the routes). */
type AllParams = typeof shared &
  typeof table & {
    tab: typeof word;
    granularity: typeof granularity;
    userId: typeof id;
    userType: typeof id;
    action: typeof word;
    useful: typeof flag;
    handled: typeof flag;
  };
export type ReportSearch = z.output<z.ZodMiniObject<AllParams>>;
