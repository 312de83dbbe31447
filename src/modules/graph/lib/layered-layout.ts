import cytoscape, { type ElementDefinition } from 'cytoscape';
import dagre from 'cytoscape-dagre';
import { DRAWING_SIZES as S } from './drawing-sizes';
import { layerPlan } from './layer-plan';

// Loaded by `import()` when a drawing first uses the layered model: dagre stays out of the
// first screen and out of the force-directed drawings (decision 039).
let registered = false;
function registerDagre() {
  if (registered) return;
  cytoscape.use(dagre);
  registered = true;
}

export interface LayeredNode {
  id: number;
  label: string;
  /** Drawn diameter with border. */
  size: number;
}

export interface LayeredEdge {
  sourceId: number;
  targetId: number;
  label: string;
}

/**
 * How a link spanning several columns bends around the nodes between its ends:
 * unbundled-bezier control points, from `from` to `to` (weights along the
 * line between the ends' borders, distances beside it).
 */
export interface Route {
  from: number;
  to: number;
  weights: number[];
  distances: number[];
}

/** Width of a label in px. */
export type MeasureText = (text: string, fontSize: number) => number;

/** A label's width without a canvas: Han characters and full-width forms one em, the rest 0.6 em. */
export const estimateText: MeasureText = (text, fontSize) =>
  [...text].reduce((w, c) => w + (/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/.test(c) ? 1 : 0.6), 0) * fontSize;

/** Measures labels as the canvas draws them, in `fontFamily`; estimates where there is no canvas. */
export function canvasMeasure(fontFamily: string): MeasureText {
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return estimateText;
  return (text, fontSize) => {
    context.font = `${fontSize}px ${fontFamily}`;
    return context.measureText(text).width;
  };
}

const MAX_ROWS = 12;
/** Gaps between the boxes of one column, between columns of a block, and for long edges passing by. */
const NODE_GAP = 20;
const BLOCK_COLUMN_GAP = 24;
const EDGE_GAP = 12;

/**
 * Positions of model "1": columns from `layerPlan` (start first, end last),
 * then dagre orders each column to keep edges from crossing and spaces the
 * nodes (rankDir LR). Every node is given the box its circle and label take,
 * so no two labels overlap; columns stand apart by the widest edge label.
 * Dagre runs on a headless copy whose edges run as the plan has them, not as
 * the relations point (an arrow from the end back towards the start would
 * otherwise turn the drawing around). Links spanning several columns come
 * back with dagre's route past the columns between. Deterministic: the same
 * drawing lays out the same way.
 */
export function layeredPositions(
  nodes: readonly LayeredNode[],
  edges: readonly LayeredEdge[],
  ends: { startId?: number; endId?: number },
  measure: MeasureText = estimateText,
): { positions: Map<number, { x: number; y: number }>; routes: Route[]; blockLeafIds: Set<number> } {
  const out = new Map<number, { x: number; y: number }>();
  const routes: Route[] = [];
  const blockLeafIds = new Set<number>();
  if (nodes.length === 0) return { positions: out, routes, blockLeafIds };
  registerDagre();
  const plan = layerPlan(
    nodes.map((n) => n.id),
    edges,
    ends.startId,
    ends.endId,
    MAX_ROWS,
  );
  const box = new Map(
    nodes.map((n) => {
      const label = Math.min(measure(n.label, S.nodeFont), S.labelMaxWidth);
      return [n.id, { w: Math.max(n.size, Math.ceil(label)), h: n.size + 2 * (S.labelMargin + S.labelLine) }];
    }),
  );
  const blockCells = plan.blocks.map((b) => {
    const w = Math.max(...b.leafIds.map((id) => box.get(id)?.w ?? 0)) + BLOCK_COLUMN_GAP;
    const h = Math.max(...b.leafIds.map((id) => box.get(id)?.h ?? 0)) + NODE_GAP;
    const rows = Math.min(b.leafIds.length, MAX_ROWS);
    return { w, h, rows, cols: Math.ceil(b.leafIds.length / rows) };
  });
  const elements: ElementDefinition[] = [
    ...[...plan.rank.keys()].map((id) => ({ data: { id: `n${id}`, ...box.get(id) } })),
    ...plan.blocks.map((b, i) => {
      const c = blockCells[i];
      return { data: { id: `b${b.parentId}`, w: c.cols * c.w - BLOCK_COLUMN_GAP, h: c.rows * c.h - NODE_GAP } };
    }),
    ...plan.links.map((l, i) => link(`l${i}`, `n${l.from}`, `n${l.to}`, rankOf(plan, l.to) - rankOf(plan, l.from))),
    ...plan.blocks.map((b, i) => {
      const [node, block] = [`n${b.parentId}`, `b${b.parentId}`];
      return b.rank < rankOf(plan, b.parentId) ? link(`k${i}`, block, node, 1) : link(`k${i}`, node, block, 1);
    }),
    ...partLinks(plan),
  ];
  const widestEdgeLabel = Math.max(0, ...edges.map((e) => Math.min(measure(e.label, S.edgeFont), S.labelMaxWidth)));
  // An edge's label sits halfway between its ends' centres, which is off the middle of the gap
  // between two columns by a quarter of the difference of their widths: the gap makes up for it.
  const widths = new Map<number, number>();
  for (const [id, r] of plan.rank) widths.set(r, Math.max(widths.get(r) ?? 0, box.get(id)?.w ?? 0));
  const skew = Math.max(0, ...[...widths].map(([r, w]) => Math.abs(w - (widths.get(r + 1) ?? w)) / 2));
  const cy = cytoscape({
    headless: true,
    styleEnabled: true,
    style: [{ selector: 'node', style: { shape: 'rectangle', width: 'data(w)', height: 'data(h)', 'border-width': 0 } }],
    elements,
  });
  try {
    cy.layout({
      name: 'dagre',
      rankDir: 'LR',
      nodeSep: NODE_GAP,
      edgeSep: EDGE_GAP,
      rankSep: Math.ceil(Math.max(widestEdgeLabel + 2 * S.edgeLabelPadding, 24) + 16 + skew),
      minLen: (e: cytoscape.EdgeSingular) => e.data('minLen'),
      useDagreEdgeControlPoints: true,
      fit: false,
      animate: false,
    } as cytoscape.LayoutOptions).run();
    for (const id of plan.rank.keys()) out.set(id, { ...cy.getElementById(`n${id}`).position() });
    plan.links.forEach((l, i) => {
      const e = cy.getElementById(`l${i}`);
      const weights = e.scratch('controlPointWeights');
      if (e.data('minLen') > 1 && Array.isArray(weights) && weights.length > 0)
        routes.push({ ...l, weights, distances: e.scratch('controlPointDistances') });
    });
    plan.blocks.forEach((b, i) => {
      const c = blockCells[i];
      const at = cy.getElementById(`b${b.parentId}`).position();
      const left = at.x - (c.cols * c.w - BLOCK_COLUMN_GAP) / 2;
      const top = at.y - (c.rows * c.h - NODE_GAP) / 2;
      b.leafIds.forEach((id, k) => {
        blockLeafIds.add(id);
        const col = Math.floor(k / c.rows);
        out.set(id, { x: left + col * c.w + (c.w - BLOCK_COLUMN_GAP) / 2, y: top + (k % c.rows) * c.h + (c.h - NODE_GAP) / 2 });
      });
    });
  } finally {
    cy.destroy();
  }
  return { positions: out, routes, blockLeafIds };
}

function link(id: string, source: string, target: string, minLen: number): ElementDefinition {
  return { data: { id, source, target, minLen } };
}

function rankOf(plan: ReturnType<typeof layerPlan>, id: number): number {
  return plan.rank.get(id) ?? 0;
}

/** Parts the start does not reach hang from the first part's root, so dagre keeps them in the columns planned. */
function partLinks(plan: ReturnType<typeof layerPlan>): ElementDefinition[] {
  const [first, ...others] = plan.roots;
  return others.map((id, i) => link(`p${i}`, `n${first}`, `n${id}`, rankOf(plan, id) - rankOf(plan, first)));
}
