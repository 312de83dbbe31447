import { z } from 'zod';
import { dbId, userRef } from '../knowledge/knowledge';
import { endpoint } from '../platform/endpoint';
import { pageInput, pageOf } from '../platform/schemas';
import { myAnswerItem } from './bbs-answers';
import { ACTIVITY_DIRECTIONS, ANSWER_FEED_SORTS, type AnswerFeedSort } from './bbs-terms';

/**
 * The forum's activity pages (issue 18, SPEC §2 `answers`, `agree`, `comment`):
 * the newest answers across the forum, the agree votes a member gave and got,
 * and the comments a member wrote and received. Read only; every list shows
 * only what the caller may open.
 */

export { ACTIVITY_DIRECTIONS, type ActivityDirection, ANSWER_FEED_SORTS, type AnswerFeedSort } from './bbs-terms';
export const ANSWER_FEED_SORT_NAMES: Record<AnswerFeedSort, string> = { time: '最新', votes: '得票最多' };

export const answerFeed = endpoint({
  id: 'bbs.answerFeed',
  method: 'POST',
  path: '/bbs-app/answer/feed',
  summary: '回答广场：全论坛公开帖子下公开的回答，按时间或得票排序，可按版块（含子版块）筛选',
  access: 'ROLE_BBS_DISPLAY',
  input: pageInput.extend({
    sort: z.enum(ANSWER_FEED_SORTS, { error: '排序只能是 time 或 votes' }).default('time').meta({ title: '排序' }),
    plateId: dbId('版块').optional(),
  }),
  output: pageOf(myAnswerItem),
});

const direction = z
  .enum(ACTIVITY_DIRECTIONS, { error: '列表只能是 given（我发出的）或 received（我收到的）' })
  .meta({ title: '方向' });

/** The post a vote or a comment is about, and the answer inside it when it is about an answer. */
const activityTarget = z.object({
  post: z.object({ id: z.number().int(), title: z.string() }),
  /** An answer of the post, with the start of its text; null for the post itself. */
  answer: z.object({ id: z.number().int(), excerpt: z.string() }).nullable(),
});

export const voteActivityItem = activityTarget.extend({
  targetType: z.enum(['post', 'answer']),
  /** The start of the voted post's or answer's text. */
  excerpt: z.string(),
  /** Who wrote the voted post or answer. */
  author: userRef,
  /** Who agreed. */
  voter: userRef,
  votedAt: z.string(),
});
export type VoteActivityItem = z.infer<typeof voteActivityItem>;

export const voteActivity = endpoint({
  id: 'bbs.voteActivity',
  method: 'POST',
  path: '/bbs-app/vote/mine',
  summary: '赞同：我赞同的帖子与回答（given），或他人对我的帖子与回答的赞同（received），新的在前',
  access: 'ROLE_BBS_DISPLAY',
  input: pageInput.extend({ direction }),
  output: pageOf(voteActivityItem),
});

export const commentActivityItem = activityTarget.extend({
  id: z.number().int(),
  /** Who wrote the comment. */
  user: userRef,
  /** The start of the comment (plain text, as the comment engine stores it). */
  excerpt: z.string(),
  /** A reply to another comment. */
  reply: z.boolean(),
  createdAt: z.string(),
});
export type CommentActivityItem = z.infer<typeof commentActivityItem>;

export const commentActivity = endpoint({
  id: 'bbs.commentActivity',
  method: 'POST',
  path: '/bbs-app/comment/mine',
  summary: '评论：他人在我的帖子与回答下的评论（received），或我在论坛写的评论（given），新的在前',
  access: 'ROLE_BBS_DISPLAY',
  input: pageInput.extend({ direction }),
  output: pageOf(commentActivityItem),
});
