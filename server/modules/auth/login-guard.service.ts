import {
  ADDRESS_FREE_FAILURES,
  CAPTCHA_AFTER_FAILURES,
  PREFIX_FREE_FAILURES,
  SUBNET_FREE_FAILURES,
  THROTTLE_FIRST_WAIT_SECONDS,
  THROTTLE_MAX_WAIT_SECONDS,
  THROTTLE_WINDOW_HOURS,
} from '@contract/auth/auth';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { authAttempts as aa } from '../../db/schema/index';
import type { ClientAddress } from '../../http/client-address';
import { ApiError } from '../../http/errors';
import { usernameFailures } from '../../lib/sign-in-failures';
import { COLUMN, type Exec, failuresOf, formatWait, recordAttempt, recordClaim, withdrawClaim } from './throttle.service';

/**
 * Failed-sign-in bookkeeping (decision 008). A username (lower-cased, whether
 * or not the account exists, so refusals reveal nothing) is never locked: its
 * failures only ask for a captcha, so the owner can always get in. The client
 * address and its subnet are what is locked out, for longer and longer.
 */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

/** Failures (claims included) of a username within the window since its last successful sign-in; only those claimed before `before` when given. */
export async function recentFailures(db: Exec, key: string, before?: number): Promise<number> {
  const a = alias(aa, 'a'); // usernameFailures' own alias
  const r = await db.execute<{ n: number }>(
    sql`select ${usernameFailures(key, before === undefined ? sql`` : sql`and ${a.id} < ${before}`)} as n`,
  );
  return r.rows[0]?.n ?? 0;
}

/**
 * A captcha is asked for once the username has failed often enough within the
 * window. Not for a busy address: an office behind one address would solve
 * captchas for one another's typos, and the address allowance already bounds
 * guessing across usernames.
 */
export async function captchaRequiredFor(db: Db, key: string): Promise<boolean> {
  return (await recentFailures(db, key)) >= CAPTCHA_AFTER_FAILURES;
}

/** The wait after `failures` within the day: none below `free`, then a minute doubling up to the cap. */
export function waitAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(THROTTLE_FIRST_WAIT_SECONDS * 2 ** Math.min(failures - free, 30), THROTTLE_MAX_WAIT_SECONDS);
}

type Tally = { count: number; secondsSinceLast: number };

/** Each client tier (address, subnet, IPv6 /48 prefix) with its own allowance. */
const TIERS = [
  { key: 'address', free: ADDRESS_FREE_FAILURES },
  { key: 'subnet', free: SUBNET_FREE_FAILURES },
  { key: 'prefix', free: PREFIX_FREE_FAILURES },
] as const;

/** Counts every tier of the client and answers the longest wait still to run (0 when none), from the last failure when `sinceLast`. */
async function tierWait(
  count: (key: (typeof TIERS)[number]['key'], value: string) => Promise<Tally>,
  client: ClientAddress,
  sinceLast: boolean,
) {
  let longest = 0;
  for (const tier of TIERS) {
    const tally = await count(tier.key, client[tier.key]);
    longest = Math.max(longest, waitAfter(tally.count, tier.free) - (sinceLast ? tally.secondsSinceLast : 0));
  }
  return longest > 0 ? Math.ceil(longest) : 0;
}

/** Seconds the client must still wait before its next sign-in attempt (the longest of its tiers), or 0. */
export async function clientWaitSeconds(db: Db, client: ClientAddress): Promise<number> {
  return tierWait((key, value) => failuresOf(db, 'password', key, value), client, true);
}

/** The 429 answer of a client that must wait; the account itself stays open. */
export function throttledError(seconds: number, prefix = ''): ApiError {
  return new ApiError(429, `${prefix}登录失败次数过多，请${formatWait(seconds)}后再试`, {
    captchaRequired: true,
    retryAfterSeconds: seconds,
  });
}

/** Failures of a client key within the day claimed before the claim `id`, and seconds since the latest of them. */
async function failuresBefore(db: Db, key: 'address' | 'subnet' | 'prefix', value: string, id: number): Promise<Tally> {
  const r = await db.execute<{ n: number; since: number | null }>(sql`
    select count(*)::int as n, extract(epoch from now() - max(${aa.at}))::float8 as since
    from ${aa}
    where ${aa.kind} = 'password' and ${COLUMN[key]} = ${value} and not ${aa.ok} and ${aa.id} < ${id}
      and ${aa.at} > now() - make_interval(hours => ${THROTTLE_WINDOW_HOURS})`);
  return { count: r.rows[0]?.n ?? 0, secondsSinceLast: r.rows[0]?.since ?? Number.POSITIVE_INFINITY };
}

/**
 * Claims the right to check one password: the attempt is recorded as a
 * failure *before* the password is checked, and refused (the claim taken
 * back) when the claims numbered before it already put the client over its
 * allowance. So parallel guesses fired at once cannot all slip past a check
 * made before any of them was counted. The claim also decides the captcha:
 * it is needed when the username's failures and pending claims before this
 * one reach CAPTCHA_AFTER_FAILURES. The claim is inserted and counted under a
 * lock on the username, so a burst on one username sees every earlier claim
 * and only the allowance goes without a captcha. Answers the claim, the wait
 * and whether a captcha is needed.
 */
export async function claimAttempt(db: Db, key: string, client: ClientAddress) {
  const { claim, earlier } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`password:${key}`}, 0))`);
    const id = await recordClaim(tx, 'password', key, client, false);
    return { claim: id, earlier: await recentFailures(tx, key, id) };
  });
  const captchaRequired = earlier >= CAPTCHA_AFTER_FAILURES;
  const wait = await tierWait((tier, value) => failuresBefore(db, tier, value, claim), client, true);
  if (wait <= 0) return { claim, wait: 0, captchaRequired };
  await withdrawClaim(db, claim);
  return { claim, wait, captchaRequired };
}

/** The claim stays as a failure; answers the username's failure count and the wait the client now faces. */
export async function failureOutcome(db: Db, key: string, client: ClientAddress): Promise<{ failures: number; wait: number }> {
  const wait = await tierWait((tier, value) => failuresOf(db, 'password', tier, value), client, false);
  return { failures: await recentFailures(db, key), wait };
}

/**
 * A success resets the username's count, and forgives this address its own
 * typos of this username; failures on other usernames still count against it.
 */
export async function recordSuccess(db: Db, key: string, client: ClientAddress): Promise<void> {
  // The attempt's own claim is among the failures deleted here.
  await db.execute(sql`
    delete from ${aa}
    where ${aa.kind} = 'password' and ${aa.subject} = ${key} and ${aa.address} = ${client.address} and not ${aa.ok}`);
  await recordAttempt(db, 'password', key, client, true);
}
