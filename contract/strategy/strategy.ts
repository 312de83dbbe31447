import { z } from 'zod';
import { dbId, listFilters } from '../knowledge/knowledge';
import { DOMAIN_IDS } from '../platform/domains';
import { endpoint, noInput } from '../platform/endpoint';
import { domainIdSchema, idParam } from '../platform/schemas';

export const strategyItem = z.object({
  id: z.number().int(),
  domainId: z.number().int(),
  name: z.string(),
  filters: listFilters.partial(),
  createdAt: z.string(),
});

export const strategyList = endpoint({
  id: 'strategy.list',
  method: 'GET',
  path: '/aikn-app/strategy/list',
  summary: '我保存的筛选策略',
  access: 'signedIn',
  input: z.object({ domainId: domainIdSchema.default(DOMAIN_IDS.wiki) }),
  output: z.array(strategyItem),
});

export const strategySave = endpoint({
  id: 'strategy.save',
  method: 'POST',
  path: '/aikn-app/strategy/save',
  summary: '保存筛选策略（同名覆盖须带 id）',
  access: 'signedIn',
  input: z.object({
    id: dbId('策略').optional(),
    domainId: domainIdSchema,
    name: z.string().trim().min(1, '请填写策略名称').max(30, '策略名称最多30个字').meta({ title: '策略名称' }),
    filters: listFilters.partial(),
  }),
  output: strategyItem,
});

export const strategyDelete = endpoint({
  id: 'strategy.delete',
  method: 'POST',
  path: '/aikn-app/strategy/delete/:id',
  summary: '删除筛选策略',
  access: 'signedIn',
  params: idParam,
  input: noInput,
  output: z.null(),
});
