import { eq } from 'drizzle-orm';
import type { UserView } from '../../../contract/users';
import type { Db } from '../../db/client';
import { groups, users } from '../../db/schema/index';
import { badRequest } from '../../http/errors';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/db-errors';
import { assertContactsFree, rethrowUserConflict } from '../../lib/user-contacts';
import { loadUserView } from '../../lib/user-view';

const UNKNOWN_GROUP = '组织：所选组织不存在';

export interface ProfileChange {
  nickname: string;
  /** undefined keeps the current value, null clears it. */
  mobile?: string | null;
  email?: string | null;
  groupId?: number | null;
}

/**
 * Saves the fill-user-info dialog for the caller. A mobile or e-mail another
 * user holds is refused with 409, an unknown group with 400; nothing is
 * written on refusal.
 */
export async function updateOwnProfile(db: Db, userId: number, change: ProfileChange): Promise<UserView> {
  if (change.groupId !== undefined && change.groupId !== null) {
    const [g] = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, change.groupId));
    if (!g) throw badRequest(UNKNOWN_GROUP);
  }
  await assertContactsFree(db, { mobile: change.mobile, email: change.email }, userId);
  const set: Partial<typeof users.$inferInsert> = { nickname: change.nickname, updatedAt: new Date() };
  if (change.mobile !== undefined) set.mobile = change.mobile;
  if (change.email !== undefined) set.email = change.email;
  if (change.groupId !== undefined) set.groupId = change.groupId;
  try {
    await db.update(users).set(set).where(eq(users.id, userId));
  } catch (err) {
    // The group may have been deleted since the check above.
    if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION) throw badRequest(UNKNOWN_GROUP);
    rethrowUserConflict(err);
  }
  return loadUserView(db, userId);
}
