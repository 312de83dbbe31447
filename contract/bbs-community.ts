import { z } from 'zod';
import { BBS_STATES } from './bbs-posts';
import { endpoint, noInput } from './endpoint';
import { dbId, idList, userRef } from './knowledge';
import { idParam, keywordFilter, pageInput, pageOf } from './schemas';

/**
 * The forum's community (issue 18, decision 033): topics, experts, reports
 * and the moderators' review queue. Moderation endpoints are open to every
 * member by key (a plate's moderators need not manage the forum); the server
 * then lets through only moderators of the target's plate and forum managers.
 */

const plainText = (title: string, min: number, max: number, empty: string) =>
  z
    .string()
    .trim()
    .min(min, empty)
    .max(max, `${title}最多${max}个字`)
    .refine((s) => !s.includes('\u0000'), `${title}含有不支持的字符`)
    .meta({ title });

// ——— Topics (话题) ———

export const TOPIC_NAME_MAX = 20;
export const TOPIC_DESCRIPTION_MAX = 200;
export const TOPIC_SUGGEST_MAX = 10;
/** Topics one member may have waiting for a decision at once: proposing is cheap, deciding is not. */
export const TOPIC_PROPOSALS_OPEN_MAX = 5;

export const TOPIC_STATES = ['proposed', 'approved', 'refused'] as const;
export type TopicState = (typeof TOPIC_STATES)[number];
export const TOPIC_STATE_NAMES: Record<TopicState, string> = { proposed: '待审核', approved: '已通过', refused: '未通过' };

export const DECISION_REASON_MAX = 200;

const topicName = plainText('话题名称', 1, TOPIC_NAME_MAX, '话题名称不能为空');
const topicDescription = plainText('话题说明', 0, TOPIC_DESCRIPTION_MAX, '').default('');
const reason = (title: string) => plainText(title, 1, DECISION_REASON_MAX, `请填写${title}`);

/** Approve, or refuse with a reason (the reason goes to the audit trail and the message). */
const decisionInput = z
  .object({
    approve: z.boolean({ error: '请选择通过或拒绝' }).meta({ title: '通过' }),
    reason: plainText('拒绝原因', 0, DECISION_REASON_MAX, '').default(''),
  })
  .refine((d) => d.approve || d.reason !== '', { message: '请填写拒绝原因', path: ['reason'] });

export const topicView = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  state: z.enum(TOPIC_STATES),
  proposer: userRef.nullable(),
  followerCount: z.number().int(),
  /** Visible posts carrying the topic. */
  postCount: z.number().int(),
  followed: z.boolean(),
  createdAt: z.string(),
});
export type TopicView = z.infer<typeof topicView>;

export const topicPool = endpoint({
  id: 'bbs.topicPool',
  method: 'POST',
  path: '/bbs-app/topic/pool',
  summary: '话题广场：已通过的话题（关注人数、帖子数），按关键词筛选，热门在前',
  access: 'ROLE_BBS_DISPLAY',
  input: pageInput.extend({ keyword: keywordFilter }),
  output: pageOf(topicView),
});

export const topicDetail = endpoint({
  id: 'bbs.topicDetail',
  method: 'GET',
  path: '/bbs-app/topic/detail/:id',
  summary: '话题详情（已通过的话题；提议人与论坛管理员也能看到待审核与未通过的）',
  access: 'ROLE_BBS_DISPLAY',
  params: idParam,
  input: noInput,
  output: topicView,
});

export const topicPropose = endpoint({
  id: 'bbs.topicPropose',
  method: 'POST',
  path: '/bbs-app/topic/propose',
  summary: '提议新话题（名称不区分大小写不可重复，检查敏感词），经论坛管理员审核后进入话题广场',
  access: 'ROLE_BBS_DISPLAY',
  input: z.object({ name: topicName, description: topicDescription }),
  output: topicView,
});

export const topicFollow = endpoint({
  id: 'bbs.topicFollow',
  method: 'POST',
  path: '/bbs-app/topic/follow',
  summary: '关注或取消关注一个话题',
  access: 'ROLE_BBS_DISPLAY',
  input: z.object({ topicId: dbId('话题'), follow: z.boolean().meta({ title: '关注' }) }),
  output: z.object({ followed: z.boolean(), followerCount: z.number().int() }),
});

export const topicSuggest = endpoint({
  id: 'bbs.topicSuggest',
  method: 'POST',
  path: '/bbs-app/topic/suggest',
  summary: `发帖时的话题提示：名称以关键词开头的已通过话题（最多${TOPIC_SUGGEST_MAX}个）`,
  access: 'ROLE_BBS_DISPLAY',
  input: z.object({ keyword: keywordFilter }),
  output: z.array(z.object({ id: z.number().int(), name: z.string(), postCount: z.number().int() })),
});

export const adminTopicList = endpoint({
  id: 'bbs.adminTopicList',
  method: 'POST',
  path: '/bbs-app/admin/topic/list',
  summary: '话题管理：按状态与关键词列出话题，新的在前',
  access: 'ROLE_BBS_MANAGE',
  input: pageInput.extend({
    state: z.enum(TOPIC_STATES, { error: '话题状态不存在' }).optional().meta({ title: '状态' }),
    keyword: keywordFilter,
  }),
  output: pageOf(topicView),
});

export const adminTopicDecide = endpoint({
  id: 'bbs.adminTopicDecide',
  method: 'POST',
  path: '/bbs-app/admin/topic/decide/:id',
  summary: '通过或拒绝待审核的话题（拒绝须填写原因，通知提议人）',
  access: 'ROLE_BBS_MANAGE',
  params: idParam,
  input: decisionInput,
  output: topicView,
});

export const adminTopicSave = endpoint({
  id: 'bbs.adminTopicSave',
  method: 'POST',
  path: '/bbs-app/admin/topic/save',
  summary: '新建（直接通过）或修改话题的名称与说明',
  access: 'ROLE_BBS_MANAGE',
  input: z.object({ id: dbId('话题').optional(), name: topicName, description: topicDescription }),
  output: topicView,
});

export const adminTopicDelete = endpoint({
  id: 'bbs.adminTopicDelete',
  method: 'POST',
  path: '/bbs-app/admin/topic/delete/:id',
  summary: '删除话题（帖子上的该话题与关注一并去掉）',
  access: 'ROLE_BBS_MANAGE',
  params: idParam,
  input: noInput,
  output: z.null(),
});

// ——— Experts (专家) ———

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

// ——— Reports (举报) and moderation ———

export const REPORT_REASON_MAX = 200;
/** Reports one member may have waiting at once: enough for honest use, a bound on flooding the moderators. */
export const REPORTS_OPEN_MAX = 30;
export const REPORT_STATES = ['open', 'hidden', 'dismissed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
export const REPORT_STATE_NAMES: Record<ReportState, string> = { open: '待处理', hidden: '已隐藏', dismissed: '已驳回' };

const targetType = z.enum(['post', 'answer'], { error: '只能是帖子或回答' }).meta({ title: '对象类型' });
const targetInput = z.object({ targetType, targetId: dbId('对象') });

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

// ——— The review queue (待审核) ———

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
