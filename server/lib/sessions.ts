import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema/index';

/**
 * Revokes every live session of a user. Shared here because both sign-in
 * (password changes) and user administration (disabling) need it, and one
 * module may not import another. Accepts a transaction, so the revocation
 * commits together with the change that caused it.
 */
export async function revokeUserSessions(db: Pick<Db, 'update'>, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
