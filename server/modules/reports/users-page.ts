import { CONTRIBUTION_ACTIONS } from '@contract/reports/reports-overview';
import { USER_COLUMNS, type userReportInput } from '@contract/reports/reports-people';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { badRequest } from '../../http/errors';
import { intArray } from '../../lib/int-array';
import { actionIn } from './overview-activity';
import { dayPeriod, groupCond, type ReportCtx } from './report-context';
import { settledOr, splitSettled } from './settled';
import { userFilter } from './users.service';

type Input = z.output<typeof userReportInput>;
type Figures = { views: number; searches: number; downloads: number; contributions: number; last: string | null };
type Period = { from: string; to: string };

/** Each person's figures over `span`, while in a group in scope, from the per-person rollup. */
async function figuresOver(ctx: ReportCtx, f: Input, span: Period): Promise<[number, Figures][]> {
  const r = await ctx.db.execute<Figures & { user_id: number }>(sql`
    select d.user_id,
      coalesce(sum(d.count) filter (where d.action = 'view'), 0)::int as views,
      coalesce(sum(d.count) filter (where d.action = 'search'), 0)::int as searches,
      coalesce(sum(d.count) filter (where d.action = 'download'), 0)::int as downloads,
      coalesce(sum(d.count) filter (where ${actionIn('d.action', CONTRIBUTION_ACTIONS)}), 0)::int as contributions,
      max(d.day)::text as last
    from event_daily d
    where ${dayPeriod(span, 'd')} and ${groupCond(ctx, 'd.group_id')} and d.user_id <> 0
      and ${f.domainId === undefined ? sql`true` : sql`d.domain_id = ${f.domainId}`}
    group by d.user_id`);
  return r.rows.map(({ user_id, ...x }) => [user_id, x]);
}

const SORTED: Record<string, (x: Figures) => number | string | null> = {
  views: (x) => x.views,
  searches: (x) => x.searches,
  downloads: (x) => x.downloads,
  contributions: (x) => x.contributions,
  lastActive: (x) => x.last,
};

/**
 * The user table's page: the settled days' figures once per process (see
 * `settledOr`) and the last two days' each time, then the people in scope
 * ordered as `userTable` orders its export (nulls last when descending,
 * first when ascending, then by id) and only the page's rows named.
 */
export async function userPage(ctx: ReportCtx, f: Input) {
  const key = f.sort ?? 'views';
  if (!USER_COLUMNS.some((c) => c.key === key && 'sortable' in c && c.sortable)) throw badRequest('排序字段不存在');
  const desc = f.desc ?? f.sort === undefined;
  const { settled, live } = splitSettled(f);
  const [old, now, people] = await Promise.all([
    settled
      ? settledOr(
          JSON.stringify(['users', ctx.groups, f.domainId ?? null, settled.from, settled.to]),
          () => figuresOver(ctx, f, settled),
          (v) => v.length,
        )
      : [],
    live ? figuresOver(ctx, f, live) : [],
    ctx.db.execute<{ id: number; nickname: string }>(sql`select u.id, u.nickname from users u where ${userFilter(ctx, f)}`),
  ]);
  const figures = new Map<number, Figures>(old.map(([id, x]) => [id, { ...x }]));
  for (const [id, x] of now) {
    const o = figures.get(id);
    if (!o) figures.set(id, x);
    else {
      o.views += x.views;
      o.searches += x.searches;
      o.downloads += x.downloads;
      o.contributions += x.contributions;
      if (x.last !== null && (o.last === null || x.last > o.last)) o.last = x.last;
    }
  }
  const zero: Figures = { views: 0, searches: 0, downloads: 0, contributions: 0, last: null };
  const sortValue =
    key === 'name'
      ? (p: { id: number; nickname: string }) => p.nickname
      : (p: { id: number }) => SORTED[key](figures.get(p.id) ?? zero);
  const rows = people.rows.map((p) => ({ p, v: sortValue(p) }));
  rows.sort((a, b) => {
    if (a.v === null || b.v === null) {
      if (a.v === b.v) return a.p.id - b.p.id;
      // SQL's `desc nulls last` / `asc nulls first`.
      return (a.v === null ? 1 : -1) * (desc ? 1 : -1);
    }
    const c = a.v < b.v ? -1 : a.v > b.v ? 1 : 0;
    return (desc ? -c : c) || a.p.id - b.p.id;
  });
  const ids = rows.slice((f.page - 1) * f.size, f.page * f.size).map((r) => r.p.id);
  const named = ids.length
    ? await ctx.db.execute<{
        id: number;
        nickname: string;
        username: string;
        group_id: number | null;
        group_name: string | null;
      }>(sql`
        select u.id, u.nickname, u.username, u.group_id, g.name as group_name
        from users u left join groups g on g.id = u.group_id where u.id = any(${intArray(ids)})`)
    : { rows: [] };
  const byId = new Map(named.rows.map((u) => [u.id, u]));
  return {
    total: rows.length,
    list: ids.map((id) => {
      const u = byId.get(id);
      const x = figures.get(id) ?? zero;
      return {
        userId: id,
        name: u?.nickname ?? '',
        username: u?.username ?? '',
        groupId: u?.group_id ?? null,
        groupName: u?.group_name ?? '',
        views: x.views,
        searches: x.searches,
        downloads: x.downloads,
        contributions: x.contributions,
        lastActive: x.last,
      };
    }),
  };
}
