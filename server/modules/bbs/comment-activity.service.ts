import type { ActivityDirection, CommentActivityItem } from '@contract/bbs/bbs-activity';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bbsAnswers, bbsPosts, comments, knowledge, users } from '../../db/schema/index';
import type { SessionUser } from '../../http/session';
import { excerpt } from '../../interaction/subject-text';
import { paged } from '../../lib/paged';
import { FORUM } from './forum-access';
import { a, k, p, u } from './forum-aliases';
import { EXCERPT_CHARS, OPEN_POST } from './post-items';

type CommentRow = {
  id: number;
  parent_id: number | null;
  user_id: number;
  nickname: string;
  content: string;
  created_at: Date | string;
  post_id: number;
  title: string;
  answer_id: number | null;
  answer_excerpt: string | null;
};

/**
 * Live comments of the comment engine on forum posts (aliases: c the comment,
 * k/p its post, a the answer it is on or null — decision 033 keeps the post as
 * the subject and names the answer in `comments.answer_id`).
 */
const c = alias(comments, 'c');
const COMMENT_FROM = sql`${comments} ${c} join ${knowledge} ${k} on ${k.id} = ${c.knowledgeId}
  join ${bbsPosts} ${p} on ${p.knowledgeId} = ${k.id}
  left join ${bbsAnswers} ${a} on ${a.id} = ${c.answerId}
  join ${users} ${u} on ${u.id} = ${c.userId}`;

/**
 * 评论: the comments others wrote on the caller's posts and answers
 * (`received`), or the comments he wrote in the forum (`given`), newest first.
 * A comment shows only while its post is one the caller can open (open to
 * all, or his own), and a comment on an answer only while that answer is
 * visible or his: a post or answer hidden since, or deleted, takes its
 * comments out of the list with it.
 */
export async function commentActivity(
  db: Db,
  user: SessionUser,
  q: { page: number; size: number; direction: ActivityDirection },
): Promise<{ total: number; list: CommentActivityItem[] }> {
  const readable = sql`${c.deletedAt} is null and ${k.domainId} = ${FORUM} and ${k.deletedAt} is null
    and (${OPEN_POST} or ${k.authorId} = ${user.id})
    and (${c.answerId} is null or ${a.state} = 'visible' or ${a.authorId} = ${user.id})`;
  const side =
    q.direction === 'given'
      ? sql`${c.userId} = ${user.id}`
      : sql`${c.userId} <> ${user.id} and (case when ${c.answerId} is null then ${k.authorId} else ${a.authorId} end) = ${user.id}`;
  const where = sql`${readable} and ${side}`;
  const page = await paged<CommentRow>(db, {
    from: COMMENT_FROM,
    where,
    order: sql`${c.createdAt} desc, ${c.id} desc`,
    columns: sql`${c.id}, ${c.parentId}, ${c.userId}, ${u.nickname}, ${c.content}, ${c.createdAt}, ${k.id} as post_id, ${k.title},
        ${a.id} as answer_id, left(${a.contentText}, ${EXCERPT_CHARS}) as answer_excerpt`,
    page: q.page,
    size: q.size,
  });
  return {
    total: page.total,
    list: page.list.map((r) => ({
      id: r.id,
      user: { id: r.user_id, nickname: r.nickname },
      // Cut as the engine cuts a comment for its messages.
      excerpt: excerpt(r.content, EXCERPT_CHARS),
      reply: r.parent_id !== null,
      post: { id: r.post_id, title: r.title },
      answer: r.answer_id === null ? null : { id: r.answer_id, excerpt: r.answer_excerpt ?? '' },
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}
