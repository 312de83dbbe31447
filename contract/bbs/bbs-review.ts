import { z } from 'zod';
import { endpoint } from '../platform/endpoint';
import { pageInput, pageOf } from '../platform/schemas';
import { reason } from './bbs-inputs';
import { moderatedTarget, targetInput } from './bbs-reports';

/**
 * The moderators' review queue (待审核, decisions 032 and 033): posts and
 * answers a "需审核" word held, and those carrying "标记" words. Open to
 * members by key; the server lets through only the plate's moderators and
 * forum managers.
 */

export const reviewItem = moderatedTarget.extend({
  /** Words of the "需审核" action that held it (found again in its current text). */
  reviewWords: z.array(z.string()),
  /** Words of the "标记" action stored when it was written. */
  flaggedWords: z.array(z.string()),
  createdAt: z.string(),
});
export type ReviewItem = z.infer<typeof reviewItem>;

export const reviewList = endpoint({
  id: 'bbs.reviewList',
  method: 'POST',
  path: '/bbs-app/admin/post/review',
  summary: '待审核：我管理的版块（论坛管理员：全部）中被“需审核”词拦下的帖子与回答（held），或含“标记”词的（flagged）',
  access: 'ROLE_BBS_DISPLAY',
  input: pageInput.extend({
    queue: z.enum(['held', 'flagged'], { error: '只能查看待审核或已标记的内容' }).default('held').meta({ title: '队列' }),
  }),
  output: pageOf(reviewItem),
});

export const reviewApprove = endpoint({
  id: 'bbs.reviewApprove',
  method: 'POST',
  path: '/bbs-app/admin/post/approve',
  summary: '通过待审核的帖子或回答（发布并进入搜索）',
  access: 'ROLE_BBS_DISPLAY',
  input: targetInput,
  output: moderatedTarget,
});

export const reviewReject = endpoint({
  id: 'bbs.reviewReject',
  method: 'POST',
  path: '/bbs-app/admin/post/reject',
  summary: '驳回待审核的帖子或回答（隐藏，须填写原因，通知作者）',
  access: 'ROLE_BBS_DISPLAY',
  input: targetInput.extend({ reason: reason('驳回原因') }),
  output: moderatedTarget,
});

export const reviewKeep = endpoint({
  id: 'bbs.reviewKeep',
  method: 'POST',
  path: '/bbs-app/admin/post/keep',
  summary: '保留含“标记”词的帖子或回答：清除标记，移出已标记队列（内容不变）',
  access: 'ROLE_BBS_DISPLAY',
  input: targetInput,
  output: moderatedTarget,
});
