import { z } from 'zod';
import { userRef } from '../knowledge/knowledge';
import { endpoint, noInput } from '../platform/endpoint';
import { idParam } from '../platform/schemas';
import { postListItem } from './bbs-posts';

/** The forum's home page and a member's forum profile (issue 18, decision 033). */

/** Posts per block of the home page. */
export const HOME_BLOCK = 8;

export const expertBrief = z.object({
  user: userRef,
  answerCount: z.number().int(),
  acceptedCount: z.number().int(),
});

export const bbsHome = endpoint({
  id: 'bbs.homePage',
  method: 'GET',
  path: '/bbs-app/bbs/homePage',
  summary: '论坛首页：热门、最新、待回答、我关注的、本周专家与统计',
  access: 'ROLE_BBS_DISPLAY',
  input: noInput,
  output: z.object({
    hot: z.array(postListItem),
    latest: z.array(postListItem),
    unanswered: z.array(postListItem),
    followed: z.array(postListItem),
    weeklyExperts: z.array(expertBrief),
    stats: z.object({ posts: z.number().int(), answers: z.number().int(), today: z.number().int() }),
  }),
});

export const memberProfile = endpoint({
  id: 'bbs.personal',
  method: 'GET',
  path: '/bbs-app/personal/:id',
  summary: '成员的论坛主页：发帖、回答、被采纳、获赞数',
  access: 'ROLE_BBS_DISPLAY',
  params: idParam,
  input: noInput,
  output: z.object({
    user: userRef.extend({ groupName: z.string().nullable() }),
    posts: z.number().int(),
    answers: z.number().int(),
    accepted: z.number().int(),
    likesReceived: z.number().int(),
    expert: z.boolean(),
  }),
});
