import { z } from 'zod';
import { CONTENT_MAX, dbId, idList, labelRef, TITLE_MAX, userRef } from '../knowledge/knowledge';
import { attachedFile, attachmentUpload } from '../platform/attachments';
import { endpoint, noInput } from '../platform/endpoint';
import { idParam, intInput, keywordFilter, pageInput, pageOf } from '../platform/schemas';
import { BBS_POST_KINDS, type BbsPostKind, POST_SORTS, PRODUCT_MAX, REGION_MAX } from './bbs-terms';

/**
 * The forum's posts (issue 18, decision 033). A post is a knowledge item of
 * the forum domain; what only posts have is here. Answers and votes are in
 * `bbs-answers.ts`, the home page and member profiles in `bbs-home.ts`.
 */

export { BBS_POST_KINDS, type BbsPostKind, POST_SORTS, PRODUCT_MAX, REGION_MAX } from './bbs-terms';
export const BBS_POST_KIND_NAMES: Record<BbsPostKind, string> = { question: '问答', share: '分享', case: '案例' };

/** `visible` to members; `held` waits for a moderator (a "需审核" word); `hidden` by a moderator after a report. */
export const BBS_STATES = ['visible', 'held', 'hidden'] as const;
export type BbsState = (typeof BBS_STATES)[number];
export const BBS_STATE_NAMES: Record<BbsState, string> = { visible: '已发布', held: '待审核', hidden: '已隐藏' };

/** What votes, reports and follows point at (`bbs_votes.target_type`, `bbs_reports.target_type`). */
export const BBS_TARGETS = { post: 1, answer: 2 } as const;
export type BbsTargetName = keyof typeof BBS_TARGETS;

/** A case's five parts, in the order the form and the detail show them. */
export const CASE_PARTS = ['background', 'problem', 'analysis', 'solution', 'result'] as const;
export type CasePart = (typeof CASE_PARTS)[number];
export const CASE_PART_NAMES: Record<CasePart, string> = {
  background: '案例背景',
  problem: '问题描述',
  analysis: '原因分析',
  solution: '解决方案',
  result: '实施效果',
};

export const CASE_PART_MAX = 100_000;
export const REWARD_MAX = 200;
export const POST_TOPICS_MAX = 5;
export const POST_LABELS_MAX = 10;
export const INVITES_MAX = 5;
/** Most files one post carries. */
export const POST_FILES_MAX = 10;
export const SIMILAR_MAX = 8;

/**
 * Per-user rate limits on writing (Discourse has the same idea): at most `count`
 * writes of a kind in the last `minutes`; the refusal names the wait.
 */
export const BBS_RATE_LIMITS = {
  post: { count: 5, minutes: 10 },
  answer: { count: 20, minutes: 10 },
} as const;

/** Rich text as the editor sends it (sanitised on the server), with its length limit. */
export const htmlField = (title: string, max: number) =>
  z
    .string()
    .max(max, `${title}过长（最多${max}个字符）`)
    .refine((s) => !s.includes('\u0000'), `${title}含有不支持的字符`)
    .meta({ title });

const shortText = (title: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${title}最多${max}个字`)
    .refine((s) => !s.includes('\u0000'), `${title}含有不支持的字符`)
    .default('')
    .meta({ title });

export const casePartsInput = z.object({
  background: htmlField(CASE_PART_NAMES.background, CASE_PART_MAX).default(''),
  problem: htmlField(CASE_PART_NAMES.problem, CASE_PART_MAX).default(''),
  analysis: htmlField(CASE_PART_NAMES.analysis, CASE_PART_MAX).default(''),
  solution: htmlField(CASE_PART_NAMES.solution, CASE_PART_MAX).default(''),
  result: htmlField(CASE_PART_NAMES.result, CASE_PART_MAX).default(''),
});

export const postSaveInput = z.object({
  id: dbId('帖子').optional(),
  kind: z.enum(BBS_POST_KINDS, { error: '帖子类型只能是问答、分享或案例' }).meta({ title: '帖子类型' }),
  plateId: dbId('版块'),
  title: z
    .string()
    .trim()
    .min(1, '标题不能为空')
    .max(TITLE_MAX, `标题最多${TITLE_MAX}个字`)
    .refine((s) => !s.includes('\u0000'), '标题含有不支持的字符')
    .meta({ title: '标题' }),
  /** The body (a question's description, a share's text, a case's summary). */
  content: htmlField('正文', CONTENT_MAX).default(''),
  labelIds: idList('标签', POST_LABELS_MAX).default([]),
  topicIds: idList('话题', POST_TOPICS_MAX).default([]),
  case: casePartsInput.optional(),
  region: shortText('地区', REGION_MAX),
  product: shortText('产品', PRODUCT_MAX),
  reward: intInput((n) => n.min(0).max(REWARD_MAX))
    .default(0)
    .meta({ title: '悬赏积分' }),
  inviteExpertIds: idList('邀请专家', INVITES_MAX).default([]),
  /** Uploads of the caller (postUploadFile) or files the post already carries, in display order. */
  fileIds: idList('附件', POST_FILES_MAX).default([]),
  /** True: keep as a draft (autosave); false: publish (or hold for review). */
  draft: z.boolean().default(false).meta({ title: '草稿' }),
  /** The newest version the editor loaded (editing an existing post). */
  baseVersion: intInput((n) => n.min(1))
    .optional()
    .meta({ title: '基础版本' }),
  /** The draft revision the editor loaded (two tabs autosaving one draft). */
  baseRevision: intInput((n) => n.min(0))
    .optional()
    .meta({ title: '草稿修订号' }),
});
export type PostSaveInput = z.infer<typeof postSaveInput>;

export const postSaveResult = z.object({
  id: z.number().int(),
  version: z.number().int(),
  revision: z.number().int(),
  /** `draft` when kept as a draft, else the moderation state it was published in. */
  state: z.enum(['draft', ...BBS_STATES]),
  /** Words of the "replace" action that were masked. */
  masked: z.array(z.string()),
});

export const plateRef = z.object({ id: z.number().int(), name: z.string() });
export const topicRef = z.object({ id: z.number().int(), name: z.string() });

export const postListItem = z.object({
  id: z.number().int(),
  kind: z.enum(BBS_POST_KINDS),
  title: z.string(),
  /** The first words of the body (or of a case's background). */
  excerpt: z.string(),
  author: userRef,
  plate: plateRef,
  labels: z.array(labelRef),
  topics: z.array(topicRef),
  region: z.string(),
  product: z.string(),
  reward: z.number().int(),
  answerCount: z.number().int(),
  voteScore: z.number().int(),
  views: z.number().int(),
  likeCount: z.number().int(),
  accepted: z.boolean(),
  state: z.enum(['draft', ...BBS_STATES]),
  createdAt: z.string(),
  lastActivityAt: z.string(),
});
export type PostListItem = z.infer<typeof postListItem>;

export const POST_SORT_NAMES: Record<(typeof POST_SORTS)[number], string> = {
  latest: '最新回复',
  hot: '热门',
  votes: '得票最多',
  created: '最新发布',
};

export const postListInput = pageInput.extend({
  kind: z.enum(BBS_POST_KINDS).optional().meta({ title: '帖子类型' }),
  plateId: dbId('版块').optional(),
  topicId: dbId('话题').optional(),
  authorId: dbId('作者').optional(),
  labelId: dbId('标签').optional(),
  keyword: keywordFilter,
  /** Questions without an answer yet (`questions`). */
  unanswered: z.boolean().optional().meta({ title: '待回答' }),
  sort: z.enum(POST_SORTS).default('latest').meta({ title: '排序' }),
  /**
   * `mine`: the caller's own posts with drafts and held ones (`mine/post`, `mine/case`);
   * `liked`: posts the caller liked (`mine/praise`); `followed`: posts of followed plates and topics.
   */
  scope: z.enum(['all', 'mine', 'liked', 'followed']).default('all').meta({ title: '范围' }),
});
export type PostListInput = z.infer<typeof postListInput>;

export const postAbilities = z.object({
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /** The asker, on a question with answers. */
  canAccept: z.boolean(),
  /** A moderator of the post's plate or a forum manager. */
  canModerate: z.boolean(),
  /** A forum manager: answer → knowledge. */
  canToKnowledge: z.boolean(),
  canAnswer: z.boolean(),
});

export const postDetail = postListItem.extend({
  content: z.string(),
  case: z.object({
    background: z.string(),
    problem: z.string(),
    analysis: z.string(),
    solution: z.string(),
    result: z.string(),
  }),
  version: z.number().int(),
  /** The draft revision (the editor's autosave guard). */
  revision: z.number().int(),
  acceptedAnswerId: z.number().int().nullable(),
  myVote: z.number().int(),
  liked: z.boolean(),
  favourited: z.boolean(),
  commentCount: z.number().int(),
  /** Experts invited to answer. */
  invited: z.array(userRef),
  files: z.array(attachedFile),
  /** Wiki drafts made from this post or its answers. */
  knowledgeLinks: z.array(z.object({ answerId: z.number().int().nullable(), wikiId: z.number().int() })),
  /** Words of the "flag" action, for moderators only (empty for others). */
  flaggedWords: z.array(z.string()),
  abilities: postAbilities,
});
export type PostDetail = z.infer<typeof postDetail>;

export const postSave = endpoint({
  id: 'bbs.postSave',
  method: 'POST',
  path: '/bbs-app/post/save',
  summary: '发布或保存帖子（问答、分享、案例）；draft 为真时只存草稿；敏感词按其处理方式拦截、替换、送审或标记',
  access: 'ROLE_BBS_DISPLAY',
  input: postSaveInput,
  output: postSaveResult,
});

/** Upload of a post attachment; attach it by naming its id in post/save. */
export const postUploadFile = attachmentUpload({
  id: 'bbs.postUploadFile',
  path: '/bbs-app/post/uploadFile',
  summary: '上传帖子附件（PDF/Word/Excel/PowerPoint/TXT/Markdown/图片），multipart 字段 file',
  access: 'ROLE_BBS_DISPLAY',
});

export const postDetailCall = endpoint({
  id: 'bbs.postDetail',
  method: 'GET',
  path: '/bbs-app/post/detail/:id',
  summary: '帖子详情（计一次浏览）',
  access: 'ROLE_BBS_DISPLAY',
  params: idParam,
  input: noInput,
  output: postDetail,
});

export const postList = endpoint({
  id: 'bbs.postList',
  method: 'POST',
  path: '/bbs-app/post/list',
  summary: '帖子列表：按类型、版块、话题、作者、标签、关键词筛选，待回答，排序与分页',
  access: 'ROLE_BBS_DISPLAY',
  input: postListInput,
  output: pageOf(postListItem),
});

export const postDelete = endpoint({
  id: 'bbs.postDelete',
  method: 'POST',
  path: '/bbs-app/post/delete/:id',
  summary: '删除帖子（作者、版主或论坛管理员；进入回收站）',
  access: 'ROLE_BBS_DISPLAY',
  params: idParam,
  input: noInput,
  output: z.null(),
});

export const similarQuestion = z.object({
  id: z.number().int(),
  title: z.string(),
  answerCount: z.number().int(),
  accepted: z.boolean(),
});

export const postSimilar = endpoint({
  id: 'bbs.postSimilar',
  method: 'POST',
  path: '/bbs-app/post/similar',
  summary: '与标题相似的已有问题（搜索引擎的分词、拼音与归一化），提问前展示',
  access: 'ROLE_BBS_DISPLAY',
  input: z.object({
    title: z
      .string()
      .trim()
      .max(TITLE_MAX, `标题最多${TITLE_MAX}个字`)
      .refine((s) => !s.includes('\u0000'), '标题含有不支持的字符')
      .meta({ title: '标题' }),
  }),
  output: z.array(similarQuestion),
});
