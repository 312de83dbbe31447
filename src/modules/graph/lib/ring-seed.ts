import type { LayoutEdge } from './chart-layout';

/**
 * Starting positions for the force-directed layout of a large drawing: each
 * connected part in rings around its best connected node (or the start), one
 * ring per hop, a node's children in the order of their parents, so the
 * rings already show the neighbourhoods and a short force-directed refinement
 * is enough. Rings are spread so neighbouring nodes are `gap` apart; parts
 * stand side by side, largest first.
 */
export function ringSeed(
  nodeIds: readonly number[],
  edges: readonly LayoutEdge[],
  startId: number | undefined,
  gap = 100,
  spacing = 50,
): Map<number, { x: number; y: number }> {
  const present = new Set(nodeIds);
  const next = new Map<number, number[]>();
  const link = (a: number, b: number) => {
    const list = next.get(a);
    if (list) list.push(b);
    else next.set(a, [b]);
  };
  for (const e of edges) {
    if (e.sourceId === e.targetId || !present.has(e.sourceId) || !present.has(e.targetId)) continue;
    link(e.sourceId, e.targetId);
    link(e.targetId, e.sourceId);
  }
  const degree = (id: number) => next.get(id)?.length ?? 0;
  const roots = [...nodeIds].sort((a, b) => degree(b) - degree(a));
  if (startId !== undefined && present.has(startId)) roots.unshift(startId);

  const seen = new Set<number>();
  const parts: { rings: number[][]; radius: number }[] = [];
  for (const root of roots) {
    if (seen.has(root)) continue;
    seen.add(root);
    const rings: number[][] = [[root]];
    for (let ring = rings[0]; ring.length > 0; ) {
      const outer: number[] = [];
      for (const at of ring)
        for (const n of next.get(at) ?? []) {
          if (seen.has(n)) continue;
          seen.add(n);
          outer.push(n);
        }
      if (outer.length) rings.push(outer);
      ring = outer;
    }
    parts.push({ rings, radius: 0 });
  }
  parts.sort((a, b) => b.rings.flat().length - a.rings.flat().length);

  const out = new Map<number, { x: number; y: number }>();
  let left = 0;
  for (const part of parts) {
    // Each hop starts a gap further out; a hop with more nodes than its circle holds `spacing`
    // apart goes on on circles `spacing` further out, so a thousand neighbours make a disc, not a
    // circle too wide to show.
    const placed: { id: number; r: number; angle: number }[] = [];
    let r = 0;
    part.rings.forEach((ring, k) => {
      if (k > 0) r += gap;
      for (let i = 0; i < ring.length; ) {
        const fits = r === 0 ? 1 : Math.max(1, Math.floor((2 * Math.PI * r) / spacing));
        const band = ring.slice(i, i + fits);
        band.forEach((id, j) => {
          placed.push({ id, r, angle: (2 * Math.PI * j) / band.length });
        });
        i += band.length;
        if (i < ring.length) r += spacing;
      }
    });
    part.radius = r;
    const cx = left + r;
    for (const p of placed) out.set(p.id, { x: cx + p.r * Math.cos(p.angle), y: p.r * Math.sin(p.angle) });
    left = cx + r + gap;
  }
  return out;
}
