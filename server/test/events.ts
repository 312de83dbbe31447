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
 * today: each side's rows the other lacks (empty when they match).
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
  return [...byUser.rows, ...bySubject.rows];
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
