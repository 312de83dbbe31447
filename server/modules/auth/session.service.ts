import crypto from 'node:crypto';
import { SESSION_TTL_HOURS } from '@contract/auth/auth';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Conn, Db } from '../../db/client';
import { sessions } from '../../db/schema/index';
import { actor } from '../../events/actor';
import { recordEvent } from '../../events/record-event';
import { hashToken, type SessionUser } from '../../http/session';

/** Issues a new 256-bit random token; only its hash is stored. */
export async function createSession(db: Conn, userId: number, userAgent?: string | null) {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_HOURS * 3600_000);
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt, userAgent: userAgent?.slice(0, 300) ?? null });
  return { token, expiresAt: expiresAt.toISOString() };
}

/** Ends one session; answers whether it was live (a second sign-out of the same session changes nothing). */
export async function revokeSession(db: Conn, sessionId: number): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends the caller's session, recording the sign-out (with the client's address) only when it was live. */
export async function signOut(db: Db, user: SessionUser): Promise<void> {
  await db.transaction(async (tx) => {
    if (await revokeSession(tx, user.sessionId)) await recordEvent(tx, { action: 'logout', ...actor(user) });
  });
}

/** Revokes every live session of a user (disabled accounts, password changes). */
export async function revokeUserSessions(db: Db, userId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user but one (a password change keeps the session that made it); answers how many ended. */
export async function revokeOtherSessions(db: Db, userId: number, keepSessionId: number): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        ne(sessions.id, keepSessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
