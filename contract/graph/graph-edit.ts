import { z } from 'zod';
import { endpoint } from '../platform/endpoint';
import { domainIdSchema, idParam } from '../platform/schemas';
import { nodeId } from './graph';

/*
 * Editing the knowledge graph (holders of 知识图谱管理): one node or one
 * relation at a time. Reading is in graph.ts.
 */

/** Colours a class may take: the theme's colour names, so the drawing stays in the theme. */
export const CLASS_COLORS = [
  'blue',
  'cyan',
  'grape',
  'gray',
  'green',
  'indigo',
  'lime',
  'orange',
  'pink',
  'red',
  'teal',
  'violet',
  'yellow',
] as const;
export const NODE_NAME_MAX = 100;
export const NODE_ALIASES_MAX = 20;
export const NODE_PROPERTIES_MAX = 50;
/** Knowledge items one entity links to by hand. */
export const NODE_LINKS_MAX = 50;

const noNul = (s: string) => !s.includes('\u0000');
const shortText = (max: number, label: string) =>
  z.string().trim().min(1, `请输入${label}`).max(max, `${label}最多${max}个字`).refine(noNul, `${label}含有不支持的字符`);

export const nodeSave = endpoint({
  id: 'graph.nodeSave',
  method: 'POST',
  path: '/kg-app/chart/node/save',
  summary: '新建或修改节点（本体类别或实体）',
  access: 'ROLE_GRAPH_MANAGE',
  input: z
    .object({
      id: nodeId('编号（修改时）').optional(),
      type: z.union([z.literal(1), z.literal(2)], { error: '节点类型不正确' }).meta({ title: '节点类型' }),
      name: shortText(NODE_NAME_MAX, '名称').meta({ title: '名称' }),
      /** Entities: their class. */
      classId: nodeId('本体类别').optional(),
      /** Classes: the parent class (none for a root). */
      parentId: nodeId('上级类别').nullable().default(null),
      aliases: z
        .array(shortText(NODE_NAME_MAX, '别名'))
        .max(NODE_ALIASES_MAX, `别名最多${NODE_ALIASES_MAX}个`)
        .default([])
        .meta({ title: '别名' }),
      properties: z
        .array(z.object({ key: shortText(50, '属性名'), value: z.string().trim().max(500, '属性值最多500个字').refine(noNul) }))
        .max(NODE_PROPERTIES_MAX, `属性最多${NODE_PROPERTIES_MAX}个`)
        .refine((ps) => new Set(ps.map((p) => p.key)).size === ps.length, '属性名不能重复')
        .default([])
        .meta({ title: '属性' }),
      color: z.enum(CLASS_COLORS, { error: '颜色不正确' }).nullable().default(null).meta({ title: '颜色' }),
      icon: z
        .string()
        .regex(/^[a-z0-9-]{1,40}$/, '图标名称不正确')
        .nullable()
        .default(null)
        .meta({ title: '图标' }),
      titleMarks: z.boolean().default(false).meta({ title: '名称加书名号' }),
      /**
       * Entities: the knowledge they link to, as the editor shows it. Left out,
       * links stay as they are; given, it replaces the links the caller may
       * read (links to items he may not read are kept: he never saw them).
       */
      knowledge: z
        .array(z.object({ domainId: domainIdSchema, id: nodeId('知识') }))
        .max(NODE_LINKS_MAX, `关联知识最多${NODE_LINKS_MAX}条`)
        .optional()
        .meta({ title: '关联知识' }),
    })
    .refine((v) => v.type === 1 || v.classId !== undefined, { message: '请选择本体类别', path: ['classId'] }),
  output: z.object({ id: z.number().int() }),
});

export const nodeRemove = endpoint({
  id: 'graph.nodeRemove',
  method: 'POST',
  path: '/kg-app/chart/node/remove/:id',
  summary: '删除节点及其关系',
  access: 'ROLE_GRAPH_MANAGE',
  params: idParam,
  input: z.object({}),
  output: z.object({ id: z.number().int() }),
});

export const edgeSave = endpoint({
  id: 'graph.edgeSave',
  method: 'POST',
  path: '/kg-app/chart/edge/save',
  summary: '新建两个实体之间的关系',
  access: 'ROLE_GRAPH_MANAGE',
  input: z
    .object({ sourceId: nodeId('起点'), relationTypeId: nodeId('关系类型'), targetId: nodeId('终点') })
    .refine((v) => v.sourceId !== v.targetId, { message: '起点和终点不能相同', path: ['targetId'] }),
  output: z.object({ id: z.number().int() }),
});

export const edgeRemove = endpoint({
  id: 'graph.edgeRemove',
  method: 'POST',
  path: '/kg-app/chart/edge/remove/:id',
  summary: '删除一条关系',
  access: 'ROLE_GRAPH_MANAGE',
  params: idParam,
  input: z.object({}),
  output: z.object({ id: z.number().int() }),
});

/**
 * Marks a class public or not (issue 27): only entities of public classes
 * appear on the public graph pages, and none do until an administrator
 * marks a class.
 */
export const classPublicSet = endpoint({
  id: 'graph.classPublic',
  method: 'POST',
  path: '/kg-app/chart/class/public/:id',
  summary: '设置本体类别是否在公开图谱中展示',
  access: 'ROLE_GRAPH_MANAGE',
  params: idParam,
  input: z.object({ isPublic: z.boolean({ error: '请指定是否公开' }).meta({ title: '公开' }) }),
  output: z.object({ id: z.number().int(), isPublic: z.boolean() }),
});
