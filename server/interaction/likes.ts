import type { SubjectRef } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { readerOf } from '../access/reader';
import type { Db } from '../db/client';
import { actor } from '../events/actor';
import { recordEvent } from '../events/record-event';
import { notFound } from '../http/errors';
import type { SessionUser } from '../http/session';
import { MESSAGE_TYPES, type Notice, notify } from '../lib/notify';
import { subjectLink } from './knowledge-subject';
import { afterSubjectLike } from './like-effects';
import { subjectAccess, subjectOfItem } from './subject';
import { excerpt, subjectLabel } from './subject-text';

/** What is liked: a subject itself, or one comment on a subject. */
export type LikeTarget = { subject: SubjectRef } | { commentId: number };

/** Who is told about a like (the title names the liker), and what the like is about. */
type Resolved = {
  subject: SubjectRef;
  commentId?: number;
  notice: Omit<Notice, 'title'> & { title: (nickname: string) => string };
};

/** Checks the target exists and its subject is readable (404 otherwise) and likeable. */
async function resolveTarget(db: Db, user: SessionUser, t: LikeTarget): Promise<Resolved> {
  const reader = readerOf(user);
  if ('subject' in t) {
    const item = await subjectAccess(db, reader, t.subject, 'likes');
    return {
      subject: item,
      notice: {
        userId: item.authorId,
        customType: MESSAGE_TYPES.likeOnMine,
        title: (n) => `${n}赞了你的${subjectLabel(item)}`,
        link: subjectLink(item),
      },
    };
  }
  const r = await db.execute<{ knowledge_id: number; user_id: number; content: string }>(
    sql`select knowledge_id, user_id, content from comments where id = ${t.commentId} and deleted_at is null`,
  );
  const comment = r.rows[0];
  if (!comment) throw notFound('评论不存在或已删除');
  const item = await subjectAccess(db, reader, await subjectOfItem(db, comment.knowledge_id), 'likes');
  return {
    subject: item,
    commentId: t.commentId,
    notice: {
      userId: comment.user_id,
      customType: MESSAGE_TYPES.likeOnComment,
      title: (n) => `${n}赞了你的评论`,
      content: excerpt(comment.content),
      link: subjectLink(item),
    },
  };
}

/**
 * Likes or unlikes a subject or a comment. The like row's primary key makes a
 * double click safe: a second concurrent like finds the row and changes nothing
 * (and records no event). A changed like of a subject runs its domain's
 * effect (like-effects.ts) in the same transaction.
 */
export async function toggleLike(db: Db, user: SessionUser, t: LikeTarget): Promise<{ liked: boolean; count: number }> {
  const { subject, commentId, notice } = await resolveTarget(db, user, t);
  // Storage keeps its two target types: a subject's likes are keyed by its knowledge row.
  const targetType = commentId === undefined ? 'knowledge' : 'comment';
  const targetId = commentId ?? subject.id;
  const table = commentId === undefined ? sql`knowledge` : sql`comments`;
  const result = await db.transaction(async (tx) => {
    const removed = await tx.execute(sql`
      delete from likes where user_id = ${user.id} and target_type = ${targetType} and target_id = ${targetId} returning user_id`);
    let liked: boolean;
    let delta = 0;
    if (removed.rows.length > 0) {
      liked = false;
      delta = -1;
    } else {
      const added = await tx.execute(sql`
        insert into likes (user_id, target_type, target_id) values (${user.id}, ${targetType}, ${targetId})
        on conflict do nothing returning user_id`);
      liked = true;
      delta = added.rows.length > 0 ? 1 : 0;
    }
    const counted = await tx.execute<{ like_count: number }>(sql`
      update ${table} set like_count = greatest(like_count + ${delta}, 0) where id = ${targetId} returning like_count`);
    if (delta !== 0) {
      await recordEvent(tx, { action: liked ? 'like' : 'unlike', ...actor(user), subject, objectId: commentId });
      if (commentId === undefined) await afterSubjectLike(tx, subject);
    }
    return { liked, count: counted.rows[0]?.like_count ?? 0, changed: delta === 1 };
  });
  if (result.changed) {
    await notify(db, user.id, [{ ...notice, title: notice.title(user.nickname) }]);
  }
  return { liked: result.liked, count: result.count };
}
