import { PUBLIC_GRAPH_CODE } from '@contract/graph/graph-public';
import { LIVE_DOMAINS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import type { Reader } from '../../access/reader';
import type { Db } from '../../db/client';
import { nameKey } from '../../graph/keys';
import { forbidden, notFound } from '../../http/errors';
import { readableBy } from '../../knowledge/access';
import { intArray } from '../../lib/int-array';
import { loadNodes, NODE_COLUMNS, NODE_FROM, type NodeRow, toNode } from './graph-nodes';

/** Edges one public drawing shows at most: an embedded picture, not an exploration. */
export const PUBLIC_EDGES = 100;
/** Edges around the centre a public call looks at at most; beyond it the total says "more than". */
export const PUBLIC_SCAN = 5000;
/** Entities the overview centres on at most. */
const PUBLIC_CENTRES = 10;

/**
 * Who reads a public page: nobody in particular, holding every domain's key.
 * `readableBy` then lets through only live, published items visible to all,
 * so "may an anonymous visitor read it" is answered by the same rule as
 * every other reader's.
 */
const ANONYMOUS: Reader = {
  id: 0,
  isAdmin: false,
  isApprover: false,
  canWrite: false,
  groupIds: [],
  domainIds: LIVE_DOMAINS.map((d) => d.id),
};
const PUBLIC_ITEM = sql`coalesce(${readableBy(ANONYMOUS)}, false)`;

/**
 * Condition on alias `n`: an entity of a class an administrator marked
 * public (none are until one does: staff, departments and projects stay
 * inside), and no knowledge it is linked to or mentioned in is closed to an
 * anonymous visitor. A node that only a restricted item speaks of (a
 * confidential project) is left out entirely.
 */
const PUBLIC_NODE = sql`exists (select 1 from graph_nodes pc where pc.id = n.class_id and pc.is_public)
  and not exists (select 1 from (
    select knowledge_id from graph_entity_knowledge where node_id = n.id
    union all select knowledge_id from graph_mentions where node_id = n.id) l
  join knowledge k on k.id = l.knowledge_id where not ${PUBLIC_ITEM})`;

/** Refuses every public call while the configuration keeps public graphs off (missing reads as off). */
async function requirePublicGraph(db: Db): Promise<void> {
  const r = await db.execute<{ value: string }>(sql`select value from config_items where code = ${PUBLIC_GRAPH_CODE}`);
  if (r.rows[0]?.value !== '1') throw forbidden('公开知识图谱未开放');
}

/**
 * The public nodes around `centreIds` and the edges to them: only the first
 * PUBLIC_SCAN edges are looked at, so a super-node costs no more than a
 * small one; the drawing takes the best connected PUBLIC_EDGES of them.
 */
async function publicNeighbourhood(db: Db, centreIds: number[]) {
  if (centreIds.length === 0) return { centreIds, nodes: [], edges: [], relationTypes: [], total: 0, totalCapped: false };
  const ids = intArray(centreIds);
  const edges = await db.execute<{
    id: number;
    source_id: number;
    target_id: number;
    relation_type_id: number;
    relation: string;
    scanned: number;
  }>(sql`
    with scanned as (select e.id, e.source_id, e.target_id, e.relation_type_id,
        case when e.source_id = any(${ids}) then e.target_id else e.source_id end as other
      from graph_edges e where e.source_id = any(${ids}) or e.target_id = any(${ids}) order by e.id limit ${PUBLIC_SCAN}),
    shown as (select s.*, n.degree from scanned s join graph_nodes n on n.id = s.other where ${PUBLIC_NODE})
    select s.id, s.source_id, s.target_id, s.relation_type_id, t.name as relation,
      (select count(*)::int from scanned) as scanned, count(*) over ()::int as total
    from shown s join graph_relation_types t on t.id = s.relation_type_id
    order by s.degree desc, s.id limit ${PUBLIC_EDGES}`);
  const rows = edges.rows as ((typeof edges.rows)[number] & { total: number })[];
  const nodeIds = new Set(centreIds);
  for (const e of rows) nodeIds.add(e.source_id).add(e.target_id);
  const nodes = await loadNodes(db, [...nodeIds]);
  const relationTypes = new Map(rows.map((e) => [e.relation_type_id, { id: e.relation_type_id, name: e.relation }]));
  // A node's degree counts only what the visitor sees (the drawn edges); the whole graph's count would tell
  // how much lies hidden around it.
  const drawn = new Map<number, number>();
  for (const e of rows) for (const id of [e.source_id, e.target_id]) drawn.set(id, (drawn.get(id) ?? 0) + 1);
  return {
    centreIds,
    nodes: [...nodeIds].flatMap((id) => {
      const n = nodes.get(id);
      return n ? [{ ...n, degree: drawn.get(id) ?? 0 }] : [];
    }),
    edges: rows.map((e) => ({ id: e.id, sourceId: e.source_id, targetId: e.target_id, relationTypeId: e.relation_type_id })),
    relationTypes: [...relationTypes.values()],
    total: rows[0]?.total ?? 0,
    totalCapped: (rows[0]?.scanned ?? 0) >= PUBLIC_SCAN,
  };
}

/** `/detail-small-chart/:name`: the best connected public entity of that name (or alias) and its neighbours. */
export async function publicSmallChart(db: Db, name: string) {
  await requirePublicGraph(db);
  const key = nameKey(name);
  const r = await db.execute<NodeRow>(sql`
    select ${NODE_COLUMNS} from ${NODE_FROM}
    where n.type = 2 and (n.name = ${name} or ${key} = any(n.name_keys)) and ${PUBLIC_NODE}
    order by n.name = ${name} desc, n.degree desc, n.id limit 20`);
  const found = r.rows.map(toNode);
  // A restricted entity answers exactly as a missing one: the name reveals nothing.
  if (found.length === 0) throw notFound(`没有名为“${name}”的公开实体`);
  const drawing = await publicNeighbourhood(db, [found[0].id]);
  return { ...drawing, sameName: found.length - 1 };
}

/** `/detail-cool`: the public item with the most public entities, drawn with their neighbours. */
export async function publicOverview(db: Db) {
  await requirePublicGraph(db);
  const item = await db.execute<{ id: number; domain_id: number; title: string }>(sql`
    select k.id, k.domain_id, k.title from (
      select x.knowledge_id, count(distinct x.node_id) as n from (
        select knowledge_id, node_id from graph_entity_knowledge union all select knowledge_id, node_id from graph_mentions) x
      join graph_nodes n on n.id = x.node_id where ${PUBLIC_NODE} group by x.knowledge_id) r
    join knowledge k on k.id = r.knowledge_id
    where ${PUBLIC_ITEM} order by r.n desc, k.id limit 1`);
  const k = item.rows[0];
  if (!k) return { ...(await publicNeighbourhood(db, [])), knowledge: null };
  const centre = await db.execute<{ node_id: number }>(sql`
    select x.node_id from (
      select node_id, 0 as mentions, true as linked from graph_entity_knowledge where knowledge_id = ${k.id}
      union all select node_id, count, false from graph_mentions where knowledge_id = ${k.id}) x
    join graph_nodes n on n.id = x.node_id where ${PUBLIC_NODE}
    group by x.node_id order by bool_or(x.linked) desc, sum(x.mentions) desc, x.node_id limit ${PUBLIC_CENTRES}`);
  const drawing = await publicNeighbourhood(
    db,
    centre.rows.map((c) => c.node_id),
  );
  return { ...drawing, knowledge: { id: k.id, domainId: k.domain_id, title: k.title } };
}
