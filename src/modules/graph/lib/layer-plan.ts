import type { LayoutEdge } from './chart-layout';

/** The columns of the layered drawing (model "1"), before the nodes of a column are ordered. */
export interface LayerPlan {
  /** Column of every node but those in blocks; the start's is 0. */
  rank: Map<number, number>;
  /** Each pair of linked nodes once, from the lower column to the higher (blocks' leaves left out). */
  links: { from: number; to: number }[];
  /** The leaves of one node when more than a column holds: drawn as a block of sub-columns in `rank`. */
  blocks: { parentId: number; leafIds: number[]; rank: number }[];
  /** The first node of each part of the drawing, the start's part first. */
  roots: number[];
}

/**
 * Columns for a drawing read left to right: the start in the first column,
 * the end in the last, every other node between them by how far along the
 * way from the start to the end it lies (its distance from the start over the
 * sum of both distances, walking edges either way), so each found path runs
 * left to right however long it is. Leaves (nodes with one neighbour) stand
 * in the column after their node, the end's in the column before it; more
 * than `maxRows` leaves of one node form a block. Parts of the drawing the
 * start does not reach are laid out from their first node, after the start.
 */
export function layerPlan(
  nodeIds: readonly number[],
  edges: readonly LayoutEdge[],
  startId: number | undefined,
  endId: number | undefined,
  maxRows = 12,
): LayerPlan {
  const order = new Map(nodeIds.map((id, i) => [id, i]));
  const next = new Map<number, Set<number>>(nodeIds.map((id) => [id, new Set()]));
  for (const e of edges) {
    if (e.sourceId === e.targetId || !order.has(e.sourceId) || !order.has(e.targetId)) continue;
    next.get(e.sourceId)?.add(e.targetId);
    next.get(e.targetId)?.add(e.sourceId);
  }
  const around = (id: number) => next.get(id) ?? new Set<number>();
  const start = startId !== undefined && order.has(startId) ? startId : undefined;
  const fromStart = distances(start, around);
  const end = endId !== undefined && endId !== start && fromStart.has(endId) ? endId : undefined;
  const toEnd = distances(end, around);

  // Parts, each walked from its root: the start's first.
  const part = new Map<number, number>();
  const hop = new Map<number, number>();
  const roots = new Set<number>();
  for (const root of [...(start === undefined ? [] : [start]), ...nodeIds]) {
    if (part.has(root)) continue;
    for (const [id, d] of distances(root, around)) {
      part.set(id, roots.size);
      hop.set(id, d);
    }
    roots.add(root);
  }
  // Where a node stands on the way: by position between start and end, then hops, then arrival.
  const key = (id: number): number[] => {
    const h = hop.get(id) ?? 0;
    const e = toEnd.get(id);
    return [part.get(id) ?? 0, e === undefined ? h : h / (h + e), h, order.get(id) ?? 0];
  };
  const keys = new Map(nodeIds.map((id) => [id, key(id)]));
  const before = (a: number, b: number) => compare(keys.get(a) ?? [], keys.get(b) ?? []) < 0;
  const isLeaf = (id: number) => around(id).size === 1 && id !== start && id !== end && !roots.has(id);

  const core = nodeIds.filter((id) => !isLeaf(id)).sort((a, b) => compare(keys.get(a) ?? [], keys.get(b) ?? []));
  const preds = (id: number) => [...around(id)].filter((n) => !isLeaf(n) && before(n, id));
  const succs = (id: number) => [...around(id)].filter((n) => !isLeaf(n) && before(id, n));
  const rank = new Map<number, number>();
  const floor = (id: number) => (part.get(id) === 0 ? 0 : 1);
  // Forward from the roots; what only later nodes reach stands just before them; then every link runs forward.
  for (const id of core) {
    if (roots.has(id)) rank.set(id, floor(id));
    const placed = preds(id).flatMap((n) => rank.get(n) ?? []);
    if (placed.length) rank.set(id, Math.max(rank.get(id) ?? 0, ...placed.map((r) => r + 1)));
  }
  for (const id of [...core].reverse()) {
    if (rank.has(id)) continue;
    const after = succs(id).flatMap((n) => rank.get(n) ?? []);
    rank.set(id, Math.max(floor(id) + 1, after.length ? Math.min(...after) - 1 : 0));
  }
  for (const id of core) {
    for (const n of preds(id)) rank.set(id, Math.max(rank.get(id) ?? 0, (rank.get(n) ?? 0) + 1));
  }

  // Leaves after their node; the end's before it, the end after everything.
  const leaves = new Map<number, number[]>();
  for (const id of nodeIds) {
    if (!isLeaf(id)) continue;
    const [parent] = around(id);
    leaves.set(parent, [...(leaves.get(parent) ?? []), id]);
  }
  const leafRanks = new Map<number, number>();
  for (const parent of leaves.keys()) if (parent !== end) leafRanks.set(parent, (rank.get(parent) ?? 0) + 1);
  if (end !== undefined) {
    const others = [...rank].filter(([id]) => id !== end).map(([, r]) => r);
    const last = Math.max(rank.get(end) ?? 0, ...others.map((r) => r + 1), ...[...leafRanks.values()].map((r) => r + 1));
    rank.set(end, leaves.has(end) ? Math.max(last, 2) : last);
    leafRanks.set(end, (rank.get(end) ?? 0) - 1);
  }

  const blocks: LayerPlan['blocks'] = [];
  const links: LayerPlan['links'] = [];
  for (const [parentId, ids] of leaves) {
    const r = leafRanks.get(parentId) ?? 0;
    if (ids.length > maxRows) {
      blocks.push({ parentId, leafIds: ids, rank: r });
      continue;
    }
    for (const id of ids) {
      rank.set(id, r);
      links.push(parentId === end ? { from: id, to: parentId } : { from: parentId, to: id });
    }
  }
  for (const a of core) for (const b of succs(a)) links.push({ from: a, to: b });
  return { rank, links, blocks, roots: [...roots] };
}

/** Hops from `from` to every node it reaches, walking the neighbour sets. */
function distances(from: number | undefined, around: (id: number) => Set<number>): Map<number, number> {
  const out = new Map<number, number>();
  if (from === undefined) return out;
  out.set(from, 0);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    for (const n of around(queue[i])) {
      if (out.has(n)) continue;
      out.set(n, (out.get(queue[i]) ?? 0) + 1);
      queue.push(n);
    }
  }
  return out;
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}
