import { sql } from 'drizzle-orm';
import { CAPTCHA_AFTER_FAILURES, FAILURE_WINDOW_MINUTES, LOCK_AFTER_FAILURES, LOCK_MINUTES } from '../../../contract/auth';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';

/**
 * Failed-login bookkeeping per username (lower-cased, whether or not the
 * account exists, so refusals reveal nothing). Everything lives in PostgreSQL
 * so every server process sees the same counts.
 */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

/** Failures within the window since the last successful sign-in. */
export async function recentFailures(db: Db, key: string): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from login_attempts a
    where lower(a.username) = ${key} and a.success = 0
      and a.at > now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})
      and a.at > coalesce((select max(s.at) from login_attempts s where lower(s.username) = ${key} and s.success = 1), '-infinity')`);
  return r.rows[0]?.n ?? 0;
}

export function captchaRequiredAfter(failures: number): boolean {
  return failures >= CAPTCHA_AFTER_FAILURES;
}

/** Seconds the username stays locked, or 0. */
export async function lockRemainingSeconds(db: Db, key: string): Promise<number> {
  const r = await db.execute<{ s: number }>(sql`
    select ceil(extract(epoch from locked_until - now()))::int as s from lockouts
    where username = ${key} and locked_until > now()`);
  return r.rows[0]?.s ?? 0;
}

/** The 429 answer for a locked username, saying how long remains. */
export function lockedError(seconds: number): ApiError {
  const wait = seconds >= 60 ? `${Math.ceil(seconds / 60)}分钟` : `${Math.max(seconds, 1)}秒`;
  return new ApiError(429, `登录失败次数过多，账号已锁定，请${wait}后再试`, { captchaRequired: true });
}

/**
 * Records a failure and answers the failure count; at the lock threshold the
 * username is locked for LOCK_MINUTES and the lock's length is returned too.
 */
export async function recordFailure(db: Db, key: string): Promise<{ failures: number; lockedSeconds: number }> {
  await db.execute(sql`insert into login_attempts (username, success) values (${key}, 0)`);
  const failures = await recentFailures(db, key);
  if (failures < LOCK_AFTER_FAILURES) return { failures, lockedSeconds: 0 };
  await db.execute(sql`
    insert into lockouts (username, locked_until) values (${key}, now() + make_interval(mins => ${LOCK_MINUTES}))
    on conflict (username) do update set locked_until = excluded.locked_until`);
  return { failures, lockedSeconds: LOCK_MINUTES * 60 };
}

/** A success resets the count; old rows of this username are pruned. */
export async function recordSuccess(db: Db, key: string): Promise<void> {
  await db.execute(sql`
    delete from login_attempts where lower(username) = ${key} and at < now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})`);
  await db.execute(sql`insert into login_attempts (username, success) values (${key}, 1)`);
  await db.execute(sql`delete from lockouts where username = ${key} and locked_until <= now()`);
}
