import crypto from 'node:crypto';
import { OTP_RESEND_SECONDS, OTP_TTL_MINUTES } from '@contract/auth/auth';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeCodes as otc } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
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
      select ceil(extract(epoch from ${otc.createdAt} + make_interval(secs => ${OTP_RESEND_SECONDS}) - now()))::int as wait
      from ${otc} where ${otc.target} = ${req.target} order by ${otc.createdAt} desc limit 1`);
    const wait = last.rows[0]?.wait ?? 0;
    if (wait > 0) {
      throw new ApiError(429, `验证码发送过于频繁，请${wait}秒后再试`, { resendAfterSeconds: wait });
    }
    // A new code replaces every earlier one for the same purpose.
    await tx.execute(sql`
      update ${otc} set ${bare(otc.usedAt)} = now()
      where ${otc.target} = ${req.target} and ${otc.purpose} = ${req.purpose} and ${otc.usedAt} is null`);
    await tx.execute(sql`delete from ${otc} where ${otc.target} = ${req.target} and ${otc.createdAt} < now() - interval '1 day'`);
    await tx.execute(sql`
      insert into ${otc} (${sql.join([otc.channel, otc.target, otc.purpose, otc.codeHash, otc.expiresAt].map(bare), sql`, `)})
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
      select ${otc.id}, ${otc.codeHash}, ${otc.attempts} from ${otc}
      where ${otc.target} = ${target} and ${otc.purpose} = ${purpose} and ${otc.usedAt} is null and ${otc.expiresAt} > now()
      order by ${otc.createdAt} desc limit 1 for update`);
    const row = live.rows[0];
    if (!row) return false;
    const given = Buffer.from(hashCode(target, purpose, code));
    if (crypto.timingSafeEqual(given, Buffer.from(row.code_hash))) {
      await tx.execute(sql`update ${otc} set ${bare(otc.usedAt)} = now() where ${otc.id} = ${row.id}`);
      return true;
    }
    const attempts = row.attempts + 1;
    const spent = attempts >= OTP_MAX_ATTEMPTS ? sql`now()` : sql`null`;
    await tx.execute(
      sql`update ${otc} set ${bare(otc.attempts)} = ${attempts}, ${bare(otc.usedAt)} = ${spent} where ${otc.id} = ${row.id}`,
    );
    return false;
  });
  if (!matched) throw new ApiError(400, OTP_INVALID_MESSAGE);
  await withdrawClaim(db, claim);
}
