import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { KEYWORD_COLUMNS, type userKeywordInput } from '../../../contract/reports-people';
import { bucketOf, buckets, containing, eventPeriod, groupCond, iso, orderBy, type ReportCtx } from './report-context';
import type { ReportTable } from './report-table';

type Input = z.output<typeof userKeywordInput>;
type Raw = Record<string, unknown>;

const SORTS = { keyword: 'keyword', count: 'count', users: 'users', lastTime: 'last_time' };

function keywordWhere(ctx: ReportCtx, f: Input): SQL {
  const conds: SQL[] = [
    sql`e.action = 'search'`,
    eventPeriod(f),
    groupCond(ctx, 'e.group_id'),
    sql`coalesce(e.detail->>'keyword', '') <> ''`,
  ];
  if (f.userId !== undefined) conds.push(sql`e.user_id = ${f.userId}`);
  if (f.keyword) conds.push(sql`e.detail->>'keyword' ilike ${containing(f.keyword)}`);
  return sql.join(conds, sql` and `);
}

/** The keywords a person (or everybody in scope) searched, with counts, people and the last time. */
export function keywordTable(ctx: ReportCtx, f: Input): ReportTable<Raw, ReturnType<typeof mapRow>> {
  const where = keywordWhere(ctx, f);
  const order = orderBy(SORTS, KEYWORD_COLUMNS, f, { key: 'count', desc: true }, 'keyword');
  return {
    columns: KEYWORD_COLUMNS,
    rows: (tail) => sql`
      select e.detail->>'keyword' as keyword, count(*)::int as count, count(distinct e.user_id)::int as users,
        max(e.occurred_at) as last_time
      from events e where ${where} group by 1 ${order} ${tail}`,
    count: sql`select count(distinct e.detail->>'keyword')::int as total from events e where ${where}`,
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
  const where = keywordWhere(ctx, f);
  const bucket = bucketOf("(e.occurred_at at time zone 'Asia/Shanghai')::date", f.granularity, f.from);
  const r = await ctx.db.execute<{ keyword: string | null; bucket: string; count: number }>(sql`
    with top as (
      select e.detail->>'keyword' as keyword from events e where ${where}
      group by 1 order by count(*) desc, 1 limit 10)
    select case when e.detail->>'keyword' in (select keyword from top) then e.detail->>'keyword' end as keyword,
      ${bucket} as bucket, count(*)::int as count
    from events e where ${where} group by 1, 2`);
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
