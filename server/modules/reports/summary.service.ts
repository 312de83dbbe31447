import type { OutputOf, ParsedInputOf } from '@contract/platform/endpoint';
import { CONTRIBUTION_ACTIONS } from '@contract/reports/reports-overview';
import type { reportUserSummary } from '@contract/reports/reports-people';
import { sql } from 'drizzle-orm';
import { personActivity } from '../../events/person-activity';
import { forbidden, notFound } from '../../http/errors';
import { intArray } from '../../lib/int-array';
import { actionIn } from './overview-activity';
import { dayPeriod, eventPeriod, groupCond, inScopeUsers, type ReportCtx } from './report-context';
import { rolledRows } from './rolled-rows';
import { settledCounts } from './settled';

type Input = ParsedInputOf<typeof reportUserSummary>;
type Output = OutputOf<typeof reportUserSummary>;

/** Every month of the period, `YYYY-MM`. */
function months(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.slice(0, 7).split('-').map(Number);
  const last = to.slice(0, 7);
  for (;;) {
    const name = `${y}-${String(m).padStart(2, '0')}`;
    out.push(name);
    if (name >= last) return out;
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}

/**
 * One person's period (年度报告): from the rollups (his keywords from the
 * keyword rollup), and from his own events for the themes (labels of what he read). Only a person of
 * a group in the viewer's scope, and only what he did while in scope.
 */
export async function userSummary(ctx: ReportCtx, f: Input): Promise<Output> {
  const who = await ctx.db.execute<{
    id: number;
    nickname: string;
    username: string;
    group_name: string | null;
    in_scope: boolean;
  }>(sql`
    select u.id, u.nickname, u.username, g.name as group_name, ${inScopeUsers(ctx)} as in_scope
    from users u left join groups g on g.id = u.group_id where u.id = ${f.userId}`);
  const user = who.rows[0];
  if (!user) throw notFound('用户不存在');
  if (!user.in_scope) throw forbidden('无权查看该用户的数据');
  const mine = sql`d.user_id = ${f.userId} and ${dayPeriod(f, 'd')} and ${groupCond(ctx, 'd.group_id')}`;
  const contribution = actionIn('d.action', CONTRIBUTION_ACTIONS);
  const [totals, perMonth, labels, keywords, activity] = await Promise.all([
    ctx.db.execute<Record<string, number | string | null>>(sql`
      select coalesce(sum(d.count) filter (where d.action = 'view'), 0)::int as reads,
        coalesce(sum(d.count) filter (where ${contribution}), 0)::int as contributions,
        coalesce(sum(d.count) filter (where d.action = 'search'), 0)::int as searches,
        coalesce(sum(d.count) filter (where d.action = 'download'), 0)::int as downloads,
        coalesce(sum(d.count) filter (where d.action = 'like'), 0)::int as likes,
        coalesce(sum(d.count) filter (where d.action = 'comment'), 0)::int as comments
      from event_daily d where ${mine}`),
    ctx.db.execute<{ month: string; contributions: number; searches: number }>(sql`
      select to_char(d.day, 'YYYY-MM') as month,
        coalesce(sum(d.count) filter (where ${contribution}), 0)::int as contributions,
        coalesce(sum(d.count) filter (where d.action = 'search'), 0)::int as searches
      from event_daily d where ${mine} group by 1`),
    topLabels(ctx, f),
    ctx.db.execute<{ keyword: string; count: number }>(sql`
      select kd.keyword, sum(kd.count)::int as count from ${rolledRows('keyword', f)} kd
      where kd.user_id = ${f.userId} and ${groupCond(ctx, 'kd.group_id')} and kd.keyword <> ''
      group by 1 order by 2 desc, 1 limit 10`),
    // Active days and reads per month: the one definition the personal centre shows too.
    personActivity(ctx.db, f.userId, f, groupCond(ctx, 'd.group_id')),
  ]);
  const t = totals.rows[0] ?? {};
  const byMonth = new Map(perMonth.rows.map((r) => [r.month, r]));
  return {
    user: { id: user.id, name: user.nickname, username: user.username, groupName: user.group_name ?? '' },
    reads: Number(t.reads ?? 0),
    contributions: Number(t.contributions ?? 0),
    searches: Number(t.searches ?? 0),
    downloads: Number(t.downloads ?? 0),
    likes: Number(t.likes ?? 0),
    comments: Number(t.comments ?? 0),
    activeDays: activity.activeDays,
    firstActive: activity.firstActive,
    lastActive: activity.lastActive,
    topLabels: labels,
    topKeywords: keywords.rows,
    months: months(f.from, f.to).map((month) => ({
      month,
      reads: activity.readsByMonth.get(month) ?? 0,
      contributions: byMonth.get(month)?.contributions ?? 0,
      searches: byMonth.get(month)?.searches ?? 0,
    })),
  };
}

/**
 * The labels of what the person read most (his themes): from his own view
 * events, the settled days' counts once per process (see `settledCounts`).
 * They count each item by its labels of the moment: an item labelled anew
 * shows in the settled days' themes when the cache's entry expires (ten minutes).
 */
async function topLabels(ctx: ReportCtx, f: Input) {
  const counts = (await settledCounts(
    ctx,
    `labels-${f.userId}`,
    f,
    (span) => sql`
      select kl.label_id as k, count(*)::int as n
      from events e join knowledge_labels kl on kl.knowledge_id = e.subject_id
      where e.user_id = ${f.userId} and e.action = 'view' and ${eventPeriod(span)} and ${groupCond(ctx, 'e.group_id')}
      group by 1`,
  )) as Map<number, number>;
  const top = [...counts.entries()].sort(([a, x], [b, y]) => y - x || a - b).slice(0, 10);
  if (top.length === 0) return [];
  const names = await ctx.db.execute<{ id: number; name: string }>(
    sql`select id, name from labels where id = any(${intArray(top.map(([id]) => id))})`,
  );
  const nameOf = new Map(names.rows.map((l) => [l.id, l.name]));
  return top.flatMap(([id, count]) => (nameOf.has(id) ? [{ id, name: nameOf.get(id) as string, count }] : []));
}
