import type { SubjectRef } from '@contract/platform/domains';
import type { EventAction } from '@contract/platform/events';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ROLLUPS_OF_INS } from './rollup-sql';

/** What runs the insert: the write path's own transaction, so the event commits or rolls back with the write. */
export type EventConn = Pick<Db, 'execute'>;

/** One thing a user did (decision 020). */
export interface EventInput {
  action: EventAction;
  /** Who did it; null for a caller not signed in (a refused sign-in, say). */
  userId: number | null;
  /** The item it was about, when there is one. */
  subject?: SubjectRef;
  /** What inside the subject it touched: the comment liked or removed, the folder … */
  objectId?: number;
  /** The client address, for the audit trail. */
  ip?: string;
  /** Facts only this action has (a search's keyword and hits, seconds watched …). */
  detail?: Record<string, unknown>;
}

/**
 * Records what a user did, in the caller's transaction: an event exists
 * exactly when its write committed. The user's group is stored as it is
 * now, so a report by group keeps history where it happened when people move.
 */
export async function recordEvent(conn: EventConn, event: EventInput): Promise<void> {
  await recordEvents(conn, [event]);
}

/** `recordEvent` for several events of one write (a folder deleted with its favourites) in one statement. */
export async function recordEvents(conn: EventConn, events: readonly EventInput[]): Promise<void> {
  if (events.length === 0) return;
  const values = sql.join(
    events.map(
      (e) => sql`(${e.action}::text, ${e.userId}::int, ${e.subject?.type ?? null}::smallint, ${e.subject?.id ?? null}::int,
        ${e.objectId ?? null}::int, ${e.ip ?? null}::text, ${e.detail === undefined ? null : JSON.stringify(e.detail)}::jsonb)`,
    ),
    sql`, `,
  );
  // The events and every daily rollup in one statement (decision 020): a rollup never
  // disagrees with the log.
  await conn.execute(sql`
    with ins as (
      insert into events (action, user_id, group_id, domain_id, subject_id, object_id, ip, detail)
      select v.action, v.user_id, u.group_id, v.domain_id, v.subject_id, v.object_id, v.ip, v.detail
      from (values ${values}) as v(action, user_id, domain_id, subject_id, object_id, ip, detail)
        left join users u on u.id = v.user_id
      returning occurred_at, action, user_id, group_id, domain_id, subject_id, detail),
    ${sql.raw(ROLLUPS_OF_INS)}`);
}

/**
 * Adds to an action's measured amount for today without a new event (the
 * seconds of each video heartbeat after the day's first `watch` event), in
 * the caller's transaction, in the rollups that measure amounts.
 */
export async function addEventAmount(
  conn: EventConn,
  input: { action: EventAction; userId: number; subject: SubjectRef; amount: number },
): Promise<void> {
  if (!(input.amount > 0)) return;
  await conn.execute(sql`
    with who as (
      select (now() at time zone 'Asia/Shanghai')::date as day, ${input.userId}::int as user_id,
        coalesce((select group_id from users where id = ${input.userId}), 0) as group_id),
    by_user as (
      insert into event_daily (day, user_id, group_id, domain_id, action, amount)
      select day, user_id, group_id, ${input.subject.type}::smallint, ${input.action}::text, ${Math.round(input.amount)}::bigint from who
      on conflict (day, user_id, group_id, domain_id, action) do update set amount = event_daily.amount + excluded.amount),
    by_group as (
      insert into group_daily (day, group_id, domain_id, action, amount)
      select day, group_id, ${input.subject.type}::smallint, ${input.action}::text, ${Math.round(input.amount)}::bigint from who
      on conflict (day, group_id, domain_id, action) do update set amount = group_daily.amount + excluded.amount),
    by_month as (
      insert into subject_monthly (month, domain_id, subject_id, group_id, action, amount)
      select date_trunc('month', day)::date, ${input.subject.type}::smallint, ${input.subject.id}::int, group_id,
        ${input.action}::text, ${Math.round(input.amount)}::bigint from who
      on conflict (domain_id, subject_id, month, group_id, action) do update set amount = subject_monthly.amount + excluded.amount)
    insert into subject_daily (day, domain_id, subject_id, group_id, action, amount)
    select day, ${input.subject.type}::smallint, ${input.subject.id}::int, group_id, ${input.action}::text, ${Math.round(input.amount)}::bigint from who
    on conflict (domain_id, subject_id, day, group_id, action) do update set amount = subject_daily.amount + excluded.amount`);
}
