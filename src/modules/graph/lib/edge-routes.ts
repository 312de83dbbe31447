import type { Core } from 'cytoscape';
import type { DrawnEdge } from './drawing';
import type { Route } from './layered-layout';

/** The style the layered model sets on edges, and takes back. */
const DRESSED = 'curve-style control-point-weights control-point-distances edge-distances text-opacity';
/** Edges sharing one route (two relations between the same nodes) run this far apart. */
const PARALLEL_GAP = 12;

/**
 * Bends the drawn edges along the layered layout's routes, each edge still
 * pointing as its relation does; the others are drawn as before. Edges into a
 * block of leaves fan out over it: their names, one over another there, are
 * left out (the node card names the relation).
 */
export function applyRoutes(
  cy: Core,
  edges: readonly DrawnEdge[],
  layout: { routes: readonly Route[]; blockLeafIds: ReadonlySet<number> },
  key: (id: number) => string,
) {
  const { routes, blockLeafIds } = layout;
  const byPair = new Map(routes.map((r) => [`${r.from}>${r.to}`, r]));
  const along = new Map<Route, DrawnEdge[]>();
  for (const e of edges) {
    const r = byPair.get(`${e.sourceId}>${e.targetId}`) ?? byPair.get(`${e.targetId}>${e.sourceId}`);
    if (r) along.set(r, [...(along.get(r) ?? []), e]);
  }
  cy.batch(() => {
    clearRoutes(cy);
    for (const e of edges)
      if (blockLeafIds.has(e.sourceId) || blockLeafIds.has(e.targetId)) cy.getElementById(key(e.id)).style('text-opacity', 0);
    for (const [r, list] of along)
      list.forEach((e, i) => {
        const shift = (i - (list.length - 1) / 2) * PARALLEL_GAP;
        const distances = r.distances.map((d) => d + shift);
        // An edge pointing from `to` back to `from` sees the same curve from its other end.
        const forward = e.sourceId === r.from;
        cy.getElementById(key(e.id)).style({
          'curve-style': 'unbundled-bezier',
          'control-point-weights': forward ? r.weights : r.weights.map((w) => 1 - w).reverse(),
          'control-point-distances': forward ? distances : distances.map((d) => -d).reverse(),
          'edge-distances': 'intersection',
        });
      });
  });
}

/** Back to the stylesheet's edges (the force-directed model draws them straight). */
export function clearRoutes(cy: Core) {
  cy.edges().removeStyle(DRESSED);
}
