import type { UserView } from '@contract/auth/users';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { badRequest } from '../../http/errors';
import { loadUserView } from '../../lib/user-view';

/**
 * What a user may change about himself here: how he is named. His group,
 * type, roles and admin flag decide what he may read and do, so only
 * administrators set them (admin/user-changes.service.ts). His mobile signs
 * in by SMS and his e-mail receives codes, so they change only with a code
 * sent to the new one (账号安全, auth/contact-change.service.ts).
 */
export interface ProfileChange {
  nickname: string;
  /** Accepted only unchanged, for clients that send the whole profile back. */
  mobile?: string | null;
  email?: string | null;
}

export const CONTACT_NEEDS_CODE = '手机号和电子邮箱须在“账号设置 › 账号安全”中通过验证码修改';

/** Whether a sent contact differs from the stored one (e-mail case-insensitively, as its unique index). */
function differs(sent: string | null | undefined, stored: string | null, caseless = false): boolean {
  if (sent === undefined) return false;
  const norm = (v: string | null) => (v && caseless ? v.toLowerCase() : v || null);
  return norm(sent) !== norm(stored);
}

/** Saves the fill-user-info dialog for the caller: the nickname; a changed mobile or e-mail is refused and nothing is written. */
export async function updateOwnProfile(db: Db, userId: number, change: ProfileChange): Promise<UserView> {
  const [current] = await db.select({ mobile: users.mobile, email: users.email }).from(users).where(eq(users.id, userId));
  if (differs(change.mobile, current?.mobile ?? null) || differs(change.email, current?.email ?? null, true)) {
    throw badRequest(CONTACT_NEEDS_CODE);
  }
  await db.update(users).set({ nickname: change.nickname, updatedAt: new Date() }).where(eq(users.id, userId));
  return loadUserView(db, userId);
}
