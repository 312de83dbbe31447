import { z } from 'zod';
import { dbId, userRef } from '../knowledge/knowledge';
import { endpoint, noInput } from '../platform/endpoint';
import { idParam, keywordFilter, pageInput, pageOf } from '../platform/schemas';
import { decisionInput, plainText } from './bbs-inputs';

/**
 * The forum's topics (话题, issue 18, decision 033): members propose them,
 * forum managers decide, and posts carry them.
 */

export const TOPIC_NAME_MAX = 20;
export const TOPIC_DESCRIPTION_MAX = 200;
export const TOPIC_SUGGEST_MAX = 10;
/** Topics one member may have waiting for a decision at once: proposing is cheap, deciding is not. */
export const TOPIC_PROPOSALS_OPEN_MAX = 5;

export const TOPIC_STATES = ['proposed', 'approved', 'refused'] as const;
export type TopicState = (typeof TOPIC_STATES)[number];
export const TOPIC_STATE_NAMES: Record<TopicState, string> = { proposed: '待审核', approved: '已通过', refused: '未通过' };

const topicName = plainText('话题名称', 1, TOPIC_NAME_MAX, '话题名称不能为空');
const topicDescription = plainText('话题说明', 0, TOPIC_DESCRIPTION_MAX, '').default('');

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
