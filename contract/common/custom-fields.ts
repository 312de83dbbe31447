import { z } from 'zod';
import { endpoint } from '../platform/endpoint';
import { intInput, MAX_DB_ID } from '../platform/schemas';
import { labelGroup, labelNameInput } from './common';
import { FIELD_TYPES } from './field-values';

/*
 * A domain's custom fields and its labels: signed-in endpoints of the common
 * module, apart from common.ts because their domain parameter uses zod
 * classic's intInput, which the first screen must not carry (issue 12).
 */

export const labelNameByDomain = endpoint({
  id: 'common.labelNameByDomain',
  method: 'POST',
  path: '/aikn-app/common/labelName/:domainId',
  summary: '按分类名称查询某知识域的标签组',
  access: 'signedIn',
  params: z.object({ domainId: intInput((n) => n.min(1).max(99)).meta({ title: '知识域' }) }),
  input: labelNameInput,
  output: z.array(labelGroup),
});

export const fieldView = z.object({
  id: z.number().int(),
  domainId: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(FIELD_TYPES),
  options: z.array(z.string()),
  required: z.boolean(),
});

const domainQuery = z.object({
  domainId: intInput((n) => n.min(1).max(99))
    .default(1)
    .meta({ title: '知识域' }),
});

export const field = endpoint({
  id: 'common.field',
  method: 'GET',
  path: '/aikn-app/common/field',
  summary: '某知识域的全部自定义字段',
  access: 'signedIn',
  input: domainQuery,
  output: z.array(fieldView),
});

export const userField = endpoint({
  id: 'common.userField',
  method: 'GET',
  path: '/aikn-app/common/userField',
  summary: '当前用户在某知识域选用的字段',
  access: 'signedIn',
  input: domainQuery,
  output: z.array(fieldView),
});

export const attentionFieldSelect = endpoint({
  id: 'common.attentionFieldSelect',
  method: 'GET',
  path: '/aikn-app/common/attentionField',
  summary: '我关注（在列表与详情中显示）的字段编号',
  access: 'signedIn',
  input: domainQuery,
  output: z.array(z.number().int()),
});

export const attentionFieldSave = endpoint({
  id: 'common.attentionFieldSave',
  method: 'POST',
  path: '/aikn-app/common/attentionField/save',
  summary: '保存我关注的字段（按顺序）',
  access: 'signedIn',
  input: z.object({
    domainId: z.number().int().min(1).max(99).meta({ title: '知识域' }),
    fieldIds: z.array(z.number().int().positive().max(MAX_DB_ID)).max(50).meta({ title: '字段' }),
  }),
  output: z.array(z.number().int()),
});
