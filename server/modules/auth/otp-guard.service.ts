import {
  OTP_DAILY_SENDS_PER_ADDRESS,
  OTP_DAILY_SENDS_PER_PREFIX,
  OTP_DAILY_SENDS_PER_SUBNET,
  OTP_DAILY_SENDS_PER_TARGET,
  OTP_DAILY_WRONG_PER_ADDRESS,
  OTP_DAILY_WRONG_PER_PREFIX,
  OTP_DAILY_WRONG_PER_SUBNET,
  OTP_DAILY_WRONG_PER_TARGET,
} from '@contract/auth/auth';
import type { ClientAddress } from '../../http/client-address';
import { ApiError } from '../../http/errors';
import { capWait, type Exec, formatWait } from './throttle.service';

/**
 * Daily caps on one-time codes (decision 008): codes sent and wrong codes
 * tried, per mobile or e-mail and per client address, subnet and IPv6 /48. They hold
 * alike for targets with and without an account, so they reveal nothing.
 * The caller has already recorded its own claim (throttle.service.ts
 * recordClaim), so a cap of n is over when n + 1 claims are counted.
 */
export async function refuseOverDailySends(db: Exec, channel: 'sms' | 'email', target: string, client: ClientAddress) {
  const perTarget = await capWait(db, 'code-send', 'subject', target, OTP_DAILY_SENDS_PER_TARGET + 1);
  if (perTarget > 0) {
    const what = channel === 'sms' ? '该手机号' : '该邮箱';
    throw new ApiError(429, `${what}今日验证码发送次数过多，请${formatWait(perTarget)}后再试`, { resendAfterSeconds: perTarget });
  }
  const perClient = Math.max(
    await capWait(db, 'code-send', 'address', client.address, OTP_DAILY_SENDS_PER_ADDRESS + 1),
    await capWait(db, 'code-send', 'subnet', client.subnet, OTP_DAILY_SENDS_PER_SUBNET + 1),
    await capWait(db, 'code-send', 'prefix', client.prefix, OTP_DAILY_SENDS_PER_PREFIX + 1),
  );
  if (perClient > 0) {
    throw new ApiError(429, `验证码请求过于频繁，请${formatWait(perClient)}后再试`, { resendAfterSeconds: perClient });
  }
}

/** Refuses any code, right or wrong, once the target or the client has guessed wrong too often today. */
export async function refuseOverDailyWrongs(db: Exec, target: string, client: ClientAddress) {
  const wait = Math.max(
    await capWait(db, 'code-wrong', 'subject', target, OTP_DAILY_WRONG_PER_TARGET + 1),
    await capWait(db, 'code-wrong', 'address', client.address, OTP_DAILY_WRONG_PER_ADDRESS + 1),
    await capWait(db, 'code-wrong', 'subnet', client.subnet, OTP_DAILY_WRONG_PER_SUBNET + 1),
    await capWait(db, 'code-wrong', 'prefix', client.prefix, OTP_DAILY_WRONG_PER_PREFIX + 1),
  );
  if (wait > 0) throw new ApiError(429, `验证码错误次数过多，请${formatWait(wait)}后再试`);
}
