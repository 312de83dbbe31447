import { sql } from 'drizzle-orm';
import { readableBy } from '../../knowledge/access';
import { intArray } from '../../lib/int-array';
import { groupCond, type ReportCtx } from './report-context';
import { rolledRows } from './rolled-rows';
import { settledCounts } from './settled';

type Period = { from: string; to: string };
const TOP = 10;

/** Keys by count, most first, then by key (as SQL orders text in the C collation, by code point). */
const ranked = <K extends string | number>(counts: Map<K, number>) =>
  [...counts.entries()].sort(([ka, a], [kb, b]) => b - a || (ka < kb ? -1 : ka > kb ? 1 : 0));

/** The 10 items of a domain read most in the period (by people in scope), the caller's readable ones only. */
export async function topItems(ctx: ReportCtx, f: Period, domainId: number) {
  const counts = (await settledCounts(ctx, `reads-${domainId}`, f, async (span) => {
    const r = await ctx.db.execute<{ id: number; n: number }>(sql`
      select s.subject_id as id, sum(s.count)::int as n from ${rolledRows('subject', span)} s
      where s.domain_id = ${domainId} and s.action = 'view' and ${groupCond(ctx, 's.group_id')}
      group by 1`);
    return r.rows.map((x) => [x.id, x.n] as [number, number]);
  })) as Map<number, number>;
  const order = ranked(counts);
  const top: { id: number; domainId: number; title: string; count: number }[] = [];
  // The most read first; items the caller may not read are passed over, so ask for more than ten.
  for (let at = 0; at < order.length && top.length < TOP; at += 100) {
    const ids = order.slice(at, at + 100).map(([id]) => id);
    const titles = await ctx.db.execute<{ id: number; title: string }>(sql`
      select k.id, k.title from knowledge k
      where k.id = any(${intArray(ids)}) and k.domain_id = ${domainId} and ${readableBy(ctx.reader)}`);
    const titleOf = new Map(titles.rows.map((t) => [t.id, t.title]));
    for (const id of ids) {
      const title = titleOf.get(id);
      if (title !== undefined && top.length < TOP) top.push({ id, domainId, title, count: counts.get(id) as number });
    }
  }
  return top;
}

/** The 10 keywords searched most in the period by people in scope. */
export async function topSearches(ctx: ReportCtx, f: Period) {
  const counts = (await settledCounts(ctx, 'searches', f, async (span) => {
    const r = await ctx.db.execute<{ keyword: string; n: number }>(sql`
      select kd.keyword, sum(kd.count)::int as n from ${rolledRows('keyword', span)} kd
      where ${groupCond(ctx, 'kd.group_id')} and kd.keyword <> '' group by 1`);
    return r.rows.map((x) => [x.keyword, x.n] as [string, number]);
  })) as Map<string, number>;
  return ranked(counts)
    .slice(0, TOP)
    .map(([keyword, count]) => ({ keyword, count }));
}
