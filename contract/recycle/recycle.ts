import { z } from 'zod';
import { userRef } from '../knowledge/knowledge';
import { endpoint, noInput } from '../platform/endpoint';
import { domainIdSchema, idParam, pageInput, pageOf } from '../platform/schemas';

export const recycleItem = z.object({
  id: z.number().int(),
  domainId: z.number().int(),
  title: z.string(),
  author: userRef,
  deletedBy: userRef.nullable(),
  deletedAt: z.string(),
  /** When the purge job removes it for good. */
  purgeAt: z.string(),
});

export const recycleList = endpoint({
  id: 'recycle.list',
  method: 'POST',
  path: '/aikn-app/recycle/list',
  summary: '回收站（本人删除或本人所写；管理员看到全部）',
  access: 'signedIn',
  input: pageInput.extend({
    domainId: domainIdSchema.optional(),
    keyword: z.string().trim().max(100).optional().meta({ title: '关键词' }),
  }),
  output: pageOf(recycleItem),
});

export const recycleRestore = endpoint({
  id: 'recycle.restore',
  method: 'POST',
  path: '/aikn-app/recycle/restore/:id',
  summary: '从回收站恢复（连同历史版本）',
  access: 'signedIn',
  params: idParam,
  input: noInput,
  output: z.null(),
});

export const recyclePurge = endpoint({
  id: 'recycle.purge',
  method: 'POST',
  path: '/aikn-app/recycle/purge/:id',
  summary: '彻底删除',
  access: 'signedIn',
  params: idParam,
  input: noInput,
  output: z.null(),
});
