import { DOMAIN_NAMES, domainByKey, domainsWith } from '@contract/platform/domains';
import type { OutputOf, ParsedInputOf } from '@contract/platform/endpoint';
import {
  CREATED_METRIC_DOMAINS,
  OVERVIEW_TOP_DOMAINS,
  OVERVIEW_TOTALS,
  type OverviewTopField,
  type reportAll,
} from '@contract/reports/reports-overview';
import { sql } from 'drizzle-orm';
import { intArray } from '../../lib/int-array';
import { LiveBatch } from './live-batch';
import { type Activity, overviewActivity } from './overview-activity';
import { topItems, topSearches } from './overview-tops';
import { buckets, previousPeriod, type ReportCtx } from './report-context';

type Input = ParsedInputOf<typeof reportAll>;
type Output = OutputOf<typeof reportAll>;

/** The overview (总览): every figure from the daily rollups (decision 028). */
export async function overview(ctx: ReportCtx, f: Input): Promise<Output> {
  const prev = previousPeriod(f);
  // Each part reads its settled days from the cache and puts its last days' reads in the batch,
  // which goes to the database as one statement once every part has added to it.
  const batch = new LiveBatch();
  const domains = domainsWith('reports')
    .map((d) => d.id)
    .filter((d) => f.domainId === undefined || f.domainId === d);
  const parts = Promise.all([
    overviewActivity(ctx, f, prev.from, batch),
    topItems(ctx, f, domains, batch),
    topSearches(ctx, f, batch),
  ]);
  await batch.run(ctx.db);
  const [activity, tops, searches] = await parts;
  const topOf = (d: number) => tops[domains.indexOf(d)] ?? [];
  const topItemsOf = Object.fromEntries(
    Object.entries(OVERVIEW_TOP_DOMAINS).map(([field, key]) => [field, topOf(domainByKey(key).id)]),
  ) as Record<OverviewTopField, Output['top']['entries']>;
  const figures = ({ created: _, ...a }: Activity) => a;
  const groups = [...activity.byGroup.entries()]
    .sort(([ka, a], [kb, b]) => b.views - a.views || b.activeUsers - a.activeUsers || ka - kb)
    .slice(0, GROUP_ROWS);
  const names = groups.length
    ? await ctx.db.execute<{ id: number; name: string }>(
        sql`select id, name from groups where id = any(${intArray(groups.map(([k]) => k))})`,
      )
    : { rows: [] };
  const groupName = new Map(names.rows.map((g) => [g.id, g.name]));
  return {
    previousFrom: prev.from,
    previousTo: prev.to,
    totals: totalsOf(activity.current, activity.previous),
    trend: buckets(f, f.granularity).map((bucket, i) => ({ ...figures(activity.trend[i]), bucket })),
    top: { ...topItemsOf, searches },
    byGroup: groups.map(([id, a]) => ({
      ...figures(a),
      id,
      name: groupName.get(id) ?? (id === 0 ? '无部门' : '已删除的部门'),
    })),
    byDomain: [...activity.byDomain.entries()]
      .sort(([a], [b]) => a - b)
      .map(([id, a]) => ({ ...figures(a), id, name: DOMAIN_NAMES[id] ?? '其他' })),
  };
}

/** The distribution by group shows the busiest groups first, at most this many. */
const GROUP_ROWS = 200;

/** The totals of the period against the one before it. */
function totalsOf(cur: Activity, before: Activity): Output['totals'] {
  const value = (a: Activity, key: (typeof OVERVIEW_TOTALS)[number]): number =>
    key in CREATED_METRIC_DOMAINS
      ? (a.created[CREATED_METRIC_DOMAINS[key as keyof typeof CREATED_METRIC_DOMAINS]] ?? 0)
      : (a[key as keyof Activity] as number);
  return OVERVIEW_TOTALS.map((key) => {
    const v = value(cur, key);
    const previous = value(before, key);
    return { key, value: v, previous, change: previous === 0 ? null : (v - previous) / previous };
  });
}
