import { sql } from 'drizzle-orm';
import type { BBS_FOLLOW_TARGETS } from '../../../contract/bbs-plates';
import type { Db } from '../../db/client';

type FollowTarget = (typeof BBS_FOLLOW_TARGETS)[keyof typeof BBS_FOLLOW_TARGETS];

/**
 * Follows or unfollows one plate, topic or post for a member; doing it twice
 * changes nothing. The caller first checks the target exists and may be followed.
 */
export async function setFollow(db: Db, userId: number, targetType: FollowTarget, targetId: number, follow: boolean) {
  if (follow) {
    await db.execute(sql`insert into bbs_follows (user_id, target_type, target_id) values (${userId}, ${targetType}, ${targetId})
      on conflict do nothing`);
  } else {
    await db.execute(
      sql`delete from bbs_follows where user_id = ${userId} and target_type = ${targetType} and target_id = ${targetId}`,
    );
  }
}
