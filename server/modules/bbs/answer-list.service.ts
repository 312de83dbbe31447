import type { AnswerView } from '@contract/bbs/bbs-answers';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../http/session';
import { answerPage, toAnswerView } from './answer-view';
import { FORUM, isForumManager, moderates, openPost } from './forum-access';
import { a, k, p } from './forum-aliases';

/**
 * A post's answers: the accepted one first, then by votes (or oldest first).
 * Held and hidden answers show to their authors and the plate's moderators only.
 */
export async function listAnswers(
  db: Db,
  user: SessionUser,
  q: { postId: number; sort: 'votes' | 'time'; page: number; size: number },
): Promise<{ total: number; list: AnswerView[] }> {
  const post = await openPost(db, user, q.postId);
  const moderator = await moderates(db, user, post.plate_id);
  const where = sql`${a.postId} = ${post.id} and ${moderator ? sql`true` : sql`(${a.state} = 'visible' or ${a.authorId} = ${user.id})`}`;
  const order =
    q.sort === 'votes'
      ? sql`${a.accepted} desc, ${a.voteScore} desc, ${a.createdAt}, ${a.id}`
      : sql`${a.accepted} desc, ${a.createdAt}, ${a.id}`;
  const page = await answerPage(db, user, isForumManager(user), { where, order, page: q.page, size: q.size });
  return { total: page.total, list: page.list.map((r) => toAnswerView(r, user)) };
}

/**
 * A member's answers, newest first (`mine/reply`, a member's page). Others
 * see only visible answers of posts every reader sees; the member himself
 * also his held ones, on any live post he may still open.
 */
export async function memberAnswers(
  db: Db,
  user: SessionUser,
  q: { userId?: number; page: number; size: number },
): Promise<{ total: number; list: (AnswerView & { post: { id: number; title: string } })[] }> {
  const who = q.userId ?? user.id;
  const self = who === user.id;
  const where = sql`${a.authorId} = ${who} and ${k.deletedAt} is null and ${k.domainId} = ${FORUM} and ${
    self
      ? sql`((${k.publishedVersion} is not null and ${p.state} = 'visible') or ${k.authorId} = ${user.id})`
      : sql`${a.state} = 'visible' and ${k.publishedVersion} is not null and ${p.state} = 'visible'`
  }`;
  const page = await answerPage(db, user, isForumManager(user), {
    where,
    order: sql`${a.createdAt} desc, ${a.id} desc`,
    page: q.page,
    size: q.size,
  });
  return {
    total: page.total,
    list: page.list.map((r) => ({ ...toAnswerView(r, user), post: { id: r.post_id, title: r.post_title } })),
  };
}
