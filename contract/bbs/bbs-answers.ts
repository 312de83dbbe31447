import { z } from 'zod';
import { dbId, userRef } from '../knowledge/knowledge';
import { endpoint, noInput } from '../platform/endpoint';
import { idParam, pageInput, pageOf } from '../platform/schemas';
import { BBS_STATES, htmlField } from './bbs-posts';

/**
 * The forum's answers and the votes on posts and answers (issue 18, decision
 * 033): answers are rows of their own, not knowledge items.
 */

export const ANSWER_MAX = 100_000;

export const answerView = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  author: userRef,
  content: z.string(),
  voteScore: z.number().int(),
  myVote: z.number().int(),
  accepted: z.boolean(),
  state: z.enum(BBS_STATES),
  commentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  abilities: z.object({ canEdit: z.boolean(), canDelete: z.boolean(), canModerate: z.boolean() }),
});
export type AnswerView = z.infer<typeof answerView>;

export const answerList = endpoint({
  id: 'bbs.answerList',
  method: 'POST',
  path: '/bbs-app/answer/list',
  summary: '帖子的回答：采纳的在前，其余按得票或时间排序',
  access: 'ROLE_BBS_DISPLAY',
  input: pageInput.extend({
    postId: dbId('帖子'),
    sort: z.enum(['votes', 'time']).default('votes').meta({ title: '排序' }),
  }),
  output: pageOf(answerView),
});

export const myAnswerItem = answerView.extend({ post: z.object({ id: z.number().int(), title: z.string() }) });

export const mineAnswers = endpoint({
  id: 'bbs.mineAnswers',
  method: 'POST',
  path: '/bbs-app/mine/reply',
  summary: '我（或某成员）的回答，新的在前',
  access: 'ROLE_BBS_DISPLAY',
  input: pageInput.extend({ userId: dbId('成员').optional() }),
  output: pageOf(myAnswerItem),
});

export const answerSave = endpoint({
  id: 'bbs.answerSave',
  method: 'POST',
  path: '/bbs-app/answer/save',
  summary: '回答帖子或修改自己的回答（敏感词检查，频率限制）',
  access: 'ROLE_BBS_DISPLAY',
  input: z.object({
    id: dbId('回答').optional(),
    postId: dbId('帖子'),
    content: htmlField('回答', ANSWER_MAX),
  }),
  output: answerView.extend({ masked: z.array(z.string()) }),
});

export const answerDelete = endpoint({
  id: 'bbs.answerDelete',
  method: 'POST',
  path: '/bbs-app/answer/delete/:id',
  summary: '删除回答（作者、版主或论坛管理员）',
  access: 'ROLE_BBS_DISPLAY',
  params: idParam,
  input: noInput,
  output: z.null(),
});

export const answerAccept = endpoint({
  id: 'bbs.answerAccept',
  method: 'POST',
  path: '/bbs-app/answer/accept',
  summary: '提问者采纳一个回答（answerId 为 null 时取消采纳）',
  access: 'ROLE_BBS_DISPLAY',
  input: z.object({ postId: dbId('帖子'), answerId: dbId('回答').nullable() }),
  output: z.object({ acceptedAnswerId: z.number().int().nullable() }),
});

export const vote = endpoint({
  id: 'bbs.vote',
  method: 'POST',
  path: '/bbs-app/vote',
  summary: '赞同（1）、反对（-1）或撤销（0）；每人每个帖子或回答一票',
  access: 'ROLE_BBS_DISPLAY',
  input: z.object({
    targetType: z.enum(['post', 'answer'], { error: '只能对帖子或回答投票' }).meta({ title: '对象类型' }),
    targetId: dbId('对象'),
    value: z.union([z.literal(1), z.literal(-1), z.literal(0)], { error: '投票只能是 1、-1 或 0' }).meta({ title: '投票' }),
  }),
  output: z.object({ score: z.number().int(), myVote: z.number().int() }),
});
