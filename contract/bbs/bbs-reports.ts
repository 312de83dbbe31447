import { z } from 'zod';
import { dbId, userRef } from '../knowledge/knowledge';
import { endpoint, noInput } from '../platform/endpoint';
import { idParam, pageInput, pageOf } from '../platform/schemas';
import { plainText, reason } from './bbs-inputs';
import { BBS_STATES } from './bbs-posts';

/**
 * Reports (举报) and the moderation of posts and answers (issue 18, decision
 * 033). Moderation endpoints are open to every member by key (a plate's
 * moderators need not manage the forum); the server then lets through only
 * moderators of the target's plate and forum managers.
 */

export const REPORT_REASON_MAX = 200;
/** Reports one member may have waiting at once: enough for honest use, a bound on flooding the moderators. */
export const REPORTS_OPEN_MAX = 30;
export const REPORT_STATES = ['open', 'hidden', 'dismissed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

const targetType = z.enum(['post', 'answer'], { error: '只能是帖子或回答' }).meta({ title: '对象类型' });
export const targetInput = z.object({ targetType, targetId: dbId('对象') });

/** A post or an answer as a moderator sees it in a queue. */
export const moderatedTarget = z.object({
  type: z.enum(['post', 'answer']),
  id: z.number().int(),
  postId: z.number().int(),
  /** The post's title (an answer: the title of its post). */
  title: z.string(),
  /** The first words of the post's body or of the answer. */
  excerpt: z.string(),
  author: userRef,
  plate: z.object({ id: z.number().int(), name: z.string() }),
  state: z.enum(BBS_STATES),
});

export const reportCreate = endpoint({
  id: 'bbs.report',
  method: 'POST',
  path: '/bbs-app/report/save',
  summary: '举报帖子或回答（须填写原因；同一对象在处理前只能举报一次）',
  access: 'ROLE_BBS_DISPLAY',
  input: targetInput.extend({ reason: plainText('举报原因', 1, REPORT_REASON_MAX, '请填写举报原因') }),
  output: z.object({ id: z.number().int() }),
});

export const reportView = z.object({
  id: z.number().int(),
  target: moderatedTarget,
  reporter: userRef,
  reason: z.string(),
  state: z.enum(REPORT_STATES),
  createdAt: z.string(),
  decidedBy: userRef.nullable(),
  decidedAt: z.string().nullable(),
});
export type ReportView = z.infer<typeof reportView>;

export const adminReportList = endpoint({
  id: 'bbs.adminReportList',
  method: 'POST',
  path: '/bbs-app/admin/report/list',
  summary: '举报处理：我管理的版块（论坛管理员：全部）的举报，默认待处理，新的在前',
  access: 'ROLE_BBS_DISPLAY',
  input: pageInput.extend({
    state: z.enum(REPORT_STATES, { error: '举报状态不存在' }).default('open').meta({ title: '状态' }),
  }),
  output: pageOf(reportView),
});

export const adminReportHide = endpoint({
  id: 'bbs.adminReportHide',
  method: 'POST',
  path: '/bbs-app/admin/report/hide/:id',
  summary: '隐藏被举报的帖子或回答，该对象的待处理举报一并结案',
  access: 'ROLE_BBS_DISPLAY',
  params: idParam,
  input: noInput,
  output: reportView,
});

export const adminReportDismiss = endpoint({
  id: 'bbs.adminReportDismiss',
  method: 'POST',
  path: '/bbs-app/admin/report/dismiss/:id',
  summary: '驳回一条举报（对象保持原样）',
  access: 'ROLE_BBS_DISPLAY',
  params: idParam,
  input: noInput,
  output: reportView,
});

export const adminTargetRestore = endpoint({
  id: 'bbs.adminTargetRestore',
  method: 'POST',
  path: '/bbs-app/admin/post/restore',
  summary: '恢复被隐藏的帖子或回答',
  access: 'ROLE_BBS_DISPLAY',
  input: targetInput,
  output: moderatedTarget,
});

export const adminTargetHide = endpoint({
  id: 'bbs.adminTargetHide',
  method: 'POST',
  path: '/bbs-app/admin/post/hide',
  summary: '直接隐藏显示中的帖子或回答（须填写原因，通知作者；该对象的待处理举报一并结案）',
  access: 'ROLE_BBS_DISPLAY',
  input: targetInput.extend({ reason: reason('隐藏原因') }),
  output: moderatedTarget,
});

/** What hid a target: a report, a review rejection, or a moderator directly. */
export const HIDE_CAUSES = ['report', 'review', 'moderator'] as const;
export type HideCause = (typeof HIDE_CAUSES)[number];
export const HIDE_CAUSE_NAMES: Record<HideCause, string> = { report: '举报', review: '审核驳回', moderator: '版主隐藏' };

/** A hidden post or answer with its latest hiding (null when the audit trail has none, e.g. hidden before it was kept). */
export const hiddenItem = moderatedTarget.extend({
  cause: z.enum(HIDE_CAUSES).nullable(),
  reason: z.string(),
  hiddenBy: userRef.nullable(),
  hiddenAt: z.string().nullable(),
  createdAt: z.string(),
});
export type HiddenItem = z.infer<typeof hiddenItem>;

export const hiddenList = endpoint({
  id: 'bbs.hiddenList',
  method: 'POST',
  path: '/bbs-app/admin/post/hidden',
  summary: '已隐藏：我管理的版块（论坛管理员：全部）中被隐藏的帖子与回答（举报、审核驳回或版主隐藏），最近隐藏的在前',
  access: 'ROLE_BBS_DISPLAY',
  input: pageInput,
  output: pageOf(hiddenItem),
});
