import cytoscape from 'cytoscape';
import { applyRoutes, clearRoutes } from './edge-routes';

const edge = (id: number, sourceId: number, targetId: number) => ({ id, sourceId, targetId, relationTypeId: 1, label: '属于' });

function drawing() {
  return cytoscape({
    headless: true,
    styleEnabled: true,
    elements: [
      ...[1, 2, 3, 9].map((id) => ({ data: { id: `n${id}` }, position: { x: id * 100, y: 0 } })),
      { data: { id: 'e1', source: 'n1', target: 'n3' } },
      { data: { id: 'e2', source: 'n3', target: 'n1' } },
      { data: { id: 'e3', source: 'n2', target: 'n9' } },
    ],
  });
}

describe('applyRoutes', () => {
  it('bends both edges of a route, the one pointing back seen from its own end, and quiets edges into a block', () => {
    const cy = drawing();
    const edges = [edge(1, 1, 3), edge(2, 3, 1), edge(3, 2, 9)];
    const route = { from: 1, to: 3, weights: [0.25, 0.5], distances: [10, 20] };
    applyRoutes(cy, edges, { routes: [route], blockLeafIds: new Set([9]) }, (id) => `e${id}`);
    const [e1, e2, e3] = ['e1', 'e2', 'e3'].map((id) => cy.getElementById(id));
    expect(e1.style('curve-style')).toBe('unbundled-bezier');
    // Two edges on one route run 12 px apart: -6 and +6 beside the route, the second seen from its source.
    expect(e1.style('control-point-distances')).toBe('4px 14px');
    expect(e2.style('control-point-weights')).toBe('0.5 0.75');
    expect(e2.style('control-point-distances')).toBe('-26px -16px');
    expect(e3.style('curve-style')).not.toBe('unbundled-bezier');
    expect(Number(e3.style('text-opacity'))).toBe(0);

    clearRoutes(cy);
    expect(e1.style('curve-style')).not.toBe('unbundled-bezier');
    expect(Number(e3.style('text-opacity'))).toBe(1);
    cy.destroy();
  });
});
