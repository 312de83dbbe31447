import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { recordConsoleChange } from '../../events/console-change';
import { badRequest } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { revokeUserSessions } from '../../lib/sessions';
import { forgiveSignInFailures } from '../../lib/sign-in-failures';
import { assertCanManageUser } from './admin.policy';
import { initialPasswordHash, userTarget } from './user-changes.service';
import { loadManagedUser } from './users.service';

/*
 * How a user manager restores or ends a user's access without editing the
 * account: a new initial password, forgiven failed sign-ins, ended sessions.
 * Each is refused for an administrator's account unless the caller is one.
 */

/**
 * Sets an initial password the user must replace at the next sign-in, and
 * ends every session (whoever holds one may be why the password is reset).
 * Not for oneself: one's own password is changed knowing the old one.
 */
export async function resetPassword(db: Db, caller: SessionUser, id: number, sealed: { keyId: string; password: string }) {
  const target = await loadManagedUser(db, id);
  assertCanManageUser(caller, target);
  if (caller.id === id) throw badRequest('不能重置自己的密码，请在账号设置中修改密码');
  const passwordHash = await initialPasswordHash(db, sealed.keyId, sealed.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, mustChangePassword: true, updatedAt: new Date() }).where(eq(users.id, id));
    await revokeUserSessions(tx, id);
    await recordConsoleChange(tx, caller, {
      action: 'user_password_reset',
      objectId: id,
      target: userTarget(target),
      changes: [{ field: '密码', before: target.mustChangePassword ? '待修改' : '已设置', after: '已重置，下次登录须修改' }],
    });
  });
  return null;
}

/** Forgives the account's recent failed sign-ins, so its sign-in no longer asks for a captcha. */
export async function unlockUser(db: Db, caller: SessionUser, id: number) {
  const target = await loadManagedUser(db, id);
  assertCanManageUser(caller, target);
  if (!target.locked) return null;
  await db.transaction(async (tx) => {
    await forgiveSignInFailures(tx, target.username.toLowerCase());
    await recordConsoleChange(tx, caller, {
      action: 'user_unlock',
      objectId: id,
      target: userTarget(target),
      changes: [{ field: '登录状态', before: '登录受限', after: '正常' }],
    });
  });
  return null;
}

/** Ends every live session of the user; answers how many there were. */
export async function endUserSessions(db: Db, caller: SessionUser, id: number) {
  const target = await loadManagedUser(db, id);
  assertCanManageUser(caller, target);
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
      .returning({ id: sessions.id });
    await recordConsoleChange(tx, caller, {
      action: 'user_sessions_end',
      objectId: id,
      target: userTarget(target),
      changes: [{ field: '会话', before: `${ended.length} 个在线会话`, after: '全部结束' }],
    });
    return { endedSessions: ended.length };
  });
}
