import { z } from 'zod';
import { dbId, labelRef, userRef } from '../knowledge/knowledge';
import { endpoint, noInput } from '../platform/endpoint';
import { intInput, keywordFilter, pageInput, pageOf } from '../platform/schemas';
import { BBS_STATES, PRODUCT_MAX, postListInput, postListItem, REGION_MAX } from './bbs-posts';

/**
 * What the forum gives the knowledge base (issue 18): the case library over
 * forum cases and case-type wiki entries, and accepted answers or cases turned
 * into wiki drafts that go through the normal approval.
 */

/** SPA route of a post (message links, the link back from a wiki draft). */
export const postLink = (id: number) => `/bbs/post-detail?id=${id}`;

/** The label (under the category 知识类型) that makes a wiki entry a case. */
export const CASE_LABEL_NAME = '案例经验';

export const toKnowledge = endpoint({
  id: 'bbs.toKnowledge',
  method: 'POST',
  path: '/bbs-app/admin/toKnowledge',
  summary: '把采纳的回答或案例转为知识词条草稿（署原作者，附回链），并提交审核',
  access: 'ROLE_BBS_MANAGE',
  input: z.object({ postId: dbId('帖子'), answerId: dbId('回答').optional() }),
  output: z.object({ wikiId: z.number().int() }),
});

export const CASE_SOURCES = ['bbs', 'wiki'] as const;

export const caseItem = z.object({
  source: z.enum(CASE_SOURCES),
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  author: userRef,
  labels: z.array(labelRef),
  region: z.string(),
  product: z.string(),
  year: z.number().int(),
  publishedAt: z.string(),
});
export type CaseItem = z.infer<typeof caseItem>;

export const caseList = endpoint({
  id: 'bbs.caseList',
  method: 'POST',
  path: '/bbs-app/case/list',
  summary: '案例库：论坛的案例与“案例经验”类词条，按标签、地区、产品、年份与关键词筛选',
  access: 'ROLE_BBS_DISPLAY',
  input: pageInput.extend({
    keyword: keywordFilter,
    labelId: dbId('标签').optional(),
    region: z.string().trim().max(REGION_MAX).optional().meta({ title: '地区' }),
    product: z.string().trim().max(PRODUCT_MAX).optional().meta({ title: '产品' }),
    year: intInput((n) => n.min(2000).max(2100))
      .optional()
      .meta({ title: '年份' }),
  }),
  output: pageOf(caseItem),
});

export const caseFacets = endpoint({
  id: 'bbs.caseFacets',
  method: 'GET',
  path: '/bbs-app/case/facets',
  summary: '案例库的筛选项：地区、产品、年份、标签及其案例数',
  access: 'ROLE_BBS_DISPLAY',
  input: noInput,
  output: z.object({
    regions: z.array(z.object({ name: z.string(), count: z.number().int() })),
    products: z.array(z.object({ name: z.string(), count: z.number().int() })),
    years: z.array(z.object({ year: z.number().int(), count: z.number().int() })),
    /** Cases carrying each label (labels on no case are left out). */
    labels: z.array(z.object({ id: z.number().int(), count: z.number().int() })),
  }),
});

export const KNOWLEDGE_CANDIDATE_STATES = ['open', 'done'] as const;

export const knowledgeCandidate = z.object({
  postId: z.number().int(),
  /** Null for a whole case. */
  answerId: z.number().int().nullable(),
  kind: z.enum(['question', 'case']),
  title: z.string(),
  excerpt: z.string(),
  /** Who the entry will be credited to: the answer's or the case's author. */
  author: userRef,
  plate: z.object({ id: z.number().int(), name: z.string() }),
  voteScore: z.number().int(),
  at: z.string(),
  /** The wiki entry made from it, with its state, once converted. */
  wiki: z.object({ id: z.number().int(), status: z.string() }).nullable(),
});
export type KnowledgeCandidate = z.infer<typeof knowledgeCandidate>;

export const knowledgeCandidates = endpoint({
  id: 'bbs.knowledgeCandidates',
  method: 'POST',
  path: '/bbs-app/admin/knowledge/list',
  summary: '可转为知识的内容：被采纳的回答与案例，未转换或已转换（附词条状态）',
  access: 'ROLE_BBS_MANAGE',
  input: pageInput.extend({
    state: z.enum(KNOWLEDGE_CANDIDATE_STATES).default('open').meta({ title: '状态' }),
    kind: z.enum(['question', 'case']).optional().meta({ title: '类型' }),
    keyword: keywordFilter,
  }),
  output: pageOf(knowledgeCandidate),
});

export const adminCaseList = endpoint({
  id: 'bbs.adminCaseList',
  method: 'POST',
  path: '/bbs-app/admin/case/list',
  summary: '案例管理：我管理的版块（论坛管理员：全部）中已发布的案例，含待审核与已隐藏的，按关键词、版块与状态筛选',
  access: 'ROLE_BBS_DISPLAY',
  input: postListInput.pick({ page: true, size: true, sort: true, plateId: true, labelId: true, keyword: true }).extend({
    state: z.enum(BBS_STATES, { error: '状态不存在' }).optional().meta({ title: '状态' }),
  }),
  output: pageOf(postListItem),
});
