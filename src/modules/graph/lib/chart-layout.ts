/** A drawn edge: ids of its ends. */
export interface LayoutEdge {
  sourceId: number;
  targetId: number;
}

/**
 * Positions of model "1" (hierarchical, left to right): each node's column is
 * its hop count from the start (breadth-first over the drawn edges, either
 * direction, so a path reads left to right as its sentence does); nodes the
 * start does not reach go in a last column. Within a column nodes keep the
 * order they came in, centred on the row of the start; a column of more than
 * `maxRows` nodes (a node expanded page by page) wraps into sub-columns side
 * by side, so the drawing stays wide rather than a thin, unreadable strip.
 */
export function hopColumns(
  nodeIds: readonly number[],
  edges: readonly LayoutEdge[],
  startId: number | undefined,
  gap = { x: 200, y: 90 },
  maxRows = 12,
): Map<number, { x: number; y: number }> {
  const present = new Set(nodeIds);
  const next = new Map<number, number[]>();
  const link = (a: number, b: number) => next.set(a, [...(next.get(a) ?? []), b]);
  for (const e of edges) {
    if (!present.has(e.sourceId) || !present.has(e.targetId)) continue;
    link(e.sourceId, e.targetId);
    link(e.targetId, e.sourceId);
  }
  const root = startId !== undefined && present.has(startId) ? startId : nodeIds[0];
  const hop = new Map<number, number>();
  if (root !== undefined) {
    hop.set(root, 0);
    const queue = [root];
    for (let i = 0; i < queue.length; i++) {
      const at = queue[i];
      for (const n of next.get(at) ?? []) {
        if (hop.has(n)) continue;
        hop.set(n, (hop.get(at) ?? 0) + 1);
        queue.push(n);
      }
    }
  }
  const last = Math.max(0, ...hop.values()) + 1;
  const columns = new Map<number, number[]>();
  for (const id of nodeIds) {
    const c = hop.get(id) ?? last;
    columns.set(c, [...(columns.get(c) ?? []), id]);
  }
  const out = new Map<number, { x: number; y: number }>();
  const subGap = gap.x * 0.6;
  let x = 0;
  for (const c of [...columns.keys()].sort((a, b) => a - b)) {
    const ids = columns.get(c) ?? [];
    const rows = Math.min(ids.length, maxRows);
    ids.forEach((id, i) => {
      const row = i % rows;
      out.set(id, { x: x + Math.floor(i / rows) * subGap, y: (row - (rows - 1) / 2) * gap.y });
    });
    x += (Math.ceil(ids.length / rows) - 1) * subGap + gap.x;
  }
  return out;
}

/**
 * The classes hidden by the filter, with all their sub-classes (the filter
 * names a class; a hidden 企业 hides 人员 and 部门 too).
 */
export function withDescendants(
  hidden: readonly number[],
  classes: readonly { id: number; parentId: number | null }[],
): Set<number> {
  const out = new Set(hidden);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of classes) {
      if (c.parentId !== null && out.has(c.parentId) && !out.has(c.id)) {
        out.add(c.id);
        grew = true;
      }
    }
  }
  return out;
}
