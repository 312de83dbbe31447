import { eq } from 'drizzle-orm';
import type { UserView } from '../../../contract/users';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { Deps } from '../../deps';
import type { ClientAddress } from '../../http/client-address';
import { badRequest } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { assertContactsFree, rethrowUserConflict } from '../../lib/user-contacts';
import { loadUserView } from '../../lib/user-view';
import { consumeCode, issueCode } from './otp.service';

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

/**
 * Sets the caller's mobile or e-mail once the code sent to it is right. The
 * code is spent first (wrong codes count against the target and the client),
 * then a target another account holds is refused with 409. The mobile signs
 * in by SMS, so this is the only way it changes (updateUserInfo refuses it).
 */
export async function changeOwnContact(
  deps: Pick<Deps, 'db'>,
  caller: SessionUser,
  input: ContactChange & { code: string },
  client: ClientAddress,
): Promise<UserView> {
  const { db } = deps;
  await refuseUnchanged(db, caller.id, input);
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
