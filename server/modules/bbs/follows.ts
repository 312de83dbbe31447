import type { BBS_FOLLOW_TARGETS } from '@contract/bbs/bbs-plates';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bbsFollows as f } from '../../db/schema/index';
import { bare } from '../../db/sql-names';

type FollowTarget = (typeof BBS_FOLLOW_TARGETS)[keyof typeof BBS_FOLLOW_TARGETS];

/**
 * Follows or unfollows one plate, topic or post for a member; doing it twice
 * changes nothing. The caller first checks the target exists and may be followed.
 */
export async function setFollow(db: Db, userId: number, targetType: FollowTarget, targetId: number, follow: boolean) {
  if (follow) {
    await db.execute(sql`insert into ${f} (${bare(f.userId)}, ${bare(f.targetType)}, ${bare(f.targetId)})
      values (${userId}, ${targetType}, ${targetId}) on conflict do nothing`);
  } else {
    await db.execute(
      sql`delete from ${f} where ${f.userId} = ${userId} and ${f.targetType} = ${targetType} and ${f.targetId} = ${targetId}`,
    );
  }
}
