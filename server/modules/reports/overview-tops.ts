import { sql } from 'drizzle-orm';
import { readableBy } from '../../knowledge/access';
import { intArray } from '../../lib/int-array';
import type { LiveBatch } from './live-batch';
import { groupCond, type ReportCtx } from './report-context';
import { rolledRows } from './rolled-rows';
import { settledCounts } from './settled';

type Period = { from: string; to: string };
const TOP = 10;

/** Keys by count, most first, then by key (as SQL orders text in the C collation, by code point). */
const ranked = <K extends string | number>(counts: Map<K, number>) =>
  [...counts.entries()].sort(([ka, a], [kb, b]) => b - a || (ka < kb ? -1 : ka > kb ? 1 : 0));

/**
 * The 10 items of each domain read most in the period (by people in scope), the caller's
 * readable ones only; their last days' counts go in `batch`.
 */
export async function topItems(ctx: ReportCtx, f: Period, domainIds: number[], batch: LiveBatch) {
  const counts = await Promise.all(
    domainIds.map(
      async (domainId) =>
        (await settledCounts(
          ctx,
          `reads-${domainId}`,
          f,
          (span) => sql`
            select s.subject_id as k, sum(s.count)::int as n from ${rolledRows('subject', span)} s
            where s.domain_id = ${domainId} and s.action = 'view' and ${groupCond(ctx, 's.group_id')}
            group by 1`,
          batch,
        )) as Map<number, number>,
    ),
  );
  const orders = counts.map(ranked);
  const tops = domainIds.map(() => [] as { id: number; domainId: number; title: string; count: number }[]);
  // The most read first; items the caller may not read are passed over, so ask for more than ten
  // (both domains' candidates in one read).
  for (let at = 0; ; at += 100) {
    const wanted = domainIds.flatMap((_, d) => (tops[d].length < TOP ? orders[d].slice(at, at + 100).map(([id]) => id) : []));
    if (wanted.length === 0) break;
    const titles = await ctx.db.execute<{ id: number; domain_id: number; title: string }>(sql`
      select k.id, k.domain_id, k.title from knowledge k
      where k.id = any(${intArray(wanted)}) and k.domain_id = any(${intArray(domainIds)}) and ${readableBy(ctx.reader)}`);
    const titleOf = new Map(titles.rows.map((t) => [`${t.domain_id}:${t.id}`, t.title]));
    domainIds.forEach((domainId, d) => {
      for (const [id, count] of orders[d].slice(at, at + 100)) {
        const title = titleOf.get(`${domainId}:${id}`);
        if (title !== undefined && tops[d].length < TOP) tops[d].push({ id, domainId, title, count });
      }
    });
  }
  return tops;
}

/** The 10 keywords searched most in the period by people in scope; the last days' counts go in `batch`. */
export async function topSearches(ctx: ReportCtx, f: Period, batch: LiveBatch) {
  const counts = (await settledCounts(
    ctx,
    'searches',
    f,
    (span) => sql`
      select kd.keyword as k, sum(kd.count)::int as n from ${rolledRows('keyword', span)} kd
      where ${groupCond(ctx, 'kd.group_id')} and kd.keyword <> '' group by 1`,
    batch,
  )) as Map<string, number>;
  return ranked(counts)
    .slice(0, TOP)
    .map(([keyword, count]) => ({ keyword, count }));
}
