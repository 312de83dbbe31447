import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { OTP_RESEND_SECONDS, OTP_TTL_MINUTES } from '../../../contract/auth';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import type { ClientAddress } from '../../http/client-address';
import { ApiError } from '../../http/errors';
import { refuseOverDailySends, refuseOverDailyWrongs } from './otp-guard.service';
import { recordClaim, withdrawClaim } from './throttle.service';

export type OtpPurpose = 'login' | 'register' | 'bind' | 'change';
export type OtpChannel = 'sms' | 'email';

/** Wrong tries after which a code is spent. */
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_INVALID_MESSAGE = '验证码错误或已过期';

const PURPOSE_TEXT: Record<OtpPurpose, string> = {
  login: '登录',
  register: '访客注册',
  bind: '绑定员工账号',
  change: '更换账号绑定手机号或邮箱',
};

/** Codes are bound to their target and purpose, so one sent for binding cannot log in. */
function hashCode(target: string, purpose: OtpPurpose, code: string): string {
  return crypto.createHash('sha256').update(`${purpose}:${target}:${code}`).digest('hex');
}

/** Stores a new code for a target: one a minute per target (any purpose), a newer code replacing older ones. */
async function storeCode(db: Db, req: { channel: OtpChannel; target: string; purpose: OtpPurpose }, code: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${req.target}`}, 0))`);
    const last = await tx.execute<{ wait: number }>(sql`
      select ceil(extract(epoch from created_at + make_interval(secs => ${OTP_RESEND_SECONDS}) - now()))::int as wait
      from one_time_codes where target = ${req.target} order by created_at desc limit 1`);
    const wait = last.rows[0]?.wait ?? 0;
    if (wait > 0) {
      throw new ApiError(429, `验证码发送过于频繁，请${wait}秒后再试`, { resendAfterSeconds: wait });
    }
    // A new code replaces every earlier one for the same purpose.
    await tx.execute(sql`
      update one_time_codes set used_at = now()
      where target = ${req.target} and purpose = ${req.purpose} and used_at is null`);
    await tx.execute(sql`delete from one_time_codes where target = ${req.target} and created_at < now() - interval '1 day'`);
    await tx.execute(sql`
      insert into one_time_codes (channel, target, purpose, code_hash, expires_at)
      values (${req.channel}, ${req.target}, ${req.purpose}, ${hashCode(req.target, req.purpose, code)},
              now() + make_interval(mins => ${OTP_TTL_MINUTES}))`);
  });
}

/**
 * Issues a 6-digit code for a mobile or e-mail. One code a minute per target
 * (any purpose), enforced across processes by an advisory lock on the target,
 * and daily caps per target, client address, subnet and IPv6 /48. `deliver: false`
 * records a code that is never sent (its value is thrown away), so a caller
 * cannot tell an unknown target from a known one — not even by the limits.
 */
export async function issueCode(
  deps: Pick<Deps, 'db' | 'sender' | 'log'>,
  req: { channel: OtpChannel; target: string; purpose: OtpPurpose; deliver: boolean; client: ClientAddress },
): Promise<{ resendAfterSeconds: number }> {
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  const claim = await recordClaim(deps.db, 'code-send', req.target, req.client, true);
  try {
    await refuseOverDailySends(deps.db, req.channel, req.target, req.client);
    await storeCode(deps.db, req, code);
  } catch (err) {
    await withdrawClaim(deps.db, claim);
    throw err;
  }
  if (req.deliver) {
    await deps.sender.send({
      channel: req.channel,
      target: req.target,
      code,
      text: `【智能知识中心】您的${PURPOSE_TEXT[req.purpose]}验证码为 ${code}，${OTP_TTL_MINUTES}分钟内有效，请勿泄露给他人。`,
    });
  } else {
    deps.log.info({ channel: req.channel, target: req.target, purpose: req.purpose }, '验证码未发送：目标没有对应账号');
  }
  return { resendAfterSeconds: OTP_RESEND_SECONDS };
}

/**
 * Checks and spends the live code of a target and purpose. A wrong code counts
 * an attempt; the code is spent after OTP_MAX_ATTEMPTS wrong tries, and wrong
 * codes are capped per day per target, client address, subnet and /48 (checked
 * first, so even the right code waits). Refuses with 400 and one message for
 * wrong, expired, spent or never-sent codes.
 */
export async function consumeCode(db: Db, target: string, purpose: OtpPurpose, code: string, client: ClientAddress) {
  // Counted as wrong until it proves right, so parallel guesses count one another.
  const claim = await recordClaim(db, 'code-wrong', target, client, false);
  try {
    await refuseOverDailyWrongs(db, target, client);
  } catch (err) {
    await withdrawClaim(db, claim);
    throw err;
  }
  const matched = await db.transaction(async (tx) => {
    const live = await tx.execute<{ id: number; code_hash: string; attempts: number }>(sql`
      select id, code_hash, attempts from one_time_codes
      where target = ${target} and purpose = ${purpose} and used_at is null and expires_at > now()
      order by created_at desc limit 1 for update`);
    const row = live.rows[0];
    if (!row) return false;
    const given = Buffer.from(hashCode(target, purpose, code));
    if (crypto.timingSafeEqual(given, Buffer.from(row.code_hash))) {
      await tx.execute(sql`update one_time_codes set used_at = now() where id = ${row.id}`);
      return true;
    }
    const attempts = row.attempts + 1;
    const spent = attempts >= OTP_MAX_ATTEMPTS ? sql`now()` : sql`null`;
    await tx.execute(sql`update one_time_codes set attempts = ${attempts}, used_at = ${spent} where id = ${row.id}`);
    return false;
  });
  if (!matched) throw new ApiError(400, OTP_INVALID_MESSAGE);
  await withdrawClaim(db, claim);
}
