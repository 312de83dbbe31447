import { z } from 'zod';
import { dbId, idList, userRef } from '../knowledge/knowledge';
import { endpoint, noInput } from '../platform/endpoint';
import { idParam, keywordFilter, pageInput, pageOf } from '../platform/schemas';
import { decisionInput, plainText, reason } from './bbs-inputs';

/**
 * The forum's experts (专家, issue 18, decision 033): members apply with
 * their fields, forum managers approve, refuse or revoke.
 */

export const EXPERT_INTRO_MAX = 500;
export const EXPERT_FIELDS_MAX = 5;

export const EXPERT_STATES = ['applied', 'approved', 'refused'] as const;
export type ExpertState = (typeof EXPERT_STATES)[number];
export const EXPERT_STATE_NAMES: Record<ExpertState, string> = { applied: '待审核', approved: '已认证', refused: '未通过' };

export const expertField = z.object({ id: z.number().int(), name: z.string() });

export const expertView = z.object({
  user: userRef,
  fields: z.array(expertField),
  introduction: z.string(),
  state: z.enum(EXPERT_STATES),
  /** Visible answers and how many of them were accepted; the rate is accepted / answers (0 without answers). */
  answerCount: z.number().int(),
  acceptedCount: z.number().int(),
  acceptanceRate: z.number(),
  appliedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ExpertView = z.infer<typeof expertView>;

export const expertList = endpoint({
  id: 'bbs.expertList',
  method: 'POST',
  path: '/bbs-app/expert/list',
  summary: '专家列表：已认证的专家及其领域、回答数与采纳率，按领域标签与关键词筛选',
  access: 'ROLE_BBS_DISPLAY',
  input: pageInput.extend({ labelId: dbId('领域').optional(), keyword: keywordFilter }),
  output: pageOf(expertView),
});

export const expertApply = endpoint({
  id: 'bbs.expertApply',
  method: 'POST',
  path: '/bbs-app/expert/apply',
  summary: `申请成为专家：擅长领域（1–${EXPERT_FIELDS_MAX}个标签）与个人介绍；未通过后可重新申请`,
  access: 'ROLE_BBS_DISPLAY',
  input: z.object({
    labelIds: idList('擅长领域', EXPERT_FIELDS_MAX).min(1, '请至少选择一个擅长领域'),
    introduction: plainText('个人介绍', 1, EXPERT_INTRO_MAX, '请填写个人介绍'),
  }),
  output: expertView,
});

export const expertMine = endpoint({
  id: 'bbs.expertMine',
  method: 'GET',
  path: '/bbs-app/expert/mine',
  summary: '我的专家申请及其状态（未申请为 null）',
  access: 'ROLE_BBS_DISPLAY',
  input: noInput,
  output: expertView.nullable(),
});

export const adminExpertList = endpoint({
  id: 'bbs.adminExpertList',
  method: 'POST',
  path: '/bbs-app/admin/expert/list',
  summary: '专家管理：按状态与关键词列出申请与专家，新申请在前',
  access: 'ROLE_BBS_MANAGE',
  input: pageInput.extend({
    state: z.enum(EXPERT_STATES, { error: '申请状态不存在' }).optional().meta({ title: '状态' }),
    keyword: keywordFilter,
  }),
  output: pageOf(expertView),
});

export const adminExpertDecide = endpoint({
  id: 'bbs.adminExpertDecide',
  method: 'POST',
  path: '/bbs-app/admin/expert/decide/:id',
  summary: '通过或拒绝专家申请（id 为申请人；拒绝须填写原因；结果以消息通知申请人）',
  access: 'ROLE_BBS_MANAGE',
  params: idParam,
  input: decisionInput,
  output: expertView,
});

export const adminExpertRevoke = endpoint({
  id: 'bbs.adminExpertRevoke',
  method: 'POST',
  path: '/bbs-app/admin/expert/revoke/:id',
  summary: '撤销专家认证（id 为专家；须填写原因，通知本人；之后可重新申请）',
  access: 'ROLE_BBS_MANAGE',
  params: idParam,
  input: z.object({ reason: reason('撤销原因') }),
  output: expertView,
});
