import { type SQL, sql } from 'drizzle-orm';
import { DOMAIN_IDS, DOMAIN_NAMES } from '../../../contract/domains';
import type { OutputOf, ParsedInputOf } from '../../../contract/endpoint';
import { CONTRIBUTION_ACTIONS, OVERVIEW_TOTALS, type reportAll } from '../../../contract/reports-overview';
import { readableBy } from '../../knowledge/access';
import { bucketOf, buckets, dayPeriod, eventPeriod, groupCond, previousPeriod, type ReportCtx } from './report-context';

type Input = ParsedInputOf<typeof reportAll>;
type Output = OutputOf<typeof reportAll>;

/** `action in (…)` on a column, the actions as bound text. */
export const actionIn = (column: string, actions: readonly string[]): SQL =>
  sql`${sql.raw(column)} in (${sql.join(
    actions.map((a) => sql`${a}`),
    sql`, `,
  )})`;

/**
 * The activity figures of `event_daily` rows (alias d) matching `where`, per
 * `key`: first per key and person, then per key, so a person counts once per
 * key. Hashing per person this way costs a third of `count(distinct …)`,
 * which sorts every row (a year's rollup holds hundreds of thousands).
 */
export function activityBy(key: SQL, where: SQL, orderLimit: SQL = sql``): SQL {
  return sql`
    select k as key, (count(*) filter (where user_id <> 0))::int as "activeUsers",
      coalesce(sum(views), 0)::int as views, coalesce(sum(searches), 0)::int as searches,
      coalesce(sum(downloads), 0)::int as downloads, coalesce(sum(contributions), 0)::int as contributions
    from (
      select ${key} as k, d.user_id,
        sum(d.count) filter (where d.action = 'view') as views,
        sum(d.count) filter (where d.action = 'search') as searches,
        sum(d.count) filter (where d.action = 'download') as downloads,
        sum(d.count) filter (where ${actionIn('d.action', CONTRIBUTION_ACTIONS)}) as contributions
      from event_daily d where ${where} group by 1, 2) per_user
    group by k ${orderLimit}`;
}

type Activity = { activeUsers: number; views: number; searches: number; downloads: number; contributions: number };

const domainCond = (f: { domainId?: number }, column: string): SQL =>
  f.domainId === undefined ? sql`true` : sql`${sql.raw(column)} = ${f.domainId}`;

/** The overview (总览): every figure from the daily rollups except the top searches, which need the keyword. */
export async function overview(ctx: ReportCtx, f: Input): Promise<Output> {
  const prev = previousPeriod(f);
  const scope = sql`${groupCond(ctx, 'd.group_id')} and ${domainCond(f, 'd.domain_id')}`;
  const [totals, trend, byGroup, byDomain, topEntries, topDocuments, topSearches] = await Promise.all([
    totalsOf(ctx, f, prev, scope),
    ctx.db.execute<Activity & { key: string }>(
      activityBy(bucketOf('d.day', f.granularity, f.from), sql`${dayPeriod(f, 'd')} and ${scope}`),
    ),
    ctx.db.execute<Activity & { key: number }>(
      activityBy(
        sql`d.group_id`,
        sql`${dayPeriod(f, 'd')} and ${scope}`,
        sql`order by views desc, "activeUsers" desc, k limit 200`,
      ),
    ),
    ctx.db.execute<Activity & { key: number }>(
      activityBy(sql`d.domain_id`, sql`${dayPeriod(f, 'd')} and ${scope} and d.domain_id <> 0`, sql`order by k`),
    ),
    topItems(ctx, f, DOMAIN_IDS.wiki),
    topItems(ctx, f, DOMAIN_IDS.library),
    ctx.db.execute<{ keyword: string; count: number }>(sql`
      select e.detail->>'keyword' as keyword, count(*)::int as count from events e
      where e.action = 'search' and ${eventPeriod(f)} and ${groupCond(ctx, 'e.group_id')}
        and coalesce(e.detail->>'keyword', '') <> ''
      group by 1 order by 2 desc, 1 limit 10`),
  ]);
  const byBucket = new Map(trend.rows.map(({ key, ...r }) => [key, r]));
  const names = byGroup.rows.length
    ? await ctx.db.execute<{ id: number; name: string }>(
        sql`select id, name from groups where id = any(${`{${byGroup.rows.map((r) => r.key).join(',')}}`}::int[])`,
      )
    : { rows: [] };
  const groupName = new Map(names.rows.map((g) => [g.id, g.name]));
  const zero: Activity = { activeUsers: 0, views: 0, searches: 0, downloads: 0, contributions: 0 };
  return {
    previousFrom: prev.from,
    previousTo: prev.to,
    totals,
    trend: buckets(f, f.granularity).map((bucket) => ({ ...zero, ...byBucket.get(bucket), bucket })),
    top: { entries: topEntries, documents: topDocuments, searches: topSearches.rows },
    byGroup: byGroup.rows.map(({ key, ...r }) => ({
      ...r,
      id: key,
      name: groupName.get(key) ?? (key === 0 ? '无部门' : '已删除的部门'),
    })),
    byDomain: byDomain.rows.map(({ key, ...r }) => ({ ...r, id: key, name: DOMAIN_NAMES[key] ?? '其他' })),
  };
}

/** The totals of the period and of the one before it, in one pass over the rollup. */
async function totalsOf(ctx: ReportCtx, f: Input, prev: { from: string }, scope: SQL): Promise<Output['totals']> {
  const created = (domain: number) => sql`d.action = 'create' and d.domain_id = ${domain}`;
  // Per person first (see activityBy), then the period's totals: a person counts once per period.
  const figures: Record<Exclude<(typeof OVERVIEW_TOTALS)[number], 'activeUsers'>, SQL> = {
    entries: sql`sum(d.count) filter (where ${created(DOMAIN_IDS.wiki)})`,
    documents: sql`sum(d.count) filter (where ${created(DOMAIN_IDS.library)})`,
    videos: sql`sum(d.count) filter (where ${created(DOMAIN_IDS.video)})`,
    views: sql`sum(d.count) filter (where d.action = 'view')`,
    searches: sql`sum(d.count) filter (where d.action = 'search')`,
    downloads: sql`sum(d.count) filter (where d.action = 'download')`,
    contributions: sql`sum(d.count) filter (where ${actionIn('d.action', CONTRIBUTION_ACTIONS)})`,
  };
  const keys = OVERVIEW_TOTALS.filter((k): k is keyof typeof figures => k !== 'activeUsers');
  const r = await ctx.db.execute<{ cur: boolean } & Record<string, number | null>>(sql`
    select cur, (count(*) filter (where user_id <> 0))::int as "activeUsers", ${sql.join(
      keys.map((k) => sql`coalesce(sum(${sql.identifier(k)}), 0)::int as ${sql.identifier(k)}`),
      sql`, `,
    )}
    from (
      select d.day >= ${f.from}::date as cur, d.user_id, ${sql.join(
        keys.map((k) => sql`${figures[k]} as ${sql.identifier(k)}`),
        sql`, `,
      )}
      from event_daily d where d.day between ${prev.from}::date and ${f.to}::date and ${scope}
      group by 1, 2) per_user
    group by 1`);
  const cur = r.rows.find((x) => x.cur);
  const before = r.rows.find((x) => !x.cur);
  return OVERVIEW_TOTALS.map((key) => {
    const value = Number(cur?.[key] ?? 0);
    const previous = Number(before?.[key] ?? 0);
    return { key, value, previous, change: previous === 0 ? null : (value - previous) / previous };
  });
}

/** The 10 items of a domain read most in the period (by people in scope), the caller's readable ones only. */
async function topItems(ctx: ReportCtx, f: Input, domainId: number) {
  if (f.domainId !== undefined && f.domainId !== domainId) return [];
  const r = await ctx.db.execute<{ id: number; domainId: number; title: string; count: number }>(sql`
    with reads as (
      select s.subject_id, sum(s.count)::int as count from subject_daily s
      where s.domain_id = ${domainId} and s.action = 'view' and ${dayPeriod(f, 's')} and ${groupCond(ctx, 's.group_id')}
      group by s.subject_id)
    select k.id, k.domain_id as "domainId", k.title, reads.count
    from reads join knowledge k on k.id = reads.subject_id
    where ${readableBy(ctx.reader)}
    order by reads.count desc, k.id limit 10`);
  return r.rows;
}
