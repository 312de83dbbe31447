import { sql } from 'drizzle-orm';
import { readerOf } from '../../access/reader';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { MESSAGE_TYPES, type Notice, notify } from '../../lib/notify';
import { excerpt, itemLabel, itemLink, readableItemFor } from './item-access';

type Target = { targetType: 'knowledge' | 'comment'; targetId: number };

/** Who is told about a like; the title names the liker. */
type LikeNotice = Omit<Notice, 'title'> & { title: (nickname: string) => string };

/** Checks the target exists and its item is readable (404 otherwise). */
async function resolveTarget(db: Db, user: SessionUser, t: Target): Promise<LikeNotice> {
  const reader = readerOf(user);
  if (t.targetType === 'knowledge') {
    const item = await readableItemFor(db, reader, t.targetId);
    return {
      userId: item.authorId,
      customType: MESSAGE_TYPES.likeOnMine,
      title: (n) => `${n}赞了你的${itemLabel(item)}`,
      link: itemLink(item),
    };
  }
  const r = await db.execute<{ knowledge_id: number; user_id: number; content: string }>(
    sql`select knowledge_id, user_id, content from comments where id = ${t.targetId} and deleted_at is null`,
  );
  const comment = r.rows[0];
  if (!comment) throw notFound('评论不存在或已删除');
  const item = await readableItemFor(db, reader, comment.knowledge_id);
  return {
    userId: comment.user_id,
    customType: MESSAGE_TYPES.likeOnComment,
    title: (n) => `${n}赞了你的评论`,
    content: excerpt(comment.content),
    link: itemLink(item),
  };
}

/**
 * Likes or unlikes an item or a comment. The like row's primary key makes a
 * double click safe: a second concurrent like finds the row and changes nothing.
 */
export async function toggleLike(db: Db, user: SessionUser, t: Target): Promise<{ liked: boolean; count: number }> {
  const notice = await resolveTarget(db, user, t);
  const table = t.targetType === 'knowledge' ? sql`knowledge` : sql`comments`;
  const result = await db.transaction(async (tx) => {
    const removed = await tx.execute(sql`
      delete from likes where user_id = ${user.id} and target_type = ${t.targetType} and target_id = ${t.targetId} returning user_id`);
    let liked: boolean;
    let delta = 0;
    if (removed.rows.length > 0) {
      liked = false;
      delta = -1;
    } else {
      const added = await tx.execute(sql`
        insert into likes (user_id, target_type, target_id) values (${user.id}, ${t.targetType}, ${t.targetId})
        on conflict do nothing returning user_id`);
      liked = true;
      delta = added.rows.length > 0 ? 1 : 0;
    }
    const counted = await tx.execute<{ like_count: number }>(sql`
      update ${table} set like_count = greatest(like_count + ${delta}, 0) where id = ${t.targetId} returning like_count`);
    return { liked, count: counted.rows[0]?.like_count ?? 0, changed: delta === 1 };
  });
  if (result.changed) {
    await notify(db, user.id, [{ ...notice, title: notice.title(user.nickname) }]);
  }
  return { liked: result.liked, count: result.count };
}
