import { z } from 'zod';
import { endpoint } from '../platform/endpoint';
import { graphEdge, graphNode } from './graph';

/**
 * The public graph pages (`/detail-small-chart/:name`, `/detail-cool`):
 * no sign-in, so they show only nodes that link to no knowledge an
 * anonymous visitor may not read, and refuse everything when the
 * `graph.public` config item is not '1' (decision 027).
 */
export const PUBLIC_GRAPH_CODE = 'graph.public';

/** A drawing as the public pages receive it: the nodes, edges between them and the relation names used. */
const publicDrawing = z.object({
  centreIds: z.array(z.number().int()),
  nodes: z.array(graphNode),
  edges: z.array(graphEdge),
  relationTypes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Public edges around the centre in all (counted up to a cap); `edges` holds at most the drawing's cap. */
  total: z.number().int(),
  /** The count stopped at its cap: there are more than `total`. */
  totalCapped: z.boolean(),
});

export const publicSmallChart = endpoint({
  id: 'graph.publicSmallChart',
  method: 'GET',
  path: '/kg-app/public/smallChart/:name',
  summary: '公开小图谱：按名称取实体及其一跳邻居（只含公开节点）',
  access: 'public',
  params: z.object({
    name: z.string().trim().min(1, '请输入实体名称').max(50, '实体名称最多50个字').meta({ title: '实体名称' }),
  }),
  input: z.object({}),
  output: publicDrawing.extend({
    /** Other public entities of the same name (the page draws the best connected one). */
    sameName: z.number().int(),
  }),
});

export const publicOverview = endpoint({
  id: 'graph.publicOverview',
  method: 'GET',
  path: '/kg-app/public/overview',
  summary: '公开图谱总览：公开知识中关联实体最多的一条的实体及其邻居',
  access: 'public',
  input: z.object({}),
  output: publicDrawing.extend({
    /** The public item the overview opens on (null: nothing public has entities). */
    knowledge: z.object({ id: z.number().int(), domainId: z.number().int(), title: z.string() }).nullable(),
  }),
});
