import { EXPAND_PAGE_SIZE, type expandNode, type GraphNode, NODE_TYPE, type pathFind } from '@contract/graph/graph';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { graphVersionKey, SnapshotSource, snapshotFor } from '../../graph/adjacency-snapshot';
import { findPaths } from '../../graph/path/find-paths';
import { pathSentence } from '../../graph/path/sentence';
import { nodesOf } from '../../graph/path/types';
import { PgSource } from '../../graph/pg-source';
import { badRequest, notFound } from '../../http/errors';
import { intArray } from '../../lib/int-array';
import { expandInOneRead, expansionOf, pickFromSnapshot, SUPER_NODE_DEGREE } from './expand-memory';
import { classesWithin, loadNodes, NODE_COLUMNS, NODE_FROM, type NodeRow, toNode } from './graph-nodes';

export { SUPER_NODE_DEGREE } from './expand-memory';
/** Nodes one path search may visit before it stops and says the answer is limited. */
export const PATH_MAX_VISITED = 200_000;

async function relationNames(db: Db, ids?: readonly number[]) {
  const only = ids ? sql`where id = any(${intArray([...ids])})` : sql``;
  const r = await db.execute<{ id: number; name: string; inverse_name: string }>(
    sql`select id, name, inverse_name from graph_relation_types ${only} order by sort, id`,
  );
  return new Map(r.rows.map((t) => [t.id, { id: t.id, name: t.name, inverseName: t.inverse_name }]));
}

/**
 * The start and end nodes and the graph's version in one statement: a path
 * search is mostly these round trips, and under load each costs more than
 * the search itself (the in-memory walk takes well under a millisecond).
 */
async function endsAndVersion(db: Db, startId: number, endId: number) {
  const r = await db.execute<NodeRow & { version_key: string }>(sql`
    select ${NODE_COLUMNS}, current_database() || '/' || coalesce((select version from graph_version where id = 1), 0) as version_key
    from ${NODE_FROM} where n.id = any(${intArray([startId, endId])})`);
  const nodes = new Map(r.rows.map((row) => [row.id, toNode(row)]));
  const key = r.rows[0]?.version_key ?? (await graphVersionKey(db));
  return { nodes, key };
}

export async function graphPaths(db: Db, input: z.output<typeof pathFind.input>) {
  const ends = await endsAndVersion(db, input.startId, input.endId);
  if (!ends.nodes.has(input.startId)) throw notFound('起点不存在');
  if (!ends.nodes.has(input.endId)) throw notFound('终点不存在');
  const avoid = new Set(input.avoidIds ?? []);
  if (avoid.has(input.startId) || avoid.has(input.endId)) throw badRequest('避开的节点不能是起点或终点');
  const classes = await classesWithin(db, input.ontologyIds);
  // The graph in memory when it is loaded for the current version; SQL per layer until then.
  const snapshot = snapshotFor(db, ends.key);
  const src = snapshot ? new SnapshotSource(snapshot) : new PgSource(db, input.relationTypes);
  const result = await findPaths(src, input.startId, input.endId, input.mode, input.k, {
    maxHops: input.maxHops,
    relationTypes: input.relationTypes ? new Set(input.relationTypes) : undefined,
    ontologyIds: classes ? new Set(classes) : undefined,
    avoidIds: avoid,
    superNodeDegree: SUPER_NODE_DEGREE,
    allowSuperNodes: input.allowSuperNodes,
    maxVisited: PATH_MAX_VISITED,
  });
  // Most pairs have no path within the hops: their answer needs nothing more from the database.
  const more = new Set<number>(result.skippedSuperNodes);
  for (const p of result.paths) for (const s of p) more.add(s.to);
  for (const id of ends.nodes.keys()) more.delete(id);
  const used = [...new Set(result.paths.flatMap((p) => p.map((s) => s.relationTypeId)))];
  const [found, relations] = await Promise.all([
    more.size > 0 ? loadNodes(db, [...more]) : new Map<number, GraphNode>(),
    used.length > 0 ? relationNames(db, used) : new Map<number, { id: number; name: string; inverseName: string }>(),
  ]);
  const nodes = new Map([...ends.nodes, ...found]);
  const skipped = new Set(result.skippedSuperNodes);
  return {
    paths: result.paths.map((p) => ({
      nodeIds: nodesOf(input.startId, p),
      steps: p.map((s) => ({
        id: s.edgeId,
        sourceId: s.forward ? s.from : s.to,
        targetId: s.forward ? s.to : s.from,
        relationTypeId: s.relationTypeId,
        forward: s.forward,
      })),
      hops: p.length,
      sentence: pathSentence(input.startId, p, nodes, relations),
    })),
    nodes: [...nodes.values()].filter((n) => !skipped.has(n.id)),
    relationTypes: [...relations.values()],
    skippedSuperNodes: result.skippedSuperNodes.flatMap((id) => nodes.get(id) ?? []),
    superNodeDegree: SUPER_NODE_DEGREE,
    limited: result.limited,
  };
}

type Totals = { rows: { relation_type_id: number; name: string; n: number }[] };

/** Neighbours per relation type, most first, counted by SQL over `from` (rows with relation_type_id). */
function relationTotals(db: Db, from: ReturnType<typeof sql>): Promise<Totals> {
  return db.execute<{ relation_type_id: number; name: string; n: number }>(sql`
    select a.relation_type_id, t.name, count(*)::int as n
    from ${from} join graph_relation_types t on t.id = a.relation_type_id
    group by a.relation_type_id, t.name order by n desc, a.relation_type_id`);
}

/**
 * A super-node's totals: from the in-memory graph when it holds the current version (counting 285k
 * index entries takes a couple of hundred milliseconds), else from the edge indexes.
 */
type GraphMeta = { key: string; names: Map<number, string> };

/**
 * A node, the graph's version and every relation type's name, in one
 * statement: under load each round trip of an expansion costs more than
 * paging it from memory. 404 when there is no such node.
 */
async function nodeWithMeta(db: Db, nodeId: number): Promise<{ node: GraphNode; meta: GraphMeta }> {
  const r = await db.execute<NodeRow & { version_key: string; names: [number, string][] | null }>(sql`
    select ${NODE_COLUMNS},
      current_database() || '/' || coalesce((select version from graph_version where id = 1), 0) as version_key,
      (select json_agg(json_build_array(id, name)) from graph_relation_types) as names
    from ${NODE_FROM} where n.id = ${nodeId}`);
  const row = r.rows[0];
  if (!row) throw notFound('节点不存在');
  return { node: toNode(row), meta: { key: row.version_key, names: new Map(row.names ?? []) } };
}

/**
 * One page of a node's neighbours (filters applied) with the count per
 * relation type, so the screen can say "显示 50 / 共 12,345" and page on
 * instead of silently capping as other graph tools do.
 */
export async function expandNeighbours(db: Db, input: z.output<typeof expandNode.input>) {
  const quick = await expandInOneRead(db, input);
  if (quick) return quick;
  const [{ node, meta }, classes] = await Promise.all([nodeWithMeta(db, input.nodeId), classesWithin(db, input.ontologyIds)]);
  const rel = input.relationTypes ? sql`and e.relation_type_id = any(${intArray(input.relationTypes)})` : sql``;
  const cls = classes ? sql`and o.class_id = any(${intArray(classes)})` : sql``;
  // Each edge at the node once, with the node at its other end (a self-loop counts once).
  const around = sql`(select a.*, o.degree from (select e.id, e.source_id, e.target_id, e.relation_type_id,
      case when e.source_id = ${input.nodeId} then e.target_id else e.source_id end as other
    from graph_edges e where (e.source_id = ${input.nodeId} or e.target_id = ${input.nodeId}) ${rel}) a
    join graph_nodes o on o.id = a.other where true ${cls}) a`;
  // A super-node without a class filter (宋朝 with 285k poems): counts and pages read the two edge
  // indexes only, its neighbours in relation and id order. Ordering them by degree would read every
  // neighbour's row for each page (seconds); below the threshold the most connected come first.
  const direct = !classes && node.type === NODE_TYPE.entity && node.degree > SUPER_NODE_DEGREE;
  const byEdges = sql`(select e.relation_type_id from graph_edges e where e.source_id = ${input.nodeId} ${rel}
      union all
      select e.relation_type_id from graph_edges e where e.target_id = ${input.nodeId} and e.source_id <> ${input.nodeId} ${rel}) a`;
  const offset = (input.page - 1) * EXPAND_PAGE_SIZE;
  const snapshot = snapshotFor(db, meta.key);
  if (snapshot) {
    const pick = pickFromSnapshot(
      snapshot,
      input.nodeId,
      { relationTypes: input.relationTypes, classes, bySuper: direct },
      offset,
    );
    const others = await loadNodes(
      db,
      pick.picked.map((h) => snapshot.other[h]),
    );
    return expansionOf(snapshot, node, pick, others, meta.names);
  }
  const page = direct
    ? sql`
      select * from (
        (select e.id, e.source_id, e.target_id, e.relation_type_id, e.target_id as other from graph_edges e
         where e.source_id = ${input.nodeId} ${rel} order by e.relation_type_id, e.target_id)
        union all
        (select e.id, e.source_id, e.target_id, e.relation_type_id, e.source_id as other from graph_edges e
         where e.target_id = ${input.nodeId} and e.source_id <> ${input.nodeId} ${rel} order by e.relation_type_id, e.source_id)) a
      order by a.relation_type_id, a.other limit ${EXPAND_PAGE_SIZE} offset ${offset}`
    : sql`
      select a.id, a.source_id, a.target_id, a.relation_type_id, a.other from ${around}
      order by a.degree desc, a.other, a.id limit ${EXPAND_PAGE_SIZE} offset ${offset}`;
  // The page's neighbours come with their node columns: one statement, in the page's order.
  const order = direct ? sql`p.relation_type_id, p.other` : sql`n.degree desc, p.other, p.id`;
  const [totals, rows] = await Promise.all([
    direct ? relationTotals(db, byEdges) : relationTotals(db, around),
    db.execute<NodeRow & { edge_id: number; source_id: number; target_id: number; relation_type_id: number }>(sql`
      select p.id as edge_id, p.source_id, p.target_id, p.relation_type_id, ${NODE_COLUMNS}
      from (${page}) p join graph_nodes n on n.id = p.other left join graph_nodes c on c.id = n.class_id
      order by ${order}`),
  ]);
  return {
    node,
    neighbours: rows.rows.map((r) => ({
      node: toNode(r),
      edge: { id: r.edge_id, sourceId: r.source_id, targetId: r.target_id, relationTypeId: r.relation_type_id },
    })),
    total: totals.rows.reduce((sum, t) => sum + t.n, 0),
    pageSize: EXPAND_PAGE_SIZE,
    totals: totals.rows.map((t) => ({ relationTypeId: t.relation_type_id, name: t.name, count: t.n })),
  };
}
