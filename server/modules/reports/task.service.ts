import { TASK_GROUP_COLUMNS, TASK_USER_COLUMNS, type userTaskInput } from '@contract/reports/reports-people';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { keywordFilter } from '../../search/keyword-filter';
import { dayPeriod, groupCond, inScopeUsers, orderBy, type ReportCtx, timePeriod } from './report-context';
import type { ReportTable } from './report-table';

type Input = z.output<typeof userTaskInput>;
type Raw = Record<string, unknown>;

const COUNT_SORTS = { given: 'given', done: 'done', approved: 'approved', rejected: 'rejected' };

/**
 * Tasks per person or group: tasks assigned (`tasks` rows created in the
 * period) and done (their `done_at` in the period), and approval decisions
 * (approve / reject events in scope). People in scope by their present group;
 * only people with at least one of them appear.
 */
export function taskTable(ctx: ReportCtx, f: Input): ReportTable<Raw, Raw> {
  const per = sql`
    with t as (
      select t.user_id,
        count(*) filter (where ${timePeriod(f, 't.created_at')})::int as given,
        count(*) filter (where ${timePeriod(f, 't.done_at')})::int as done
      from tasks t where ${timePeriod(f, 't.created_at')} or ${timePeriod(f, 't.done_at')} group by t.user_id),
    ev as (
      select d.user_id,
        coalesce(sum(d.count) filter (where d.action = 'approve'), 0)::int as approved,
        coalesce(sum(d.count) filter (where d.action = 'reject'), 0)::int as rejected
      from event_daily d where ${dayPeriod(f, 'd')} and ${groupCond(ctx, 'd.group_id')} and d.action in ('approve', 'reject')
      group by d.user_id),
    per as (
      select u.id, u.nickname, u.group_id, coalesce(t.given, 0) as given, coalesce(t.done, 0) as done,
        coalesce(ev.approved, 0) as approved, coalesce(ev.rejected, 0) as rejected
      from users u left join t on t.user_id = u.id left join ev on ev.user_id = u.id
      where ${inScopeUsers(ctx)} and (t.user_id is not null or ev.user_id is not null))`;
  const named = (column: SQL): SQL => (f.keyword ? keywordFilter([column], f.keyword) : sql`true`);
  if (f.view === 'users') {
    const where = named(sql`p.nickname`);
    const order = orderBy({ name: 'p.nickname', ...COUNT_SORTS }, TASK_USER_COLUMNS, f, { key: 'done', desc: true }, 'p.id');
    return {
      columns: TASK_USER_COLUMNS,
      rows: (tail) => sql`${per}
        select p.*, g.name as group_name from per p left join groups g on g.id = p.group_id where ${where} ${order} ${tail}`,
      count: sql`${per} select count(*)::int as total from per p where ${where}`,
      map: (r) => ({
        userId: r.id,
        name: r.nickname,
        groupName: r.group_name ?? '',
        given: r.given,
        done: r.done,
        approved: r.approved,
        rejected: r.rejected,
      }),
    };
  }
  const name = sql`coalesce(g.name, '无部门')`;
  const where = named(name);
  const order = orderBy({ name: 'name', ...COUNT_SORTS }, TASK_GROUP_COLUMNS, f, { key: 'done', desc: true }, 'id');
  const grouped = sql`${per}
    select coalesce(p.group_id, 0) as id, ${name} as name, sum(p.given)::int as given, sum(p.done)::int as done,
      sum(p.approved)::int as approved, sum(p.rejected)::int as rejected
    from per p left join groups g on g.id = p.group_id where ${where} group by 1, 2`;
  return {
    columns: TASK_GROUP_COLUMNS,
    rows: (tail) => sql`${grouped} ${order} ${tail}`,
    count: sql`select count(*)::int as total from (${grouped}) x`,
    map: (r) => ({
      groupId: r.id,
      name: r.name,
      given: r.given,
      done: r.done,
      approved: r.approved,
      rejected: r.rejected,
    }),
  };
}
