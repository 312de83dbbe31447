import { z } from 'zod';
import { dbId, knowledgeStatus, userRef } from '../knowledge/knowledge';
import { endpoint } from '../platform/endpoint';
import { domainIdSchema, pageInput, pageOf } from '../platform/schemas';

export const approvalItem = z.object({
  knowledgeId: z.number().int(),
  domainId: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  submitter: userRef,
  submittedAt: z.string(),
  /** True when the item has never been published. */
  isNew: z.boolean(),
});

export const approvalQueue = endpoint({
  id: 'approval.queue',
  method: 'POST',
  path: '/aikn-admin/approval/queue',
  summary: '待审核队列',
  access: 'ROLE_KNOWLEDGE_APPROVE',
  input: pageInput.extend({ domainId: domainIdSchema.optional() }),
  output: pageOf(approvalItem),
});

export const approvalDecide = endpoint({
  id: 'approval.decide',
  method: 'POST',
  path: '/aikn-admin/approval/decide',
  summary: '审核通过或驳回（驳回须填写理由）；作者收到通知',
  access: 'ROLE_KNOWLEDGE_APPROVE',
  input: z
    .object({
      id: dbId('知识'),
      approve: z.boolean().meta({ title: '是否通过' }),
      comment: z.string().trim().max(500, '审核意见最多500个字').default('').meta({ title: '审核意见' }),
    })
    .refine((v) => v.approve || v.comment.length > 0, { message: '驳回时请填写理由', path: ['comment'] }),
  output: z.object({ id: z.number().int(), version: z.number().int(), status: knowledgeStatus }),
});
