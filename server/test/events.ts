import { sql } from 'drizzle-orm';
import { intArray } from '../lib/int-array';
import { connectionFrom } from './client';
import type { TestRuntime } from './harness';

/** An event as the tests compare it. */
export type EventRow = {
  action: string;
  user_id: number | null;
  domain_id: number | null;
  subject_id: number | null;
  object_id: number | null;
  ip: string | null;
  detail: Record<string, unknown> | null;
};

/** The newest event id: what a test's act is compared against. */
export async function eventMark(rt: TestRuntime): Promise<number> {
  const r = await rt.deps.db.execute<{ id: string | null }>(sql`select max(id)::text as id from events`);
  return Number(r.rows[0].id ?? 0);
}

/** The events recorded after a mark, oldest first. */
export async function eventsSince(rt: TestRuntime, mark: number): Promise<EventRow[]> {
  const r = await rt.deps.db.execute<EventRow>(sql`
    select action, user_id, domain_id, subject_id, object_id, ip, detail from events where id > ${mark} order by id`);
  return r.rows;
}

/**
 * Where the rollups' counts disagree with the log, for some users' events
 * today (per person, per item, per person-day, per keyword; the person-less
 * rollup mixes everyone's, see `logRollupMismatches`): each side's rows the
 * other lacks (empty when they match).
 */
export async function rollupMismatches(rt: TestRuntime, userIds: number[]): Promise<unknown[]> {
  const users = intArray(userIds);
  const today = sql`(now() at time zone 'Asia/Shanghai')::date`;
  const byUser = await rt.deps.db.execute(sql`
    with logged as (
      select user_id, coalesce(group_id, 0) as group_id, coalesce(domain_id, 0) as domain_id, action, count(*)::int as count
      from events where user_id = any(${users}) and (occurred_at at time zone 'Asia/Shanghai')::date = ${today}
      group by 1, 2, 3, 4),
    rolled as (
      select user_id, group_id, domain_id, action, count from event_daily
      where user_id = any(${users}) and day = ${today} and count > 0)
    (select 'log' as side, * from logged except select 'log', * from rolled)
    union all (select 'rollup', * from rolled except select 'rollup', * from logged)`);
  const bySubject = await rt.deps.db.execute(sql`
    with mine as (
      select distinct domain_id, subject_id from events
      where user_id = any(${users}) and subject_id is not null and (occurred_at at time zone 'Asia/Shanghai')::date = ${today}),
    logged as (
      select e.domain_id, e.subject_id, coalesce(e.group_id, 0) as group_id, e.action, count(*)::int as count
      from events e join mine using (domain_id, subject_id)
      where (e.occurred_at at time zone 'Asia/Shanghai')::date = ${today}
      group by 1, 2, 3, 4),
    rolled as (
      select s.domain_id, s.subject_id, s.group_id, s.action, s.count from subject_daily s join mine using (domain_id, subject_id)
      where s.day = ${today} and s.count > 0)
    (select 'log' as side, * from logged except select 'log', * from rolled)
    union all (select 'rollup', * from rolled except select 'rollup', * from logged)`);
  const byDay = await rt.deps.db.execute(sql`
    with logged as (
      select user_id, coalesce(group_id, 0) as group_id, bit_or(1 << coalesce(domain_id, 0)) as domains
      from events where user_id = any(${users}) and (occurred_at at time zone 'Asia/Shanghai')::date = ${today}
      group by 1, 2),
    rolled as (select user_id, group_id, domains from user_daily where user_id = any(${users}) and day = ${today})
    (select 'log' as side, * from logged except select 'log', * from rolled)
    union all (select 'rollup', * from rolled except select 'rollup', * from logged)`);
  const byKeyword = await rt.deps.db.execute(sql`
    with logged as (
      select user_id, coalesce(group_id, 0) as group_id, coalesce(detail->>'keyword', '') as keyword, count(*)::int as count,
        (count(*) filter (where coalesce((detail->>'hits')::int, 0) = 0))::int as no_hits, max(occurred_at) as last_at
      from events where action = 'search' and user_id = any(${users})
        and (occurred_at at time zone 'Asia/Shanghai')::date = ${today}
      group by 1, 2, 3),
    rolled as (
      select user_id, group_id, keyword, count, no_hits, last_at from keyword_daily where user_id = any(${users}) and day = ${today})
    (select 'log' as side, * from logged except select 'log', * from rolled)
    union all (select 'rollup', * from rolled except select 'rollup', * from logged)`);
  return [...byUser.rows, ...bySubject.rows, ...byDay.rows, ...byKeyword.rows];
}

/** Each rollup as a group-by over the events would have it (the `t` CTE), for a comparison with the table. */
const ROLLUP_TRUTHS: { table: string; columns: string; truth: string }[] = [
  {
    table: 'event_daily',
    columns: 'day, user_id, group_id, domain_id, action, count, amount',
    truth: `select day, uid, gid, dom, action, count(*)::int, sum(seconds) from t group by 1, 2, 3, 4, 5`,
  },
  {
    table: 'group_daily',
    columns: 'day, group_id, domain_id, action, count, amount',
    truth: `select day, gid, dom, action, count(*)::int, sum(seconds) from t group by 1, 2, 3, 4`,
  },
  {
    table: 'user_daily',
    columns: 'day, user_id, group_id, domains',
    truth: `select day, uid, gid, bit_or(1 << dom) from t where uid <> 0 group by 1, 2, 3`,
  },
  {
    table: 'keyword_daily',
    columns: 'day, user_id, group_id, keyword, count, no_hits, last_at',
    truth: `select day, uid, gid, coalesce(detail->>'keyword', ''), count(*)::int,
      (count(*) filter (where coalesce((detail->>'hits')::int, 0) = 0))::int, max(occurred_at)
      from t where action = 'search' group by 1, 2, 3, 4`,
  },
  {
    table: 'keyword_monthly',
    columns: 'month, user_id, group_id, keyword, count, no_hits, last_at',
    truth: `select date_trunc('month', day)::date, uid, gid, coalesce(detail->>'keyword', ''), count(*)::int,
      (count(*) filter (where coalesce((detail->>'hits')::int, 0) = 0))::int, max(occurred_at)
      from t where action = 'search' group by 1, 2, 3, 4`,
  },
  {
    table: 'subject_monthly',
    columns: 'month, domain_id, subject_id, group_id, action, count, amount',
    truth: `select date_trunc('month', day)::date, domain_id, subject_id, gid, action, count(*)::int, sum(seconds) from t
      where domain_id is not null and subject_id is not null group by 1, 2, 3, 4, 5`,
  },
  {
    table: 'subject_daily',
    columns: 'day, domain_id, subject_id, group_id, action, count, amount',
    truth: `select day, domain_id, subject_id, gid, action, count(*)::int, sum(seconds) from t
      where domain_id is not null and subject_id is not null group by 1, 2, 3, 4, 5`,
  },
];

/**
 * Every rollup next to a group-by over the whole log: the rows that differ,
 * tagged with the table and the side that has them (none when all agree).
 * `amounts: false` leaves out the measured amounts (a test that added
 * heartbeat seconds, which have no events of their own).
 */
export async function logRollupMismatches(rt: Pick<TestRuntime, 'deps'>, opts = { amounts: true }): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const r of ROLLUP_TRUTHS) {
    const cols = opts.amounts ? r.columns : r.columns.replace(', amount', '');
    const truth = opts.amounts ? r.truth : r.truth.replace(', sum(seconds)', '');
    const res = await rt.deps.db.execute(
      sql.raw(`
      with t as (
        select (occurred_at at time zone 'Asia/Shanghai')::date as day, occurred_at, action, coalesce(user_id, 0) as uid,
          coalesce(group_id, 0) as gid, coalesce(domain_id, 0) as dom, domain_id, subject_id, detail,
          case when action = 'watch' then coalesce((detail->>'seconds')::bigint, 0) else 0 end as seconds
        from events),
      truth as (${truth}),
      rolled as (select ${cols} from ${r.table} ${cols === r.columns ? '' : 'where count > 0'})
      (select '${r.table} missing' as side, * from truth except select '${r.table} missing', * from rolled)
      union all
      (select '${r.table} extra', * from rolled except select '${r.table} extra', * from truth)`),
    );
    out.push(...res.rows);
  }
  return out;
}

/** A multipart POST as the SPA sends it, from a given client address. */
export async function postForm(rt: TestRuntime, path: string, token: string, form: FormData, address: string) {
  const res = await rt.app.fetch(
    new Request(`http://localhost${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } }),
    connectionFrom(address),
  );
  return {
    status: res.status,
    body: (await res.json()) as { code: number; message: string; data: { id: number; version: number } },
  };
}
