import type { UserView } from '@contract/auth/users';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { Deps } from '../../deps';
import type { ClientAddress } from '../../http/client-address';
import { badRequest } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { decryptPassword } from '../../lib/rsa';
import { assertContactsFree, rethrowUserConflict } from '../../lib/user-contacts';
import { loadUserView } from '../../lib/user-view';
import { consumeCode, issueCode } from './otp.service';
import { ownCredentials, proveOwnPassword, refuseWaitingClient } from './password-change.service';

export interface ContactChange {
  channel: 'sms' | 'email';
  target: string;
}

const NOUN = { sms: '手机号', email: '电子邮箱' } as const;

/** Codes are keyed by the mobile, or the lower-cased e-mail, as for registration. */
function codeTarget(c: ContactChange): string {
  return c.channel === 'sms' ? c.target : c.target.toLowerCase();
}

/** Refuses the caller's own current mobile or e-mail: there is nothing to change or prove. */
async function refuseUnchanged(db: Db, userId: number, c: ContactChange): Promise<void> {
  const [self] = await db.select({ mobile: users.mobile, email: users.email }).from(users).where(eq(users.id, userId));
  const current = c.channel === 'sms' ? self?.mobile : self?.email?.toLowerCase();
  if (current && current === codeTarget(c)) throw badRequest(`新${NOUN[c.channel]}与当前${NOUN[c.channel]}相同`);
}

/**
 * Sends a change code to the new mobile or e-mail. The code goes out whether
 * or not another account holds the target, and the answer and the limits are
 * the same (ARCHITECTURE §5a): whether it is taken is told only to whoever
 * proves with the code that they hold it (changeOwnContact). So the caller
 * learns nothing the register flow would not tell, and the holder of a
 * number still attached to an old account learns why it cannot be moved.
 */
export async function sendContactCode(
  deps: Pick<Deps, 'db' | 'sender' | 'log'>,
  caller: SessionUser,
  c: ContactChange,
  client: ClientAddress,
): Promise<{ resendAfterSeconds: number }> {
  await refuseUnchanged(deps.db, caller.id, c);
  return issueCode(deps, { channel: c.channel, target: codeTarget(c), purpose: 'change', deliver: true, client });
}

export const WRONG_CURRENT_PASSWORD = '当前密码错误';

/**
 * When the caller has a password he types it: the mobile signs in by SMS, so
 * a session alone (a borrowed browser, a stolen token) must not move it to
 * another phone and keep the account after the password changes. Counted and
 * throttled like a sign-in. Accounts without a password have only the session.
 */
async function provePresence(db: Db, caller: SessionUser, input: { keyId?: string; password?: string }, client: ClientAddress) {
  const own = await ownCredentials(db, caller.id);
  if (!own?.passwordHash) return;
  if (!input.keyId || !input.password) throw badRequest('请输入当前密码');
  await refuseWaitingClient(db, client);
  const password = await decryptPassword(db, input.keyId, input.password);
  await proveOwnPassword(
    db,
    { username: own.username, passwordHash: own.passwordHash },
    password,
    client,
    WRONG_CURRENT_PASSWORD,
  );
}

/**
 * Sets the caller's mobile or e-mail once he proved his password (when he
 * has one) and the code sent to the new target is right. The code is spent
 * (wrong codes count against the target and the client), then a target
 * another account holds is refused with 409. The mobile signs in by SMS, so
 * this is the only way it changes (updateUserInfo refuses it).
 */
export async function changeOwnContact(
  deps: Pick<Deps, 'db'>,
  caller: SessionUser,
  input: ContactChange & { code: string; keyId?: string; password?: string },
  client: ClientAddress,
): Promise<UserView> {
  const { db } = deps;
  await refuseUnchanged(db, caller.id, input);
  await provePresence(db, caller, input, client);
  await consumeCode(db, codeTarget(input), 'change', input.code, client);
  const set = input.channel === 'sms' ? { mobile: input.target } : { email: input.target };
  await assertContactsFree(db, set, caller.id);
  try {
    await db
      .update(users)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(users.id, caller.id));
  } catch (err) {
    rethrowUserConflict(err);
  }
  return loadUserView(db, caller.id);
}
