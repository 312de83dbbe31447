import { z } from 'zod';
import { knowledgeListItem } from '../knowledge/knowledge';
import { endpoint, noInput } from '../platform/endpoint';

export const homeKnowledge = endpoint({
  id: 'home.knowledge',
  method: 'GET',
  path: '/aikn-app/home/knowledge',
  summary: '首页知识：最新、最热、为你推荐（按你的标签与组织）、我的草稿、待审核数（审核人）',
  access: 'ROLE_PORTAL_HOME_DISPLAY',
  input: noInput,
  output: z.object({
    newest: z.array(knowledgeListItem),
    mostRead: z.array(knowledgeListItem),
    recommended: z.array(knowledgeListItem),
    drafts: z.array(knowledgeListItem),
    /** Null when the caller is not an approver. */
    approvalCount: z.number().int().nullable(),
  }),
});
