import { KEYWORD_COLUMNS, type userKeywordInput } from '@contract/reports/reports-people';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { badRequest } from '../../http/errors';
import { keywordFilter } from '../../search/keyword-filter';
import { buckets, dayBucketsOf, dayPeriod, groupCond, type ReportCtx } from './report-context';
import { settledOr, splitSettled } from './settled';

type Input = z.output<typeof userKeywordInput>;
type Period = { from: string; to: string };

/** One keyword's searches over some days: how many, by whom, the last one, and per day (offset from the period's first). */
interface KeywordFigures {
  count: number;
  users: Set<number>;
  last: number;
  perDay: Map<number, number>;
}

/** Conditions on the keyword rollup's rows (alias kd) in scope: typed keywords only, one person's or a word's when asked. */
export function keywordWhere(ctx: ReportCtx, f: Input): SQL {
  const conds: SQL[] = [groupCond(ctx, 'kd.group_id'), sql`kd.keyword <> ''`];
  if (f.userId !== undefined) conds.push(sql`kd.user_id = ${f.userId}`);
  if (f.keyword) conds.push(keywordFilter([sql`kd.keyword`], f.keyword));
  return sql.join(conds, sql` and `);
}

/** The searches of `span` per keyword, folded from one row per keyword, person and day. */
async function figuresOver(ctx: ReportCtx, f: Input, span: Period): Promise<Map<string, KeywordFigures>> {
  const r = await ctx.db.execute<{ keyword: string; user_id: number; off: number; n: number; last: Date }>(sql`
    select kd.keyword, kd.user_id, kd.day - ${f.from}::date as off, kd.count as n, kd.last_at as last
    from keyword_daily kd where ${dayPeriod(span, 'kd')} and ${keywordWhere(ctx, f)}`);
  const out = new Map<string, KeywordFigures>();
  for (const row of r.rows) {
    let k = out.get(row.keyword);
    if (!k) {
      k = { count: 0, users: new Set(), last: 0, perDay: new Map() };
      out.set(row.keyword, k);
    }
    k.count += row.n;
    if (row.user_id !== 0) k.users.add(row.user_id);
    k.last = Math.max(k.last, new Date(row.last).getTime());
    k.perDay.set(row.off, (k.perDay.get(row.off) ?? 0) + row.n);
  }
  return out;
}

/** A keyword's row of the table: settled and live figures together (neither is changed). */
interface Row {
  keyword: string;
  count: number;
  users: number;
  last: number;
  old?: KeywordFigures;
  now?: KeywordFigures;
}

const SORT_VALUE: Record<string, (r: Row) => number | string> = {
  keyword: (r) => r.keyword,
  count: (r) => r.count,
  users: (r) => r.users,
  lastTime: (r) => r.last,
};

/**
 * The keyword report's page and trend from the keyword rollup: the settled
 * days' figures once per process (see `settledOr`), the last two days'
 * each time, ordered and paged as `keywordTable` orders its export.
 */
export async function keywordPage(ctx: ReportCtx, f: Input) {
  const key = f.sort ?? 'count';
  if (!KEYWORD_COLUMNS.some((c) => c.key === key && c.sortable)) throw badRequest('排序字段不存在');
  const desc = f.desc ?? f.sort === undefined;
  const { settled, live } = splitSettled(f);
  const none = new Map<string, KeywordFigures>();
  const [old, now] = await Promise.all([
    settled
      ? settledOr(
          JSON.stringify(['keywords', ctx.groups, f.from, settled.from, settled.to, f.userId ?? null, f.keyword ?? '']),
          () => figuresOver(ctx, f, settled),
          (m) => [...m.values()].reduce((n, k) => n + k.users.size + k.perDay.size, 0),
        )
      : none,
    live ? figuresOver(ctx, f, live) : none,
  ]);
  const rows: Row[] = [];
  for (const [keyword, o] of old) {
    const n = now.get(keyword);
    let users = o.users.size;
    if (n) for (const u of n.users) if (!o.users.has(u)) users += 1;
    rows.push({
      keyword,
      count: o.count + (n?.count ?? 0),
      users,
      last: Math.max(o.last, n?.last ?? 0),
      old: o,
      now: n,
    });
  }
  for (const [keyword, n] of now) {
    if (!old.has(keyword)) rows.push({ keyword, count: n.count, users: n.users.size, last: n.last, now: n });
  }
  const value = SORT_VALUE[key];
  const byKeyword = (a: Row, b: Row) => (a.keyword < b.keyword ? -1 : a.keyword > b.keyword ? 1 : 0);
  rows.sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const c = x < y ? -1 : x > y ? 1 : 0;
    return (desc ? -c : c) || byKeyword(a, b);
  });
  const list = rows.slice((f.page - 1) * f.size, f.page * f.size).map((r) => ({
    keyword: r.keyword,
    count: r.count,
    users: r.users,
    lastTime: new Date(r.last).toISOString(),
  }));
  return { total: rows.length, list, ...trendOf(f, rows) };
}

/** Searches per bucket, and the ten most searched keywords' counts per bucket. */
function trendOf(f: Input, rows: Row[]) {
  const names = buckets(f, f.granularity);
  const dayBucket = dayBucketsOf(f, names);
  const totals = names.map(() => 0);
  const seriesOf = (r: Row) => {
    const s = names.map(() => 0);
    for (const figures of [r.old, r.now]) {
      for (const [off, n] of figures?.perDay ?? []) {
        const i = dayBucket[off];
        if (i !== undefined) s[i] += n;
      }
    }
    return s;
  };
  const byCount = [...rows].sort((a, b) => b.count - a.count || (a.keyword < b.keyword ? -1 : 1));
  const top = byCount.slice(0, 10).map((r) => ({ keyword: r.keyword, count: r.count, series: seriesOf(r) }));
  for (const r of rows) {
    seriesOf(r).forEach((n, i) => {
      totals[i] += n;
    });
  }
  return { buckets: names, totals, top };
}
