import { sql } from 'drizzle-orm';
import { readerOf } from '../../access/reader';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { readableBy } from '../../knowledge/access';
import { intArray } from '../../lib/int-array';
import { paged } from '../../lib/paged';
import { loadNodes, NODE_COLUMNS, NODE_FROM, type NodeRow, nodeOrFail, toNode } from './graph-nodes';

/** Edges a knowledge item's neighbourhood shows at most; the answer gives the total beside them. */
export const ZOOM_EDGES = 200;
/** Entities standing for an item that has no linked entity: those it mentions most. */
const ZOOM_MENTIONED = 10;

/** Mentions and hand links of one entity (`node`) or one item (`knowledge`), one row per pair. */
function relations(by: 'node' | 'knowledge', id: number) {
  const col = sql.raw(by === 'node' ? 'node_id' : 'knowledge_id');
  return sql`(select node_id, knowledge_id, sum(mentions)::int as mentions, bool_or(linked) as linked from (
    select node_id, knowledge_id, count as mentions, false as linked from graph_mentions where ${col} = ${id}
    union all select node_id, knowledge_id, 0, true from graph_entity_knowledge where ${col} = ${id}) x
    group by node_id, knowledge_id)`;
}

const ORDERS = {
  1: sql`r.linked desc, r.mentions desc, k.id desc`,
  2: sql`k.published_at desc nulls last, k.id desc`,
  3: sql`k.views desc, k.id desc`,
} as const;

/**
 * Knowledge related to an entity, only what the caller may read: the count
 * is taken under the same rule, so neither a title nor the number of
 * restricted items reaches him.
 */
export async function relatedKnowledge(
  db: Db,
  user: SessionUser,
  input: { entityId: number; sortType: number; page: number; size: number },
) {
  await nodeOrFail(db, input.entityId, '实体');
  const page = await paged<{
    id: number;
    domain_id: number;
    title: string;
    summary: string;
    published_at: string | null;
    views: number;
    mentions: number;
    linked: boolean;
  }>(db, {
    from: sql`${relations('node', input.entityId)} r join knowledge k on k.id = r.knowledge_id`,
    where: readableBy(readerOf(user)),
    order: ORDERS[input.sortType as keyof typeof ORDERS] ?? ORDERS[1],
    columns: sql`k.id, k.domain_id, k.title, k.summary, k.published_at::text as published_at, k.views, r.mentions, r.linked`,
    page: input.page,
    size: input.size,
  });
  return {
    total: page.total,
    list: page.list.map((k) => ({
      id: k.id,
      domainId: k.domain_id,
      title: k.title,
      summary: k.summary,
      publishedAt: k.published_at === null ? null : new Date(k.published_at).toISOString(),
      views: k.views,
      mentions: k.mentions,
      linked: k.linked,
    })),
  };
}

/** Refuses an item the caller may not read exactly as a missing one, so ids reveal nothing. */
async function readableItemOrFail(db: Db, user: SessionUser, id: number): Promise<void> {
  const r = await db.execute(sql`select 1 from knowledge k where k.id = ${id} and ${readableBy(readerOf(user))}`);
  if (r.rows.length === 0) throw notFound('知识不存在或无权查看');
}

/** Entities a readable item mentions or is linked to: linked first, then by mentions. */
export async function relatedEntities(db: Db, user: SessionUser, input: { knowledgeId: number; page: number; size: number }) {
  await readableItemOrFail(db, user, input.knowledgeId);
  const page = await paged<NodeRow & { mentions: number; linked: boolean }>(db, {
    from: sql`${relations('knowledge', input.knowledgeId)} r join ${NODE_FROM} on n.id = r.node_id`,
    order: sql`r.linked desc, r.mentions desc, n.id`,
    columns: sql`${NODE_COLUMNS}, r.mentions, r.linked`,
    page: input.page,
    size: input.size,
  });
  return {
    total: page.total,
    list: page.list.map((row) => ({ ...toNode(row), mentions: row.mentions, linked: row.linked })),
  };
}

/** The readable item with the most related entities: where the atlas overview opens. */
export async function overviewKnowledge(db: Db, user: SessionUser): Promise<{ knowledgeId: number | null }> {
  const r = await db.execute<{ id: number }>(sql`
    select k.id from (select knowledge_id, count(distinct node_id) as n from (
        select knowledge_id, node_id from graph_entity_knowledge union all select knowledge_id, node_id from graph_mentions) x
      group by knowledge_id) r
    join knowledge k on k.id = r.knowledge_id
    where ${readableBy(readerOf(user))} order by r.n desc, k.id limit 1`);
  return { knowledgeId: r.rows[0]?.id ?? null };
}

/** A readable item's own entities (linked, else most mentioned) and their one-hop neighbourhood, capped. */
export async function knowledgeNeighbourhood(db: Db, user: SessionUser, knowledgeId: number) {
  await readableItemOrFail(db, user, knowledgeId);
  const centre = await db.execute<{ node_id: number }>(sql`
    select node_id from ${relations('knowledge', knowledgeId)} r
    order by r.linked desc, r.mentions desc, r.node_id limit ${ZOOM_MENTIONED}`);
  const centreIds = centre.rows.map((r) => r.node_id);
  if (centreIds.length === 0) return { centreIds, nodes: [], edges: [], total: 0 };
  const ids = intArray(centreIds);
  const touching = sql`from graph_edges e where e.source_id = any(${ids}) or e.target_id = any(${ids})`;
  const [count, edges] = await Promise.all([
    db.execute<{ n: number }>(sql`select count(*)::int as n ${touching}`),
    db.execute<{ id: number; source_id: number; target_id: number; relation_type_id: number }>(
      sql`select e.id, e.source_id, e.target_id, e.relation_type_id ${touching} order by e.id limit ${ZOOM_EDGES}`,
    ),
  ]);
  const nodeIds = new Set(centreIds);
  for (const e of edges.rows) nodeIds.add(e.source_id).add(e.target_id);
  const nodes = await loadNodes(db, [...nodeIds]);
  return {
    centreIds,
    nodes: [...nodeIds].flatMap((id) => nodes.get(id) ?? []),
    edges: edges.rows.map((e) => ({
      id: e.id,
      sourceId: e.source_id,
      targetId: e.target_id,
      relationTypeId: e.relation_type_id,
    })),
    total: count.rows[0]?.n ?? 0,
  };
}
