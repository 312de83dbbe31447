import { z } from 'zod';
import { endpoint, noInput } from '../platform/endpoint';
import { domainIdSchema, idParam, intInput, MAX_DB_ID } from '../platform/schemas';

/**
 * The console's label administration (`/admin/labels`, decision 030): the six
 * categories of SPEC §7 `labelName` are fixed; what lies below them is edited
 * here. Every endpoint needs ROLE_ADMIN_LABEL_MANAGE.
 */

/** Longest label name (the public label endpoints take category names of the same length). */
export const LABEL_NAME_MAX = 32;
/** Deepest level below a category (1 = a label directly under its category). */
export const LABEL_DEPTH_MAX = 6;
/** Labels in all: every list, filter and detail reads the whole table per request. */
export const LABEL_COUNT_MAX = 2000;

export const labelNameSchema = z
  .string()
  .trim()
  .min(1, '标签名称不能为空')
  .max(LABEL_NAME_MAX, `标签名称最多${LABEL_NAME_MAX}个字`)
  .meta({ title: '标签名称' });

const labelId = (title: string) => intInput((n) => n.positive().max(MAX_DB_ID)).meta({ title });

/** A domain the label is restricted to, or null for every domain. */
const labelDomain = z.nullable(domainIdSchema).meta({ title: '适用知识域' });

export const adminLabelView = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The parent label; the category's id for a label directly under it. */
  parentId: z.number().int(),
  /** Restricted to this domain; null = every domain. */
  domainId: z.nullable(z.number().int()),
  /** Items carrying the label now (published, draft or in the recycle bin), not counting labels below it. */
  itemCount: z.number().int(),
});
export type AdminLabelView = z.infer<typeof adminLabelView>;

export const adminLabelCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Every label of the category, depth first in sort order (joined by parentId). */
  labels: z.array(adminLabelView),
});
export type AdminLabelCategory = z.infer<typeof adminLabelCategory>;

export const labelTree = endpoint({
  id: 'admin.labelTree',
  method: 'GET',
  path: '/base-admin/label/tree',
  summary: '标签树（六个标签分类及其下全部标签，含知识条数）',
  access: 'ROLE_ADMIN_LABEL_MANAGE',
  input: noInput,
  output: z.array(adminLabelCategory),
});

export const labelCreate = endpoint({
  id: 'admin.labelCreate',
  method: 'POST',
  path: '/base-admin/label/create',
  summary: '新建标签（在标签分类或标签之下，排在同级最后）',
  access: 'ROLE_ADMIN_LABEL_MANAGE',
  input: z.object({
    parentId: labelId('上级标签'),
    name: labelNameSchema,
    domainId: labelDomain.default(null),
  }),
  output: adminLabelView,
});

export const labelUpdate = endpoint({
  id: 'admin.labelUpdate',
  method: 'POST',
  path: '/base-admin/label/update/:id',
  summary: '编辑标签（改名、适用知识域，或移到同一分类内的另一上级之下）',
  access: 'ROLE_ADMIN_LABEL_MANAGE',
  params: idParam,
  input: z.object({
    name: labelNameSchema.optional(),
    domainId: labelDomain.optional(),
    parentId: labelId('上级标签').optional(),
  }),
  output: adminLabelView,
});

export const LABEL_MOVES = ['up', 'down'] as const;

export const labelReorder = endpoint({
  id: 'admin.labelReorder',
  method: 'POST',
  path: '/base-admin/label/reorder/:id',
  summary: '标签在同级中上移或下移一位',
  access: 'ROLE_ADMIN_LABEL_MANAGE',
  params: idParam,
  input: z.object({
    direction: z.enum(LABEL_MOVES, { error: '移动方向只能是上移或下移' }).meta({ title: '移动方向' }),
  }),
  output: z.null(),
});

export const labelUsage = endpoint({
  id: 'admin.labelUsage',
  method: 'GET',
  path: '/base-admin/label/usage/:id',
  summary: '标签的使用情况（删除前告知将从多少条知识中移除）',
  access: 'ROLE_ADMIN_LABEL_MANAGE',
  params: idParam,
  input: noInput,
  output: z.object({ itemCount: z.number().int(), childCount: z.number().int() }),
});

export const labelMerge = endpoint({
  id: 'admin.labelMerge',
  method: 'POST',
  path: '/base-admin/label/merge/:id',
  summary: '把标签合并到同一分类的另一标签（知识改用目标标签，下级标签移到目标之下，原标签删除）',
  access: 'ROLE_ADMIN_LABEL_MANAGE',
  params: idParam,
  input: z.object({ targetId: labelId('目标标签') }),
  output: z.object({ itemCount: z.number().int() }),
});

export const labelDelete = endpoint({
  id: 'admin.labelDelete',
  method: 'POST',
  path: '/base-admin/label/delete/:id',
  summary: '删除标签（从使用它的知识中移除；有下级标签的不能删除）',
  access: 'ROLE_ADMIN_LABEL_MANAGE',
  params: idParam,
  input: noInput,
  output: z.object({ itemCount: z.number().int() }),
});
