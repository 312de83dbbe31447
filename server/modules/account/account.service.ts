import { eq } from 'drizzle-orm';
import type { UserView } from '../../../contract/users';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { assertContactsFree, rethrowUserConflict } from '../../lib/user-contacts';
import { loadUserView } from '../../lib/user-view';

/**
 * What a user may change about himself: how he is named and reached. His
 * group, type, roles and admin flag decide what he may read and do, so only
 * administrators set them (admin/user-changes.service.ts).
 */
export interface ProfileChange {
  nickname: string;
  /** undefined keeps the current value, null clears it. */
  mobile?: string | null;
  email?: string | null;
}

/**
 * Saves the fill-user-info dialog for the caller. A mobile or e-mail another
 * user holds is refused with 409; nothing is written on refusal.
 */
export async function updateOwnProfile(db: Db, userId: number, change: ProfileChange): Promise<UserView> {
  await assertContactsFree(db, { mobile: change.mobile, email: change.email }, userId);
  const set: Partial<typeof users.$inferInsert> = { nickname: change.nickname, updatedAt: new Date() };
  if (change.mobile !== undefined) set.mobile = change.mobile;
  if (change.email !== undefined) set.email = change.email;
  try {
    await db.update(users).set(set).where(eq(users.id, userId));
  } catch (err) {
    rethrowUserConflict(err);
  }
  return loadUserView(db, userId);
}
