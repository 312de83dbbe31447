import type { login, loginResult } from '@contract/auth/auth';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { recordEvent } from '../../events/record-event';
import { type ClientAddress, eventIp } from '../../http/client-address';
import { ApiError, badRequest, forbidden } from '../../http/errors';
import { loadSession } from '../../http/session';
import { decryptPassword } from '../../lib/rsa';
import { hasNul } from '../../lib/text';
import { consumeCaptcha } from './captcha.service';
import { isSwitchOn } from './feature-switch.service';
import {
  captchaRequiredFor,
  claimAttempt,
  clientWaitSeconds,
  failureOutcome,
  recordSuccess,
  throttledError,
  usernameKey,
} from './login-guard.service';
import { consumeCode, issueCode, OTP_INVALID_MESSAGE } from './otp.service';
import { noticeOwnerOfBurst } from './owner-notice.service';
import { verifyPassword } from './password.service';
import { createSession } from './session.service';
import { loadSessionView } from './session-view';
import { withdrawClaim } from './throttle.service';

export const DISABLED_MESSAGE = '账号已停用，请联系管理员';
const WRONG_CREDENTIALS = '用户名或密码错误';

type LoginResult = z.input<typeof loginResult>;

/** PostgreSQL text cannot hold NUL; such input is refused before it reaches SQL. */
export function refuseNul(value: string, title: string, data?: unknown): void {
  if (hasNul(value)) throw badRequest(`${title}：包含无效字符`, data);
}

/** Opens a session for a user, recording the sign-in with the client's address, and answers the contract's login result. */
export async function signIn(db: Db, userId: number, userAgent: string | undefined, client: ClientAddress): Promise<LoginResult> {
  const session = await db.transaction(async (tx) => {
    const opened = await createSession(tx, userId, userAgent);
    await recordEvent(tx, { action: 'login', userId, ip: eventIp(client) });
    return opened;
  });
  const caller = await loadSession(db, session.token);
  if (!caller) throw forbidden('账号已停用');
  return { ...session, user: await loadSessionView(db, caller) };
}

/**
 * Username + RSA-encrypted password. Order matters: a client that must wait
 * is refused before anything else (even the right password, and before any
 * costly work), the password is decrypted before the captcha is spent, the
 * attempt is claimed before the captcha is decided (so guesses fired at once
 * cannot all pass as the first), and the captcha is checked before the
 * password so it cannot be bypassed. The account itself is never locked.
 * Every refusal carries `captchaRequired`.
 */
export async function passwordLogin(
  deps: Deps,
  input: z.output<typeof login.input>,
  client: ClientAddress,
  userAgent?: string,
): Promise<LoginResult> {
  const { db } = deps;
  refuseNul(input.username, '用户名', { captchaRequired: false });
  const wait = await clientWaitSeconds(db, client);
  if (wait > 0) throw throttledError(wait);

  const key = usernameKey(input.username);
  const refuse = (message: string, required: boolean) => badRequest(message, { captchaRequired: required });
  let password: string;
  try {
    password = await decryptPassword(db, input.keyId, input.password);
  } catch (err) {
    if (err instanceof ApiError) throw refuse(err.message, await captchaRequiredFor(db, key));
    throw err;
  }

  const { claim, wait: claimWait, captchaRequired } = await claimAttempt(db, key, client);
  if (claimWait > 0) throw throttledError(claimWait);
  if (captchaRequired) {
    const missing = !input.captchaId || !input.captchaCode;
    if (missing || !(await consumeCaptcha(db, input.captchaId, input.captchaCode))) {
      // A wrong or missing captcha is not a password failure: its claim is taken back.
      await withdrawClaim(db, claim);
      throw refuse(missing ? '请输入图形验证码' : '图形验证码错误或已过期，请重新输入', true);
    }
  }
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, disabled: users.disabled })
    .from(users)
    .where(eq(sql`lower(${users.username})`, key));
  if (!(await verifyPassword(user?.passwordHash, password))) {
    const { failures, wait: next } = await failureOutcome(db, key, client);
    await noticeOwnerOfBurst(db, key, failures);
    if (next > 0) throw throttledError(next, `${WRONG_CREDENTIALS}；`);
    throw refuse(WRONG_CREDENTIALS, await captchaRequiredFor(db, key));
  }
  // The password was right: the claim is settled as a success even when the account is disabled.
  await recordSuccess(db, key, client);
  // Only someone who knows the password learns that the account is disabled.
  if (user.disabled) throw new ApiError(403, DISABLED_MESSAGE, { captchaRequired });
  return signIn(db, user.id, userAgent, client);
}

async function requireSmsLogin(db: Db): Promise<void> {
  if (!(await isSwitchOn(db, 'smsLogin'))) throw forbidden('短信验证码登录未开放');
}

/**
 * Sends a login code. For a mobile without an account the answer is the same
 * and the limits apply the same, but nothing is sent.
 */
export async function sendLoginCode(deps: Deps, mobile: string, client: ClientAddress): Promise<{ resendAfterSeconds: number }> {
  await requireSmsLogin(deps.db);
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return issueCode(deps, { channel: 'sms', target: mobile, purpose: 'login', deliver: Boolean(user), client });
}

export async function codeLogin(
  deps: Deps,
  input: { mobile: string; code: string },
  client: ClientAddress,
  userAgent?: string,
): Promise<LoginResult> {
  const { db } = deps;
  await requireSmsLogin(db);
  await consumeCode(db, input.mobile, 'login', input.code, client);
  const [user] = await db.select({ id: users.id, disabled: users.disabled }).from(users).where(eq(users.mobile, input.mobile));
  if (!user) throw badRequest(OTP_INVALID_MESSAGE);
  if (user.disabled) throw forbidden(DISABLED_MESSAGE);
  return signIn(db, user.id, userAgent, client);
}
