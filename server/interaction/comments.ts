import { FEATURE_SWITCHES } from '@contract/common/common';
import type { commentItem } from '@contract/knowledge/interaction';
import type { SubjectRef } from '@contract/platform/domains';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { readerOf } from '../access/reader';
import type { Db } from '../db/client';
import { comments, configItems } from '../db/schema/index';
import { actor } from '../events/actor';
import { recordEvent } from '../events/record-event';
import { badRequest, forbidden, notFound } from '../http/errors';
import type { SessionUser } from '../http/session';
import { MESSAGE_TYPES, notify } from '../lib/notify';
import { answerOfSubject, moderatedComment } from './answer-part';
import { subjectLink } from './knowledge-subject';
import { subjectAccess, subjectOfItem } from './subject';
import { excerpt, subjectLabel } from './subject-text';

/** Comments are on unless the administrator turned the switch off (value other than '1'). */
async function commentsEnabled(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: configItems.value })
    .from(configItems)
    .where(eq(configItems.code, FEATURE_SWITCHES.comment));
  return row?.value === '1';
}

async function loadComment(db: Db, id: number) {
  const [row] = await db.select().from(comments).where(eq(comments.id, id));
  return row;
}

/**
 * Adds a comment, or a reply when `parentId` names a live comment of the same
 * subject; tells the subject's author (comment) or the replied comment's author (reply).
 */
export async function addComment(
  db: Db,
  user: SessionUser,
  input: { subject: SubjectRef; parentId?: number; content: string; answerId?: number },
): Promise<z.input<typeof commentItem>> {
  if (!(await commentsEnabled(db))) throw forbidden('评论功能已关闭');
  const item = await subjectAccess(db, readerOf(user), input.subject, 'comments');
  const answerId = input.answerId ?? null;
  const answer = answerId === null ? null : await answerOfSubject(db, item, answerId);
  let parent: { id: number; userId: number; nickname: string } | null = null;
  if (input.parentId !== undefined) {
    // A reply stays in its thread: the same subject and the same answer (or none).
    const r = await db.execute<{ id: number; user_id: number; nickname: string }>(sql`
      select c.id, c.user_id, u.nickname from comments c join users u on u.id = c.user_id
      where c.id = ${input.parentId} and c.knowledge_id = ${item.id} and c.deleted_at is null
        and c.answer_id is not distinct from ${answerId}::int`);
    const row = r.rows[0];
    if (!row) throw badRequest('回复的评论不存在或已删除');
    parent = { id: row.id, userId: row.user_id, nickname: row.nickname };
  }
  const created = await db.transaction(async (tx) => {
    const content = await moderatedComment(tx, item.type, input.content);
    const [row] = await tx
      .insert(comments)
      .values({ knowledgeId: item.id, parentId: parent?.id ?? null, userId: user.id, content, answerId })
      .returning();
    await tx.execute(sql`update knowledge set comment_count = comment_count + 1 where id = ${item.id}`);
    await recordEvent(tx, { action: 'comment', ...actor(user), subject: item, objectId: row.id });
    return row;
  });
  // The message leads to the comment itself: the detail page scrolls to and highlights `?comment=<id>`.
  const link = `${subjectLink(item)}&comment=${created.id}`;
  const content = excerpt(created.content);
  await notify(db, user.id, [
    parent
      ? { userId: parent.userId, customType: MESSAGE_TYPES.replyToMine, title: `${user.nickname}回复了你的评论`, content, link }
      : answer
        ? {
            userId: answer.authorId,
            customType: MESSAGE_TYPES.commentOnAnswer,
            title: `${user.nickname}评论了你的回答`,
            content,
            link: `${link}&answer=${answerId}`,
          }
        : {
            userId: item.authorId,
            customType: MESSAGE_TYPES.commentOnMine,
            title: `${user.nickname}评论了你的${subjectLabel(item)}`,
            content,
            link,
          },
  ]);
  return {
    id: created.id,
    parentId: created.parentId,
    user: { id: user.id, nickname: user.nickname },
    content: created.content,
    likeCount: 0,
    liked: false,
    canDelete: true,
    createdAt: created.createdAt.toISOString(),
    replyTo: parent ? { id: parent.userId, nickname: parent.nickname } : null,
  };
}

/** Soft-deletes a comment (its author or an admin); replies under it stay. */
export async function removeComment(db: Db, user: SessionUser, id: number): Promise<null> {
  const row = await loadComment(db, id);
  if (!row || row.deletedAt) throw notFound('评论不存在或已删除');
  const subject = await subjectAccess(db, readerOf(user), await subjectOfItem(db, row.knowledgeId), 'comments');
  if (row.userId !== user.id && !user.isAdmin) throw forbidden('只能删除自己的评论');
  await db.transaction(async (tx) => {
    const done = await tx.execute(
      sql`update comments set deleted_at = now() where id = ${id} and deleted_at is null returning id`,
    );
    if (done.rows.length > 0) {
      await tx.execute(sql`update knowledge set comment_count = greatest(comment_count - 1, 0) where id = ${row.knowledgeId}`);
      await recordEvent(tx, { action: 'uncomment', ...actor(user), subject, objectId: id });
    }
  });
  return null;
}
