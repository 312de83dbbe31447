import type { ActivityDirection, AnswerFeedSort, VoteActivityItem } from '@contract/bbs/bbs-activity';
import type { myAnswerItem } from '@contract/bbs/bbs-answers';
import { BBS_TARGETS } from '@contract/bbs/bbs-posts';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { bbsAnswers, bbsPosts, bbsVotes, knowledge, knowledgeVersions, users } from '../../db/schema/index';
import type { SessionUser } from '../../http/session';
import { paged } from '../../lib/paged';
import { answerPage, toAnswerView } from './answer-view';
import { FORUM, isForumManager } from './forum-access';
import { a, bv, k, p, v } from './forum-aliases';
import { EXCERPT_CHARS, OPEN_POST, POST_EXCERPT } from './post-items';
import { inPlate } from './post-list.service';

type Page = { page: number; size: number };
type FeedAnswer = z.infer<typeof myAnswerItem>;

const FEED_ORDERS: Record<AnswerFeedSort, SQL> = {
  time: sql`${a.createdAt} desc, ${a.id} desc`,
  votes: sql`${a.voteScore} desc, ${a.createdAt} desc, ${a.id} desc`,
};

/**
 * 回答广场: visible answers of posts every reader sees (published, visible,
 * not deleted), across the forum or in one plate and those below it. Held,
 * hidden and draft writing never shows here, not even to its author: his own
 * lists (我的回答, 我的帖子) show those.
 */
export async function answerFeed(
  db: Db,
  user: SessionUser,
  q: Page & { sort: AnswerFeedSort; plateId?: number },
): Promise<{ total: number; list: FeedAnswer[] }> {
  const conds = [sql`${a.state} = 'visible'`, sql`${k.domainId} = ${FORUM}`, OPEN_POST];
  if (q.plateId !== undefined) conds.push(inPlate(q.plateId));
  const where = sql.join(conds, sql` and `);
  const page = await answerPage(db, user, isForumManager(user), {
    where,
    order: FEED_ORDERS[q.sort],
    page: q.page,
    size: q.size,
  });
  return {
    total: page.total,
    list: page.list.map((r) => ({ ...toAnswerView(r, user), post: { id: r.post_id, title: r.post_title } })),
  };
}

type VoteRow = {
  target_type: number;
  post_id: number;
  title: string;
  answer_id: number | null;
  excerpt: string | null;
  author_id: number;
  author_nickname: string;
  voter_id: number;
  voter_nickname: string;
  voted_at: Date | string;
};

/**
 * Agree votes (aliases: bv the vote, a the voted answer or null, k/p/v the
 * post and its shown version). A vote names a post or an answer; the answer's
 * post is the one shown.
 */
const au = alias(users, 'au');
const vu = alias(users, 'vu');
const VOTE_FROM = sql`${bbsVotes} ${bv}
  left join ${bbsAnswers} ${a} on ${bv.targetType} = ${BBS_TARGETS.answer} and ${a.id} = ${bv.targetId}
  join ${knowledge} ${k} on ${k.id} = case when ${bv.targetType} = ${BBS_TARGETS.post} then ${bv.targetId} else ${a.postId} end
  join ${bbsPosts} ${p} on ${p.knowledgeId} = ${k.id}
  join ${knowledgeVersions} ${v} on ${v.knowledgeId} = ${k.id} and ${v.version} = coalesce(${k.publishedVersion}, ${k.latestVersion})
  join ${users} ${au} on ${au.id} = coalesce(${a.authorId}, ${k.authorId})
  join ${users} ${vu} on ${vu.id} = ${bv.userId}`;

/**
 * Who wrote the target. Only the two known kinds count: a stray row of another
 * kind (or of a removed answer) matches no post and drops out of the join.
 */
const TARGET_AUTHOR = sql`coalesce(${a.authorId}, ${k.authorId})`;

/**
 * 赞同: the agree (+1) votes the caller gave (`given`), on posts and answers
 * every reader still sees; or those others gave on his posts and answers
 * (`received`), as long as he can still open the post (his own in any live
 * state, others' while open to all). Newest vote first; a changed vote counts
 * from when it was changed.
 */
export async function voteActivity(
  db: Db,
  user: SessionUser,
  q: Page & { direction: ActivityDirection },
): Promise<{ total: number; list: VoteActivityItem[] }> {
  const base = sql`${bv.value} = 1 and ${k.domainId} = ${FORUM} and ${bv.targetType} in (${BBS_TARGETS.post}, ${BBS_TARGETS.answer})`;
  const side =
    q.direction === 'given'
      ? sql`${bv.userId} = ${user.id} and ${OPEN_POST} and (${a.id} is null or ${a.state} = 'visible')`
      : sql`${TARGET_AUTHOR} = ${user.id} and ${bv.userId} <> ${user.id} and ${k.deletedAt} is null
          and (${OPEN_POST} or ${k.authorId} = ${user.id})`;
  const where = sql`${base} and ${side}`;
  const page = await paged<VoteRow>(db, {
    from: VOTE_FROM,
    where,
    order: sql`${bv.createdAt} desc, ${bv.targetType}, ${bv.targetId}`,
    columns: sql`${bv.targetType}, ${k.id} as post_id, ${k.title}, ${a.id} as answer_id,
        case when ${a.id} is null then ${POST_EXCERPT} else left(${a.contentText}, ${EXCERPT_CHARS}) end as excerpt,
        ${au.id} as author_id, ${au.nickname} as author_nickname, ${vu.id} as voter_id, ${vu.nickname} as voter_nickname,
        ${bv.createdAt} as voted_at`,
    page: q.page,
    size: q.size,
  });
  return {
    total: page.total,
    list: page.list.map((r) => ({
      targetType: r.target_type === BBS_TARGETS.answer ? 'answer' : 'post',
      post: { id: r.post_id, title: r.title },
      answer: r.answer_id === null ? null : { id: r.answer_id, excerpt: r.excerpt ?? '' },
      excerpt: r.excerpt ?? '',
      author: { id: r.author_id, nickname: r.author_nickname },
      voter: { id: r.voter_id, nickname: r.voter_nickname },
      votedAt: new Date(r.voted_at).toISOString(),
    })),
  };
}
