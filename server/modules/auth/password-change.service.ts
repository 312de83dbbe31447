import { type changePassword, changePasswordText } from '@contract/account/account-security';
import { newPasswordRefusal } from '@contract/auth/password';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { Deps } from '../../deps';
import type { ClientAddress } from '../../http/client-address';
import { ApiError, badRequest, conflict } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { decryptPassword } from '../../lib/rsa';
import { claimAttempt, clientWaitSeconds, failureOutcome, recordSuccess, usernameKey } from './login-guard.service';
import { noticeOwnerOfBurst } from './owner-notice.service';
import { hashPassword, verifyPassword } from './password.service';
import { revokeOtherSessions } from './session.service';
import { formatWait } from './throttle.service';

export const NO_PASSWORD_MESSAGE = '您的账号尚未设置密码，无法在此修改；请使用短信验证码登录，或联系管理员设置初始密码';
export const WRONG_OLD_PASSWORD = '原密码错误';

/** The 429 of a client that must wait: the sign-in throttle's, worded for this form. */
function throttled(seconds: number, prefix = ''): ApiError {
  return new ApiError(429, `${prefix}密码验证失败次数过多，请${formatWait(seconds)}后再试`, { retryAfterSeconds: seconds });
}

/** Refuses a client that must still wait after failed passwords, before any costly work. */
export async function refuseWaitingClient(db: Db, client: ClientAddress): Promise<void> {
  const wait = await clientWaitSeconds(db, client);
  if (wait > 0) throw throttled(wait);
}

/**
 * Checks a password the signed-in caller typed against his stored hash. A
 * wrong one is a password failure exactly as at sign-in (decision 008): it is
 * claimed before the check, counts for the account (its owner hears of a
 * burst, sign-in asks for a captcha) and against the client address and
 * subnet, which wait longer and longer. No captcha is asked here: the caller
 * already holds a session, and the address throttle bounds what a stolen one
 * can guess.
 */
export async function proveOwnPassword(
  db: Db,
  own: { username: string; passwordHash: string },
  password: string,
  client: ClientAddress,
  wrongMessage: string,
): Promise<void> {
  const key = usernameKey(own.username);
  const { wait } = await claimAttempt(db, key, client);
  if (wait > 0) throw throttled(wait);
  if (!(await verifyPassword(own.passwordHash, password))) {
    const { failures, wait: next } = await failureOutcome(db, key, client);
    await noticeOwnerOfBurst(db, key, failures);
    if (next > 0) throw throttled(next, `${wrongMessage}；`);
    throw badRequest(wrongMessage);
  }
  await recordSuccess(db, key, client);
}

/** The caller's username and password hash (null without a password). */
export async function ownCredentials(db: Db, userId: number) {
  const [row] = await db
    .select({ username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Changes the caller's password once the old one is proven (proveOwnPassword);
 * every other session of the user ends, the one that made the change stays.
 *
 * An account without a password (created by an administrator for SMS sign-in)
 * is refused: setting a first password here would let whoever holds a session
 * of it, without knowing any secret, fix a password that outlives the session.
 */
export async function changeOwnPassword(
  deps: Pick<Deps, 'db'>,
  caller: SessionUser,
  input: z.output<typeof changePassword.input>,
  client: ClientAddress,
): Promise<{ endedSessions: number }> {
  const { db } = deps;
  const row = await ownCredentials(db, caller.id);
  if (!row?.passwordHash) throw badRequest(NO_PASSWORD_MESSAGE);
  await refuseWaitingClient(db, client);

  const oldPassword = await decryptPassword(db, input.oldKeyId, input.oldPassword);
  const newPassword = await decryptPassword(db, input.newKeyId, input.newPassword);
  // Checked before the old password: a typo in the new one is no guess and costs no attempt.
  const refusal = newPasswordRefusal(changePasswordText.shape.newPassword, newPassword);
  if (refusal) throw badRequest(refusal);
  if (newPassword === oldPassword) throw badRequest('新密码不能与原密码相同');
  await proveOwnPassword(db, { username: row.username, passwordHash: row.passwordHash }, oldPassword, client, WRONG_OLD_PASSWORD);

  const passwordHash = await hashPassword(newPassword);
  // Only over the hash just verified: of two changes made at once, the second must prove the new password.
  const changed = await db
    .update(users)
    .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
    .where(and(eq(users.id, caller.id), eq(users.passwordHash, row.passwordHash)))
    .returning({ id: users.id });
  if (changed.length === 0) throw conflict('密码刚刚已被修改，请使用新密码重试');
  return { endedSessions: await revokeOtherSessions(db, caller.id, caller.sessionId) };
}
