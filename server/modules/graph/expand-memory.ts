import { EXPAND_PAGE_SIZE, type expandNode, type GraphNode, NODE_TYPE } from '@contract/graph/graph';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type AdjacencySnapshot, latestSnapshot } from '../../graph/adjacency-snapshot';
import { intArray } from '../../lib/int-array';
import { NODE_COLUMNS, NODE_FROM, type NodeRow, toNode } from './graph-nodes';

/**
 * Above this many edges a node is a super-node (a dynasty with its poems, a
 * company with every employee): paths through it say little and expanding
 * it costs most of a search, so paths avoid it unless the analyst allows it.
 */
export const SUPER_NODE_DEGREE = 1000;

type ExpandFilters = { relationTypes?: number[]; classes?: number[]; bySuper: boolean };

/**
 * A page of a node's neighbours (edge handles) and the totals per relation
 * type from an in-memory graph. Ordered as SQL orders them: a super-node
 * without a class filter by relation and neighbour (its order sorted once and
 * kept), any other node by its neighbours' degree, most connected first. SQL
 * read every neighbour for the totals and again for the page (285k index
 * entries for 宋朝).
 */
export function pickFromSnapshot(snapshot: AdjacencySnapshot, nodeId: number, filters: ExpandFilters, offset: number) {
  const rels = filters.relationTypes ? new Set(filters.relationTypes) : undefined;
  const classes = filters.classes ? new Set(filters.classes) : undefined;
  if (filters.bySuper && !rels && !classes) {
    // Nothing filtered out: the page is a slice of the kept order, the totals are kept too.
    const order = snapshot.neighbourOrder(nodeId);
    return {
      counts: snapshot.relationCountsOf(nodeId),
      picked: Array.from(order.subarray(offset, offset + EXPAND_PAGE_SIZE)),
    };
  }
  const kept = (h: number) =>
    (!rels || rels.has(snapshot.rel[h])) && (!classes || classes.has(snapshot.classOf[snapshot.other[h]]));
  let order: ArrayLike<number>;
  if (filters.bySuper) order = snapshot.neighbourOrder(nodeId);
  else {
    const list: number[] = [];
    for (let h = snapshot.start[nodeId] ?? 0; h < (snapshot.start[nodeId + 1] ?? 0); h++) if (kept(h)) list.push(h);
    const deg = (h: number) => snapshot.degreeOf[snapshot.other[h]];
    order = list.sort(
      (x, y) => deg(y) - deg(x) || snapshot.other[x] - snapshot.other[y] || snapshot.edgeId[x] - snapshot.edgeId[y],
    );
  }
  const counts = new Map<number, number>();
  const picked: number[] = [];
  let passed = 0;
  for (let i = 0; i < order.length; i++) {
    const h = order[i];
    if (!kept(h)) continue;
    counts.set(snapshot.rel[h], (counts.get(snapshot.rel[h]) ?? 0) + 1);
    if (passed++ >= offset && picked.length < EXPAND_PAGE_SIZE) picked.push(h);
  }
  return { counts, picked };
}

/** The answer of an expansion from a snapshot's pick, the page's nodes and the relation names. */
export function expansionOf(
  snapshot: AdjacencySnapshot,
  node: GraphNode,
  pick: ReturnType<typeof pickFromSnapshot>,
  others: Map<number, GraphNode>,
  names: Map<number, string>,
) {
  const totals = [...pick.counts]
    .map(([id, n]) => ({ relationTypeId: id, name: names.get(id) ?? '', count: n }))
    .sort((a, b) => b.count - a.count || a.relationTypeId - b.relationTypeId);
  return {
    node,
    neighbours: pick.picked.flatMap((h) => {
      const other = others.get(snapshot.other[h]);
      const forward = snapshot.forward[h] === 1;
      return other
        ? [
            {
              node: other,
              edge: {
                id: snapshot.edgeId[h],
                sourceId: forward ? node.id : other.id,
                targetId: forward ? other.id : node.id,
                relationTypeId: snapshot.rel[h],
              },
            },
          ]
        : [];
    }),
    total: totals.reduce((sum, t) => sum + t.count, 0),
    pageSize: EXPAND_PAGE_SIZE,
    totals,
  };
}

/**
 * An expansion from the in-memory graph last loaded in one statement: the
 * page is picked from memory first, then the node, its page's nodes, the
 * relation names and the graph's version are read together, and the answer
 * stands only when that version is the one in memory (else null: the caller
 * goes the long way). Under load every round trip costs more than the paging.
 */
export async function expandInOneRead(db: Db, input: z.output<typeof expandNode.input>) {
  const snapshot = latestSnapshot();
  const id = input.nodeId;
  if (!snapshot || input.ontologyIds || id < 0 || id >= snapshot.typeOf.length || snapshot.typeOf[id] === 0) return null;
  const bySuper = snapshot.typeOf[id] === NODE_TYPE.entity && snapshot.degreeOf[id] > SUPER_NODE_DEGREE;
  const pick = pickFromSnapshot(
    snapshot,
    id,
    { relationTypes: input.relationTypes, bySuper },
    (input.page - 1) * EXPAND_PAGE_SIZE,
  );
  const ids = pick.picked.map((h) => snapshot.other[h]);
  const r = await db.execute<NodeRow & { version_key: string; names: [number, string][] | null; others: NodeRow[] | null }>(sql`
    select ${NODE_COLUMNS},
      current_database() || '/' || coalesce((select version from graph_version where id = 1), 0) as version_key,
      (select json_agg(json_build_array(id, name)) from graph_relation_types) as names,
      (select json_agg(row_to_json(x)) from (select ${NODE_COLUMNS} from ${NODE_FROM} where n.id = any(${intArray(ids)})) x) as others
    from ${NODE_FROM} where n.id = ${id}`);
  const row = r.rows[0];
  if (!row || row.version_key !== snapshot.key) return null;
  const others = new Map((row.others ?? []).map((o) => [o.id, toNode(o)]));
  return expansionOf(snapshot, toNode(row), pick, others, new Map(row.names ?? []));
}
