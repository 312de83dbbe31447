import { z } from 'zod';
import { fieldView } from '../common/custom-fields';
import { FIELD_LIMITS, FIELD_TYPES, isChoiceType } from '../common/field-values';
import { endpoint, noInput } from '../platform/endpoint';
import { domainIdSchema, idParam, MAX_DB_ID } from '../platform/schemas';

/**
 * The console's 字段 section (decision 030): a domain's custom fields, which
 * `common.field` serves and the editors show. Values already stored are
 * checked against every change of a field's type or options.
 */

const noNul = (s: string) => !s.includes('\u0000');

export const adminFieldView = fieldView.extend({
  /** Items (of any status, the recycle bin included) whose versions hold a value of the field. */
  itemCount: z.number().int(),
});
export type AdminFieldView = z.infer<typeof adminFieldView>;

const fieldName = z
  .string()
  .trim()
  .min(1, '字段名称不能为空')
  .max(FIELD_LIMITS.nameChars, `字段名称最多${FIELD_LIMITS.nameChars}个字`)
  .refine(noNul, '字段名称含有不支持的字符')
  .meta({ title: '字段名称' });

/** The field's key for integrations; unique within the domain, never changed once created. */
export const fieldCode = z
  .string()
  .trim()
  .regex(/^[a-zA-Z][a-zA-Z0-9_]{0,31}$/, '字段编码须以字母开头，最多32位字母、数字或下划线')
  .meta({ title: '字段编码' });

const fieldType = z.enum(FIELD_TYPES, { error: '字段类型不存在' }).meta({ title: '字段类型' });

const fieldOptions = z
  .array(
    z
      .string()
      .trim()
      .min(1, '选项不能为空')
      .max(FIELD_LIMITS.optionChars, `每个选项最多${FIELD_LIMITS.optionChars}个字`)
      .refine(noNul, '选项含有不支持的字符'),
  )
  .max(FIELD_LIMITS.options, `选项最多${FIELD_LIMITS.options}个`)
  .refine((list) => new Set(list).size === list.length, '选项不能重复')
  .meta({ title: '选项' });

/** Options belong to the choice types, which need at least one. */
function checkOptions(v: { type?: string; options?: string[] }, ctx: z.RefinementCtx) {
  if (v.type === undefined || v.options === undefined) return;
  if (isChoiceType(v.type) && v.options.length === 0)
    ctx.addIssue({ code: 'custom', message: '单选和多选字段至少需要一个选项', path: ['options'] });
  if (!isChoiceType(v.type) && v.options.length > 0)
    ctx.addIssue({ code: 'custom', message: '只有单选和多选字段可以设置选项', path: ['options'] });
}

export const fieldList = endpoint({
  id: 'admin.fieldList',
  method: 'GET',
  path: '/base-admin/field/list',
  summary: '某知识域的自定义字段（管理），含各字段有值的条目数',
  access: 'ROLE_ADMIN_FIELD_MANAGE',
  input: z.object({ domainId: domainIdSchema }),
  output: z.array(adminFieldView),
});

export const fieldCreate = endpoint({
  id: 'admin.fieldCreate',
  method: 'POST',
  path: '/base-admin/field/create',
  summary: '新建自定义字段（编码不填则自动生成），排在最后',
  access: 'ROLE_ADMIN_FIELD_MANAGE',
  input: z
    .object({
      domainId: domainIdSchema,
      code: fieldCode.optional(),
      name: fieldName,
      type: fieldType,
      required: z.boolean().default(false).meta({ title: '必填' }),
      options: fieldOptions.default([]),
    })
    .superRefine(checkOptions),
  output: adminFieldView,
});

export const fieldUpdate = endpoint({
  id: 'admin.fieldUpdate',
  method: 'POST',
  path: '/base-admin/field/update/:id',
  summary: '编辑自定义字段（名称、类型、必填、选项）；已有的值不能适应新类型或选项时拒绝，并说明受影响的条目数',
  access: 'ROLE_ADMIN_FIELD_MANAGE',
  params: idParam,
  input: z
    .object({
      name: fieldName.optional(),
      type: fieldType.optional(),
      required: z.boolean().optional().meta({ title: '必填' }),
      options: fieldOptions.optional(),
    })
    .superRefine(checkOptions),
  output: adminFieldView,
});

export const fieldReorder = endpoint({
  id: 'admin.fieldReorder',
  method: 'POST',
  path: '/base-admin/field/reorder',
  summary: '调整某知识域字段的顺序（给出该域全部字段的新顺序）',
  access: 'ROLE_ADMIN_FIELD_MANAGE',
  input: z.object({
    domainId: domainIdSchema,
    ids: z
      .array(z.number().int().positive().max(MAX_DB_ID))
      .min(1, '请给出字段顺序')
      .max(FIELD_LIMITS.perDomain)
      .meta({ title: '字段顺序' }),
  }),
  output: z.array(adminFieldView),
});

export const fieldDelete = endpoint({
  id: 'admin.fieldDelete',
  method: 'POST',
  path: '/base-admin/field/delete/:id',
  summary: '删除自定义字段及各条目中该字段的值，回答清除了值的条目数',
  access: 'ROLE_ADMIN_FIELD_MANAGE',
  params: idParam,
  input: noInput,
  output: z.object({ itemCount: z.number().int() }),
});
