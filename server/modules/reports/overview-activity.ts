import { CONTRIBUTION_ACTIONS } from '@contract/reports/reports-overview';
import { type SQL, sql } from 'drizzle-orm';
import type { LiveBatch } from './live-batch';
import { buckets, dayBucketsOf, dayPeriod, groupCond, type ReportCtx } from './report-context';
import { settledOr, splitSettled } from './settled';

/** `action in (…)` on a column, the actions as bound text. */
export const actionIn = (column: string, actions: readonly string[]): SQL =>
  sql`${sql.raw(column)} in (${sql.join(
    actions.map((a) => sql`${a}`),
    sql`, `,
  )})`;

/** The figures of one key of the overview (a period, a bucket, a group, a domain). */
export interface Activity {
  activeUsers: number;
  views: number;
  searches: number;
  downloads: number;
  contributions: number;
  /** Created items per domain, for the totals. */
  created: Record<number, number>;
}

const empty = (): Activity => ({ activeUsers: 0, views: 0, searches: 0, downloads: 0, contributions: 0, created: {} });

/** The actions the overview sums; the rest of the person-less rollup is left unread. */
const SUMMED = ['view', 'search', 'download', 'create', ...CONTRIBUTION_ACTIONS] as const;
const CONTRIBUTING = new Set<string>(CONTRIBUTION_ACTIONS);

function add(a: Activity, action: string, domainId: number, n: number) {
  if (action === 'view') a.views += n;
  else if (action === 'search') a.searches += n;
  else if (action === 'download') a.downloads += n;
  if (CONTRIBUTING.has(action)) a.contributions += n;
  if (action === 'create') a.created[domainId] = (a.created[domainId] ?? 0) + n;
}

export interface OverviewActivity {
  current: Activity;
  previous: Activity;
  /** In the order of `buckets(f, granularity)`. */
  trend: Activity[];
  byGroup: Map<number, Activity>;
  byDomain: Map<number, Activity>;
}

interface Filters {
  from: string;
  to: string;
  domainId?: number;
  granularity: 'day' | 'week' | 'month';
}

/**
 * Every activity figure of the overview from two small reads (decision 028):
 * the sums from the person-less rollup in one pass with grouping sets, and
 * active people from the per-person-day rollup folded to one row per person
 * and group (the days he was active as offsets, the domains he touched as
 * bits), which the server spreads into periods, buckets, groups and domains.
 * A person counts once per key, however many days or actions he has in it.
 */
type SumRow = {
  per_group: boolean;
  off: number | null;
  domain_id: number | null;
  group_id: number | null;
  action: string;
  n: number;
};
type PersonRow = { user_id: number; group_id: number; days: number[] | null; before: boolean; domains: number };

/**
 * The rollup rows of the overview for the days `span` (part of the period and
 * the one before it), day offsets counted from the period's first day.
 */
function activityRows(ctx: ReportCtx, f: Filters, span: { from: string; to: string }, batch?: LiveBatch) {
  const dom = f.domainId;
  const rows = <T>(q: SQL): Promise<T[]> => (batch ? batch.add<T>(q) : ctx.db.execute(q).then((r) => r.rows as T[]));
  return Promise.all([
    // Two grouping sets over integer keys: per day (as an offset from the period's first day,
    // negative in the period before) and domain, which the server folds into the periods, the
    // buckets, the domains and the created items; and per group in the period.
    rows<SumRow>(sql`
      select grouping(d.group_id) = 0 as per_group, d.day - ${f.from}::date as off, d.domain_id, d.group_id, d.action,
        sum(d.count)::int as n
      from group_daily d
      where ${dayPeriod(span, 'd')} and ${groupCond(ctx, 'd.group_id')} and ${actionIn('d.action', SUMMED)}
        and ${dom === undefined ? sql`true` : sql`d.domain_id = ${dom}`}
      group by grouping sets ((d.day, d.domain_id, d.action), (d.group_id, d.action, d.day >= ${f.from}::date))
      having grouping(d.group_id) = 1 or bool_or(d.day >= ${f.from}::date)`),
    rows<PersonRow>(sql`
      select p.user_id, p.group_id,
        array_agg(p.day - ${f.from}::date) filter (where p.day >= ${f.from}::date) as days,
        bool_or(p.day < ${f.from}::date) as before,
        coalesce(bit_or(p.domains) filter (where p.day >= ${f.from}::date), 0) as domains
      from user_daily p
      where ${dayPeriod(span, 'p')} and ${groupCond(ctx, 'p.group_id')}
        and ${dom === undefined ? sql`true` : sql`p.domains & ${1 << dom} <> 0`}
      group by 1, 2`),
  ]).then(([sums, people]) => ({ sums, people }));
}

/** What makes two overviews' settled rows the same: scope, domain, the period's first day and the days read. */
const settledKey = (ctx: ReportCtx, f: Filters, span: { from: string; to: string }) =>
  JSON.stringify(['activity', ctx.groups, f.domainId ?? null, f.from, span.from, span.to]);

export async function overviewActivity(
  ctx: ReportCtx,
  f: Filters,
  prevFrom: string,
  /** Takes the last days' reads, sent with the page's other small reads. */
  batch?: LiveBatch,
): Promise<OverviewActivity> {
  const dom = f.domainId;
  const names = buckets(f, f.granularity);
  // The settled days' rows are read once per process (they never change); the last two days each time.
  const { settled, live } = splitSettled({ from: prevFrom, to: f.to });
  const none = { sums: [] as SumRow[], people: [] as PersonRow[] };
  const [old, now] = await Promise.all([
    settled
      ? settledOr(
          settledKey(ctx, f, settled),
          () => activityRows(ctx, f, settled),
          (v) => v.sums.length + v.people.length,
        )
      : none,
    live ? activityRows(ctx, f, live, batch) : none,
  ]);
  const sums = { rows: [...old.sums, ...now.sums] };
  const people = { rows: mergePeople(old.people, now.people) };
  const out: OverviewActivity = {
    current: empty(),
    previous: empty(),
    trend: names.map(empty),
    byGroup: new Map(),
    byDomain: new Map(),
  };
  const keyed = (m: Map<number, Activity>, k: number) => {
    const a = m.get(k) ?? empty();
    m.set(k, a);
    return a;
  };
  // Days as offsets from the period's first day, each mapped to its bucket once.
  const dayBucket = dayBucketsOf(f, names);
  for (const r of sums.rows) {
    if (r.per_group) {
      add(keyed(out.byGroup, r.group_id as number), r.action, 0, r.n);
      continue;
    }
    const off = r.off as number;
    const domainId = r.domain_id as number;
    if (off < 0) {
      add(out.previous, r.action, domainId, r.n);
      continue;
    }
    add(out.current, r.action, domainId, r.n);
    const i = dayBucket[off];
    if (i !== undefined) add(out.trend[i], r.action, 0, r.n);
    if (domainId !== 0) add(keyed(out.byDomain, domainId), r.action, 0, r.n);
  }
  const seen = { current: new Set<number>(), previous: new Set<number>() };
  const perBucket = names.map(() => new Set<number>());
  const domainsOf = new Map<number, number>();
  for (const p of people.rows) {
    if (p.before) seen.previous.add(p.user_id);
    if (!p.days?.length) continue;
    seen.current.add(p.user_id);
    keyed(out.byGroup, p.group_id).activeUsers += 1; // (person, group) rows are unique
    for (const d of p.days) perBucket[dayBucket[d]]?.add(p.user_id);
    domainsOf.set(p.user_id, (domainsOf.get(p.user_id) ?? 0) | p.domains);
  }
  out.current.activeUsers = seen.current.size;
  out.previous.activeUsers = seen.previous.size;
  perBucket.forEach((s, i) => {
    out.trend[i].activeUsers = s.size;
  });
  for (const bits of domainsOf.values()) {
    for (let d = 1; d < 16; d++) {
      // With a domain filter, a person's other domains are not the filtered domain's rows.
      if (bits & (1 << d) && (dom === undefined || d === dom)) keyed(out.byDomain, d).activeUsers += 1;
    }
  }
  return out;
}

/** One row per person and group from the settled and the live rows (days joined, flags and domains or-ed). */
function mergePeople(a: PersonRow[], b: PersonRow[]): PersonRow[] {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const by = new Map<string, PersonRow>();
  for (const r of a) by.set(`${r.user_id}:${r.group_id}`, { ...r, days: r.days ? [...r.days] : null });
  for (const r of b) {
    const k = `${r.user_id}:${r.group_id}`;
    const m = by.get(k);
    if (!m) by.set(k, r);
    else {
      m.days = [...(m.days ?? []), ...(r.days ?? [])];
      m.before ||= r.before;
      m.domains |= r.domains;
    }
  }
  return [...by.values()];
}
