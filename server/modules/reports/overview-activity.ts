import { type SQL, sql } from 'drizzle-orm';
import { DOMAIN_IDS } from '../../../contract/domains';
import { CONTRIBUTION_ACTIONS } from '../../../contract/reports-overview';
import { bucketOf, buckets, dayPeriod, groupCond, type ReportCtx } from './report-context';

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
export async function overviewActivity(ctx: ReportCtx, f: Filters, prevFrom: string): Promise<OverviewActivity> {
  const both = { from: prevFrom, to: f.to };
  const dom = f.domainId;
  const names = buckets(f, f.granularity);
  const at = new Map(names.map((b, i) => [b, i]));
  const inCur = sql`d.day >= ${f.from}::date`;
  const [sums, people] = await Promise.all([
    ctx.db.execute<{ kind: 'period' | 'bucket' | 'group' | 'domain'; key: string; action: string; dom: number; n: number }>(sql`
      select case when grouping(cur) = 0 then 'period' when grouping(bucket) = 0 then 'bucket'
          when grouping(gid) = 0 then 'group' else 'domain' end as kind,
        coalesce(cur::text, bucket, gid::text, did::text) as key, action, coalesce(max(created_in), 0) as dom,
        sum(count)::int as n
      from (
        select ${inCur} as cur, case when ${inCur} then ${bucketOf('d.day', f.granularity, f.from)} end as bucket,
          case when ${inCur} then d.group_id end as gid, case when ${inCur} and d.domain_id <> 0 then d.domain_id end as did,
          d.action, case when d.action = 'create' then d.domain_id end as created_in, d.count
        from group_daily d
        where ${dayPeriod(both, 'd')} and ${groupCond(ctx, 'd.group_id')} and ${actionIn('d.action', SUMMED)}
          and ${dom === undefined ? sql`true` : sql`d.domain_id = ${dom}`}) x
      -- created items are summed per domain: the action's row of each domain is its own group
      group by grouping sets ((cur, action, created_in), (bucket, action), (gid, action), (did, action))`),
    ctx.db.execute<{ user_id: number; group_id: number; days: number[] | null; before: boolean; domains: number }>(sql`
      select p.user_id, p.group_id,
        array_agg(p.day - ${f.from}::date) filter (where p.day >= ${f.from}::date) as days,
        bool_or(p.day < ${f.from}::date) as before,
        coalesce(bit_or(p.domains) filter (where p.day >= ${f.from}::date), 0) as domains
      from user_daily p
      where ${dayPeriod(both, 'p')} and ${groupCond(ctx, 'p.group_id')}
        and ${dom === undefined ? sql`true` : sql`p.domains & ${1 << dom} <> 0`}
      group by 1, 2`),
  ]);
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
  for (const r of sums.rows) {
    if (r.key === null) continue;
    if (r.kind === 'period') add(r.key === 'true' ? out.current : out.previous, r.action, r.dom, r.n);
    else if (r.kind === 'bucket') {
      const i = at.get(r.key);
      if (i !== undefined) add(out.trend[i], r.action, 0, r.n);
    } else add(keyed(r.kind === 'group' ? out.byGroup : out.byDomain, Number(r.key)), r.action, 0, r.n);
  }
  // Days as offsets from the period's first day, each mapped to its bucket once.
  const dayBucket: number[] = [];
  const first = Date.parse(`${f.from}T00:00:00Z`);
  for (let t = first, i = -1; t <= Date.parse(`${f.to}T00:00:00Z`); t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    if (at.has(day)) i = at.get(day) as number;
    dayBucket.push(i);
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

/** The domains whose created items the totals show, by figure. */
export const CREATED_FIGURES = {
  entries: DOMAIN_IDS.wiki,
  documents: DOMAIN_IDS.library,
  videos: DOMAIN_IDS.video,
} as const;
