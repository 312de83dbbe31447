import type { visitorCode, visitorRegister } from '@contract/auth/auth';
import { newPasswordRefusal, visitorPasswordText } from '@contract/auth/password';
import { VISITOR_USER_TYPE } from '@contract/auth/users';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema/index';
import type { Deps } from '../../deps';
import type { ClientAddress } from '../../http/client-address';
import { badRequest, conflict, forbidden } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { PG_UNIQUE_VIOLATION, violatedConstraint } from '../../lib/db-errors';
import { decryptPassword } from '../../lib/rsa';
import { loadUserView } from '../../lib/user-view';
import { isSwitchOn } from './feature-switch.service';
import { refuseNul, signIn } from './login.service';
import { consumeCode, issueCode } from './otp.service';
import { hashPassword } from './password.service';

export const VISITOR_ROLE = '访客';

type Contact = { mobile?: string; email?: string };

/** Codes and accounts are keyed by the mobile, or the lower-cased e-mail. */
function contactOf(c: Contact): { channel: 'sms' | 'email'; target: string } {
  return c.mobile ? { channel: 'sms', target: c.mobile } : { channel: 'email', target: (c.email ?? '').toLowerCase() };
}

async function requireRegistrationOpen(db: Db): Promise<void> {
  if (!(await isSwitchOn(db, 'visitorRegister'))) throw forbidden('访客注册未开放');
}

/** Whether an account already holds the mobile or e-mail; only told to someone who proved they own it. */
async function isRegistered(db: Db, c: Contact): Promise<boolean> {
  const { channel, target } = contactOf(c);
  const where = channel === 'sms' ? eq(users.mobile, target) : eq(sql`lower(${users.email})`, target);
  const [taken] = await db.select({ id: users.id }).from(users).where(where);
  return Boolean(taken);
}

const takenMessage = (c: Contact) => (c.mobile ? '该手机号已注册' : '该电子邮箱已注册');

/** An active staff account (any type but visitor) with this mobile. */
async function findStaffByMobile(db: Db, mobile: string): Promise<{ id: number } | undefined> {
  const [staff] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, mobile), ne(users.type, VISITOR_USER_TYPE), eq(users.disabled, false)));
  return staff;
}

/**
 * Registration codes go to a free mobile or e-mail; for one that already has
 * an account the answer and the limits are the same but nothing is sent, so
 * contacts cannot be discovered. Binding codes go to the mobile of an active
 * staff account, likewise.
 */
export async function sendVisitorCode(deps: Deps, input: z.output<typeof visitorCode.input>, client: ClientAddress) {
  const { channel, target } = contactOf(input);
  if (input.purpose === 'register') {
    await requireRegistrationOpen(deps.db);
    const deliver = !(await isRegistered(deps.db, input));
    return issueCode(deps, { channel, target, purpose: 'register', deliver, client });
  }
  if (!input.mobile) throw badRequest('手机号：绑定员工账号请填写员工的手机号');
  const staff = await findStaffByMobile(deps.db, input.mobile);
  return issueCode(deps, { channel, target, purpose: 'bind', deliver: Boolean(staff), client });
}

/** Username for a new visitor: 'v' + mobile, or the e-mail's local part. */
function baseUsername(c: Contact): string {
  if (c.mobile) return `v${c.mobile}`;
  const local = (c.email ?? '')
    .split('@')[0]
    .toLowerCase()
    .replace(/[^a-z0-9_.-]/g, '')
    .slice(0, 24);
  return local || 'visitor';
}

async function freeUsername(db: Db, base: string): Promise<string> {
  for (let i = 1; i <= 50; i++) {
    const name = i === 1 ? base : `${base}${i}`;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, name));
    if (!taken) return name;
  }
  return `${base}${Date.now().toString(36)}`;
}

/**
 * Registers a visitor (type 6, role 访客) and signs them in. The password is
 * checked before the code is spent, so fixing a typo does not need a new
 * code. Whether the contact is taken is told only after the code proved the
 * caller owns it (a code is never sent to a taken contact, so this happens
 * only when it was registered meanwhile).
 */
export async function registerVisitorAccount(
  deps: Deps,
  input: z.output<typeof visitorRegister.input>,
  client: ClientAddress,
  userAgent?: string,
) {
  const { db } = deps;
  await requireRegistrationOpen(db);
  refuseNul(input.nickname, '昵称');
  const password = await decryptPassword(db, input.keyId, input.password);
  const refusal = newPasswordRefusal(visitorPasswordText, password);
  if (refusal) throw badRequest(refusal);
  const { target } = contactOf(input);
  await consumeCode(db, target, 'register', input.code, client);
  if (await isRegistered(db, input)) throw conflict(takenMessage(input));

  const passwordHash = await hashPassword(password);
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, VISITOR_ROLE));
  let userId: number | undefined;
  for (let attempt = 0; userId === undefined; attempt++) {
    const username = await freeUsername(db, baseUsername(input));
    try {
      userId = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            username,
            nickname: input.nickname,
            type: VISITOR_USER_TYPE,
            passwordHash,
            mobile: input.mobile ?? null,
            email: input.email ?? null,
          })
          .returning({ id: users.id });
        if (role) await tx.insert(userRoles).values({ userId: row.id, roleId: role.id });
        return row.id;
      });
    } catch (err) {
      const index = violatedConstraint(err, PG_UNIQUE_VIOLATION);
      if (index === null) throw err;
      // Another registration took the username in between: pick again.
      if (index === 'users_username_uq') {
        if (attempt < 5) continue;
        throw err;
      }
      throw conflict(takenMessage(input));
    }
  }
  return signIn(db, userId, userAgent, client);
}

/** Binds a signed-in visitor to the staff account that owns the mobile. */
export async function bindVisitor(db: Db, user: SessionUser, input: { mobile: string; code: string }, client: ClientAddress) {
  const { mobile } = input;
  if (user.type !== VISITOR_USER_TYPE) throw forbidden('只有访客账号可以绑定员工账号');
  const [self] = await db.select({ boundUserId: users.boundUserId }).from(users).where(eq(users.id, user.id));
  if (self?.boundUserId != null) throw conflict('该访客账号已绑定员工账号');
  await consumeCode(db, mobile, 'bind', input.code, client);
  const staff = await findStaffByMobile(db, mobile);
  if (!staff) throw badRequest('该手机号没有对应的在职员工账号');
  const updated = await db
    .update(users)
    .set({ boundUserId: staff.id, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), isNull(users.boundUserId)))
    .returning({ id: users.id });
  if (updated.length === 0) throw conflict('该访客账号已绑定员工账号');
  return loadUserView(db, user.id);
}
