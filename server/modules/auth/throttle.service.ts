import { THROTTLE_WINDOW_HOURS } from '@contract/auth/auth';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authAttempts as aa } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import type { ClientAddress } from '../../http/client-address';

/**
 * The rows every throttle counts (table auth_attempts, decision 008): kept in
 * PostgreSQL so every server process sees the same counts, keyed by account
 * or contact (`subject`) and by client address, subnet and IPv6 /48 prefix.
 */
export type AttemptKind = 'password' | 'code-send' | 'code-wrong';
export type AttemptKey = 'subject' | 'address' | 'subnet' | 'prefix';

/** A database or a transaction: only plain SQL is run here. */
export type Exec = Pick<Db, 'execute'>;

/** The column of each key. */
export const COLUMN = {
  subject: aa.subject,
  address: aa.address,
  subnet: aa.subnet,
  prefix: aa.prefix,
} satisfies Record<AttemptKey, unknown>;

/** The columns an attempt is recorded with, in the order its values are given. */
const RECORDED = sql.join([aa.kind, aa.subject, aa.address, aa.subnet, aa.prefix, aa.ok].map(bare), sql`, `);

/** Drops rows older than the longest window. */
async function pruneAttempts(db: Exec) {
  await db.execute(sql`delete from ${aa} where ${aa.at} < now() - make_interval(hours => ${THROTTLE_WINDOW_HOURS})`);
}

/** Records one event; old rows are pruned on the way. */
export async function recordAttempt(db: Exec, kind: AttemptKind, subject: string, client: ClientAddress, ok: boolean) {
  await pruneAttempts(db);
  await db.execute(sql`
    insert into ${aa} (${RECORDED})
    values (${kind}, ${subject}, ${client.address}, ${client.subnet}, ${client.prefix}, ${ok})`);
}

/**
 * Records an event *before* the work it stands for (sending a code, checking
 * one), so parallel requests see one another's claims and a burst cannot slip
 * past a cap checked before any of it was counted. Answers the row's id.
 */
export async function recordClaim(db: Exec, kind: AttemptKind, subject: string, client: ClientAddress, ok: boolean) {
  await pruneAttempts(db);
  const r = await db.execute<{ id: number }>(sql`
    insert into ${aa} (${RECORDED})
    values (${kind}, ${subject}, ${client.address}, ${client.subnet}, ${client.prefix}, ${ok}) returning ${aa.id}`);
  return r.rows[0].id;
}

/** Takes a claim back: the request was refused before its work, or the code was right. */
export async function withdrawClaim(db: Exec, id: number) {
  await db.execute(sql`delete from ${aa} where ${aa.id} = ${id}`);
}

/**
 * Seconds until fewer than `limit` events of a kind for this key lie within
 * the window (0 when there are fewer already): the wait of a daily cap.
 */
export async function capWait(db: Exec, kind: AttemptKind, key: AttemptKey, value: string, limit: number): Promise<number> {
  const r = await db.execute<{ wait: number }>(sql`
    select ceil(extract(epoch from ${aa.at} + make_interval(hours => ${THROTTLE_WINDOW_HOURS}) - now()))::int as wait
    from ${aa}
    where ${aa.kind} = ${kind} and ${COLUMN[key]} = ${value}
      and ${aa.at} > now() - make_interval(hours => ${THROTTLE_WINDOW_HOURS})
    order by ${aa.at} desc offset ${limit - 1} limit 1`);
  return Math.max(r.rows[0]?.wait ?? 0, 0);
}

/** Failed events of a kind for this key within the window, and seconds since the latest. */
export async function failuresOf(
  db: Exec,
  kind: AttemptKind,
  key: AttemptKey,
  value: string,
  windowMinutes = THROTTLE_WINDOW_HOURS * 60,
): Promise<{ count: number; secondsSinceLast: number }> {
  const r = await db.execute<{ n: number; since: number | null }>(sql`
    select count(*)::int as n, extract(epoch from now() - max(${aa.at}))::float8 as since
    from ${aa}
    where ${aa.kind} = ${kind} and ${COLUMN[key]} = ${value} and not ${aa.ok}
      and ${aa.at} > now() - make_interval(mins => ${windowMinutes})`);
  return { count: r.rows[0]?.n ?? 0, secondsSinceLast: r.rows[0]?.since ?? Number.POSITIVE_INFINITY };
}

/** A wait in words: seconds below a minute, minutes below an hour, else hours. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${Math.max(Math.ceil(seconds), 1)}秒`;
  if (seconds < 3600) return `${Math.ceil(seconds / 60)}分钟`;
  return `${Math.ceil(seconds / 3600)}小时`;
}
