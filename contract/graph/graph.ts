import { z } from 'zod';
import { endpoint } from '../platform/endpoint';
import { idParam, intInput, keywordFilter, MAX_DB_ID, pageOf } from '../platform/schemas';
import {
  GRAPH_FILTER_MAX,
  PATH_DEFAULT_HOPS,
  PATH_DEFAULT_K,
  PATH_MAX_HOPS,
  PATH_MAX_K,
  PATH_MODES,
  RELATED_SORTS,
} from './graph-terms';

export { GRAPH_FILTER_MAX, PATH_MAX_HOPS, PATH_MAX_K, PATH_MODES, RELATED_SORTS };

/** Node types (SPEC §3). */
export const NODE_TYPE = { ontology: 1, entity: 2 } as const;
/** Entity list, related knowledge and related entities: SPEC §9 page size. */
export const GRAPH_PAGE_SIZE = 10;
/** Neighbours per page of an expansion: beyond it the drawing is unreadable, so the screen pages on. */
export const EXPAND_PAGE_SIZE = 50;

/** A node id in a request. */
export const nodeId = (title: string) => intInput((n) => n.positive().max(MAX_DB_ID)).meta({ title });
const idList = (title: string) =>
  z
    .array(z.number().int().positive().max(MAX_DB_ID))
    .max(GRAPH_FILTER_MAX, `最多选择${GRAPH_FILTER_MAX}项`)
    .optional()
    .meta({ title });
const page = intInput((n) => n.min(1).max(100_000))
  .default(1)
  .meta({ title: '页码' });
const listPage = z.object({
  page,
  size: intInput((n) => n.min(1).max(50))
    .default(GRAPH_PAGE_SIZE)
    .meta({ title: '每页条数' }),
});

/** A node as drawings and lists show it; links to knowledge come only with the node's detail, checked there. */
export const graphNode = z.object({
  id: z.number().int(),
  type: z.union([z.literal(1), z.literal(2)]),
  name: z.string(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  /** The class's colour (a theme colour name) and icon; a class node carries its own. */
  color: z.string().nullable(),
  icon: z.string().nullable(),
  /** Names of this class are works, written in 《》. */
  titleMarks: z.boolean(),
  degree: z.number().int(),
});
export type GraphNode = z.infer<typeof graphNode>;

export const graphEdge = z.object({
  id: z.number().int(),
  sourceId: z.number().int(),
  targetId: z.number().int(),
  relationTypeId: z.number().int(),
});

export const entitySuggest = endpoint({
  id: 'graph.entitySuggest',
  method: 'POST',
  path: '/kg-app/chart/entitySuggest',
  summary: '实体联想（名称、别名、拼音、首字母）',
  access: 'ROLE_GRAPH_DISPLAY_WEB',
  input: z.object({
    keyword: z.string().trim().min(1, '请输入关键词').max(50, '关键词最多50个字').meta({ title: '关键词' }),
    ontologyId: nodeId('本体类别').optional(),
  }),
  output: z.array(graphNode.extend({ matchedAlias: z.string().nullable() })),
});

export const entityList = endpoint({
  id: 'graph.entityList',
  method: 'POST',
  path: '/kg-app/chart/entityList',
  summary: '实体列表（按本体类别与关键词筛选）',
  access: 'ROLE_GRAPH_DISPLAY_WEB',
  input: listPage.extend({ ontologyId: nodeId('本体类别').optional(), keyword: keywordFilter }),
  output: pageOf(graphNode.extend({ aliases: z.array(z.string()) })),
});

export const relatedKnowledge = endpoint({
  id: 'graph.relatedKnowledge',
  method: 'POST',
  path: '/kg-app/chart/relatedKnowledge',
  summary: '实体的相关知识（只含本人可阅读的）',
  access: 'ROLE_GRAPH_DISPLAY_WEB',
  input: listPage.extend({
    entityId: nodeId('实体'),
    sortType: intInput((n) => n.refine((v) => (RELATED_SORTS as readonly number[]).includes(v), '排序方式不正确'))
      .default(1)
      .meta({ title: '排序方式' }),
  }),
  output: pageOf(
    z.object({
      id: z.number().int(),
      domainId: z.number().int(),
      title: z.string(),
      summary: z.string(),
      publishedAt: z.string().nullable(),
      views: z.number().int(),
      /** Occurrences of the entity's name and aliases in the text. */
      mentions: z.number().int(),
      /** Linked to the entity by hand or import, not only mentioned. */
      linked: z.boolean(),
    }),
  ),
});

export const relatedEntity = endpoint({
  id: 'graph.relatedEntity',
  method: 'POST',
  path: '/kg-app/chart/relatedEntity',
  summary: '知识提及或关联的实体',
  access: 'ROLE_GRAPH_DISPLAY_WEB',
  input: listPage.extend({ knowledgeId: nodeId('知识') }),
  output: pageOf(graphNode.extend({ mentions: z.number().int(), linked: z.boolean() })),
});

const pathStep = graphEdge.extend({
  /** Walked from source to target; false: backwards, read with the inverse name. */
  forward: z.boolean(),
});

export const pathFind = endpoint({
  id: 'graph.path',
  method: 'POST',
  path: '/kg-app/chart/path',
  summary: '两个节点之间的路径（最短、全部最短、前 k 条）',
  access: 'ROLE_GRAPH_DISPLAY_WEB',
  input: z
    .object({
      startId: nodeId('起点'),
      endId: nodeId('终点'),
      mode: z.enum(PATH_MODES, { error: '路径模式不正确' }).default('shortest').meta({ title: '模式' }),
      k: intInput((n) => n.min(1, 'k 至少为1').max(PATH_MAX_K, `k 最多为${PATH_MAX_K}`))
        .default(PATH_DEFAULT_K)
        .meta({ title: '路径条数' }),
      maxHops: intInput((n) => n.min(1, '最大跳数至少为1').max(PATH_MAX_HOPS, `最大跳数最多为${PATH_MAX_HOPS}`))
        .default(PATH_DEFAULT_HOPS)
        .meta({ title: '最大跳数' }),
      relationTypes: idList('关系类型'),
      /** Classes of the nodes between start and end, with their sub-classes. */
      ontologyIds: idList('本体类别（含下级）'),
      avoidIds: idList('避开的节点'),
      allowSuperNodes: z.boolean().default(false).meta({ title: '允许经过超级节点' }),
    })
    .refine((v) => v.startId !== v.endId, { message: '起点和终点不能相同', path: ['endId'] }),
  output: z.object({
    paths: z.array(
      z.object({ nodeIds: z.array(z.number().int()), steps: z.array(pathStep), hops: z.number().int(), sentence: z.string() }),
    ),
    /** Every node of the paths (and the ends). */
    nodes: z.array(graphNode),
    relationTypes: z.array(z.object({ id: z.number().int(), name: z.string(), inverseName: z.string() })),
    /** Nodes above the degree threshold the search did not walk through. */
    skippedSuperNodes: z.array(graphNode),
    superNodeDegree: z.number().int(),
    /** The search hit a cap: more paths may exist. */
    limited: z.boolean(),
  }),
});

export const expandNode = endpoint({
  id: 'graph.expand',
  method: 'POST',
  path: '/kg-app/chart/expand',
  summary: '展开节点的邻居（每页50个，附各关系类型总数）',
  access: 'ROLE_GRAPH_DISPLAY_WEB',
  input: z.object({
    nodeId: nodeId('节点'),
    relationTypes: idList('关系类型'),
    /** Classes of the neighbours shown, with their sub-classes. */
    ontologyIds: idList('本体类别（含下级）'),
    page,
  }),
  output: z.object({
    node: graphNode,
    neighbours: z.array(z.object({ node: graphNode, edge: graphEdge })),
    /** Neighbours matching the filters (all pages). */
    total: z.number().int(),
    pageSize: z.number().int(),
    /** Per relation type: how many neighbours it gives, filters applied. */
    totals: z.array(z.object({ relationTypeId: z.number().int(), name: z.string(), count: z.number().int() })),
  }),
});

export const nodeDetail = endpoint({
  id: 'graph.node',
  method: 'GET',
  path: '/kg-app/chart/node/:id',
  summary: '节点详情（类别、属性、可阅读的关联知识）',
  access: 'ROLE_GRAPH_DISPLAY_WEB',
  params: idParam,
  input: z.object({}),
  output: graphNode.extend({
    parentId: z.number().int().nullable(),
    aliases: z.array(z.string()),
    properties: z.array(z.object({ key: z.string(), value: z.string() })),
    /** Knowledge linked to the node that the caller may read; restricted items are left out. */
    knowledge: z.array(z.object({ id: z.number().int(), domainId: z.number().int(), title: z.string() })),
  }),
});

export const classTree = endpoint({
  id: 'graph.classes',
  method: 'GET',
  path: '/kg-app/chart/classes',
  summary: '本体类别树',
  access: 'ROLE_GRAPH_DISPLAY_WEB',
  input: z.object({}),
  output: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      parentId: z.number().int().nullable(),
      color: z.string().nullable(),
      icon: z.string().nullable(),
      titleMarks: z.boolean(),
      /** Its entities may appear on the public graph pages. */
      isPublic: z.boolean(),
      entityCount: z.number().int(),
    }),
  ),
});

export const relationTypeList = endpoint({
  id: 'graph.relationTypes',
  method: 'GET',
  path: '/kg-app/chart/relationTypes',
  summary: '关系类型',
  access: 'ROLE_GRAPH_DISPLAY_WEB',
  input: z.object({}),
  output: z.array(z.object({ id: z.number().int(), name: z.string(), inverseName: z.string(), edgeCount: z.number().int() })),
});

export const overviewAtlas = endpoint({
  id: 'graph.overviewAtlas',
  method: 'GET',
  path: '/aikn-app/common/overviewatlas',
  summary: '图谱总览打开的知识（本人可阅读、关联实体最多的一条）',
  access: 'ROLE_GRAPH_DISPLAY_WEB',
  input: z.object({}),
  output: z.object({ knowledgeId: z.number().int().nullable() }),
});

export const relationIndexZoom = endpoint({
  id: 'graph.relationIndexZoom',
  method: 'GET',
  path: '/kg-app/chart/relationIndexZoom/:knowledgeId',
  summary: '一条知识的实体及其一跳邻居（有上限，附总数）',
  access: 'ROLE_GRAPH_DISPLAY_WEB',
  params: z.object({ knowledgeId: nodeId('知识') }),
  input: z.object({}),
  output: z.object({
    /** The item's own nodes: linked entities, else the entities it mentions most. */
    centreIds: z.array(z.number().int()),
    nodes: z.array(graphNode),
    edges: z.array(graphEdge),
    /** Edges of the neighbourhood in all; `edges` holds at most the cap. */
    total: z.number().int(),
  }),
});

/** Entities one name resolves to at most: more are not a choice a person can make. */
export const BY_NAME_MAX = 20;

export const entityByName = endpoint({
  id: 'graph.entityByName',
  method: 'POST',
  path: '/kg-app/chart/entityByName',
  summary: '按名称（或别名）查找实体，同名时列出各个',
  access: 'ROLE_GRAPH_DISPLAY_WEB',
  input: z.object({
    name: z.string().trim().min(1, '请输入实体名称').max(50, '实体名称最多50个字').meta({ title: '实体名称' }),
  }),
  output: z.array(graphNode.extend({ aliases: z.array(z.string()) })),
});
