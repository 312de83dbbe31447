import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { KEYWORD_COLUMNS, type userKeywordInput } from '../../../contract/reports-people';
import { bucketOf, buckets, containing, dayPeriod, groupCond, iso, orderBy, type ReportCtx } from './report-context';
import type { ReportTable } from './report-table';
import { rolledRows } from './rolled-rows';

type Input = z.output<typeof userKeywordInput>;
type Raw = Record<string, unknown>;

const SORTS = { keyword: 'keyword', count: 'count', users: 'users', lastTime: 'last_time' };

/** Conditions on the keyword rollup's rows (alias kd) in scope: typed keywords only, one person's or a word's when asked. */
function keywordWhere(ctx: ReportCtx, f: Input): SQL {
  const conds: SQL[] = [groupCond(ctx, 'kd.group_id'), sql`kd.keyword <> ''`];
  if (f.userId !== undefined) conds.push(sql`kd.user_id = ${f.userId}`);
  if (f.keyword) conds.push(sql`kd.keyword ilike ${containing(f.keyword)}`);
  return sql.join(conds, sql` and `);
}

/**
 * The keywords a person (or everybody in scope) searched, with counts, people and the last time:
 * from the keyword rollup (decision 028), one row per day, person and keyword instead of every search.
 */
export function keywordTable(ctx: ReportCtx, f: Input): ReportTable<Raw, ReturnType<typeof mapRow>> {
  const where = keywordWhere(ctx, f);
  const order = orderBy(SORTS, KEYWORD_COLUMNS, f, { key: 'count', desc: true }, 'keyword');
  return {
    columns: KEYWORD_COLUMNS,
    // Per keyword and person first, then per keyword: two hash aggregations, where a distinct
    // count would sort every row by its (Chinese) keyword.
    rows: (tail) => sql`
      select keyword, sum(n)::int as count, (count(*) filter (where user_id <> 0))::int as users, max(last_at) as last_time,
        (count(*) over ())::int as _total
      from (select kd.keyword, kd.user_id, sum(kd.count) as n, max(kd.last_at) as last_at
        from ${rolledRows('keyword', f)} kd where ${where} group by 1, 2) per_person
      group by 1 ${order} ${tail}`,
    count: sql`select count(*)::int as total from (select kd.keyword from ${rolledRows('keyword', f)} kd where ${where} group by 1) k`,
    totalInRows: true,
    map: mapRow,
  };
}

const mapRow = (r: Raw) => ({
  keyword: String(r.keyword),
  count: Number(r.count),
  users: Number(r.users),
  lastTime: iso(r.last_time as Date),
});

/** Searches per bucket, and the ten most searched keywords' counts per bucket. */
export async function keywordTrend(ctx: ReportCtx, f: Input) {
  // Buckets need each search's day: the daily rollup only.
  const where = sql`${dayPeriod(f, 'kd')} and ${keywordWhere(ctx, f)}`;
  const bucket = bucketOf('kd.day', f.granularity, f.from);
  const r = await ctx.db.execute<{ keyword: string | null; bucket: string; count: number }>(sql`
    with rows as (select kd.keyword, ${bucket} as bucket, sum(kd.count)::int as count from keyword_daily kd where ${where} group by 1, 2),
    top as (select keyword from rows group by 1 order by sum(count) desc, 1 limit 10)
    select case when keyword in (select keyword from top) then keyword end as keyword, bucket, sum(count)::int as count
    from rows group by 1, 2`);
  const names = buckets(f, f.granularity);
  const at = new Map(names.map((b, i) => [b, i]));
  const totals = names.map(() => 0);
  const series = new Map<string, number[]>();
  for (const row of r.rows) {
    const i = at.get(row.bucket);
    if (i === undefined) continue;
    totals[i] += row.count;
    if (row.keyword === null) continue;
    const s = series.get(row.keyword) ?? names.map(() => 0);
    s[i] += row.count;
    series.set(row.keyword, s);
  }
  const top = [...series.entries()]
    .map(([keyword, s]) => ({ keyword, count: s.reduce((a, b) => a + b, 0), series: s }))
    .sort((a, b) => b.count - a.count || (a.keyword < b.keyword ? -1 : 1));
  return { buckets: names, totals, top };
}
