import type { UserView } from '@contract/auth/users';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { groups, users } from '../db/schema/index';
import { notFound } from '../http/errors';
import { avatarUrl } from './avatar-url';

/** The user as every endpoint shows it (contract `userView`). */
export async function loadUserView(db: Db, userId: number): Promise<UserView> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      nickname: users.nickname,
      type: users.type,
      isAdmin: users.isAdmin,
      mobile: users.mobile,
      email: users.email,
      groupId: users.groupId,
      groupName: groups.name,
      boundUserId: users.boundUserId,
      avatarHash: users.avatarHash,
    })
    .from(users)
    .leftJoin(groups, eq(groups.id, users.groupId))
    .where(eq(users.id, userId));
  if (!row) throw notFound('用户不存在');
  const { boundUserId, avatarHash, ...rest } = row;
  return { ...rest, bound: boundUserId !== null, avatarUrl: avatarUrl(row.id, avatarHash) };
}
