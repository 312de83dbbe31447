import type { ChartModel } from '@contract/graph/graph-terms';
import { useMantineTheme } from '@mantine/core';
import type { Core, ElementDefinition, StylesheetJson } from 'cytoscape';
import { useEffect, useMemo, useRef } from 'react';
import CytoscapeComponent from 'react-cytoscapejs';
import type { DrawnEdge, DrawnNode } from '../lib/drawing';
import { DRAWING_SIZES as S } from '../lib/drawing-sizes';
import { applyRoutes, clearRoutes } from '../lib/edge-routes';
import { ringSeed } from '../lib/ring-seed';

export interface GraphCanvasProps {
  nodes: readonly DrawnNode[];
  edges: readonly DrawnEdge[];
  model: ChartModel;
  startId?: number;
  endId?: number;
  /** Hidden in place (filters, 隐藏): kept in the drawing so showing them again keeps positions. */
  hiddenNodeIds: ReadonlySet<number>;
  hiddenRelationIds: ReadonlySet<number>;
  /** The hovered path: its nodes and edges stand out, the rest fades. */
  highlight: { nodeIds: readonly number[]; edgeIds: readonly number[] } | null;
  onNodeTap: (id: number) => void;
  onNodeDoubleTap: (id: number) => void;
  /** The cytoscape instance, for export. */
  onReady: (cy: Core) => void;
}

const nodeKey = (id: number) => `n${id}`;

/** An offset within ±30 px taken from an element id (a hash, not chance): placements repeat across reloads. */
function jitter(key: string): [number, number] {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return [((h >>> 0) % 61) - 30, ((h >>> 8) % 61) - 30];
}
/** Fitting a drawing of a few nodes would blow them up; it stops at this zoom. */
const FIT_MAX_ZOOM = 1.2;
/** A drawing of at most this many nodes is drawn no smaller than READABLE_ZOOM. */
const SMALL_DRAWING = 20;
/** Below this zoom the 13 px labels of a few nodes become hard to read. */
const READABLE_ZOOM = 0.9;

/**
 * Runs a layout; a small drawing is then shown at a readable size, centred.
 * A short path laid out long by the force-directed layout is drawn closer
 * together rather than zoomed out (`compress`): the distances on screen stay
 * as they were, the labels keep their size. The layered layout is never
 * pulled together: its spacing is what keeps the labels apart.
 */
function settle(cy: Core, layout: ReturnType<Core['layout']>, compress: boolean) {
  layout.one('layoutstop', () => {
    const zoom = cy.zoom();
    if (compress && cy.nodes().length <= SMALL_DRAWING && zoom < READABLE_ZOOM) {
      const box = cy.nodes().boundingBox({});
      const cx = (box.x1 + box.x2) / 2;
      const cyy = (box.y1 + box.y2) / 2;
      const f = zoom / READABLE_ZOOM;
      cy.nodes().positions((n) => ({ x: cx + (n.position('x') - cx) * f, y: cyy + (n.position('y') - cyy) * f }));
      cy.fit(undefined, 40);
    }
    if (cy.zoom() > FIT_MAX_ZOOM) {
      cy.zoom(FIT_MAX_ZOOM);
      cy.center();
    }
  });
  layout.run();
}
const edgeKey = (id: number) => `e${id}`;
/** Above this many nodes the force-directed layout runs short (see the layout effect). */
const LARGE_DRAWING = 150;
/**
 * Node pairs a seeded refinement may weigh in all (iterations × nodes², about a quarter second):
 * 12 iterations at 400 nodes. Below MIN_REFINEMENT iterations (above ~800 nodes) the rings are
 * drawn as they are: a refinement that short moves nodes without improving the picture.
 */
const SEEDED_PAIR_BUDGET = 2_000_000;
const MIN_REFINEMENT = 3;
/** The layered layout (dagre), fetched the first time a drawing uses model "1". */
const loadLayered = () => import('../lib/layered-layout');

/** The drawing of `/chart` (cytoscape): model "2" force-directed, model "1" layered left to right. */
export function GraphCanvas(props: GraphCanvasProps) {
  const { nodes, edges, model, startId, endId, hiddenNodeIds, hiddenRelationIds, highlight } = props;
  const theme = useMantineTheme();
  const cyRef = useRef<Core | null>(null);
  /** Ids of the nodes the last layout placed. */
  const laidOut = useRef<Set<string>>(new Set());
  const handlers = useRef(props);
  handlers.current = props;

  const elements = useMemo<ElementDefinition[]>(() => {
    const colour = (name: string | null) => theme.colors[name ?? 'gray']?.[6] ?? theme.colors.gray[6];
    return [
      ...nodes.map((n) => ({
        data: { id: nodeKey(n.id), label: n.label, colour: colour(n.color) },
        classes: [n.id === startId ? 'start' : '', n.id === endId ? 'end' : ''].join(' ').trim(),
      })),
      ...edges.map((e) => ({
        data: { id: edgeKey(e.id), source: nodeKey(e.sourceId), target: nodeKey(e.targetId), label: e.label },
      })),
    ];
  }, [nodes, edges, startId, endId, theme]);

  const stylesheet = useMemo<StylesheetJson>(
    () => [
      {
        selector: 'node',
        style: {
          'background-color': 'data(colour)',
          label: 'data(label)',
          color: theme.black,
          'font-size': S.nodeFont,
          'font-family': theme.fontFamily,
          'text-valign': 'bottom',
          'text-margin-y': S.labelMargin,
          width: S.node,
          height: S.node,
          'text-wrap': 'ellipsis',
          'text-max-width': `${S.labelMaxWidth}px`,
        },
      },
      {
        selector: 'node.start, node.end',
        style: { width: S.end, height: S.end, 'border-width': S.endBorder, 'border-color': theme.colors.dark[7] },
      },
      {
        selector: 'edge',
        style: {
          width: 1.5,
          'line-color': theme.colors.gray[5],
          'target-arrow-color': theme.colors.gray[5],
          'target-arrow-shape': 'triangle',
          'curve-style': 'bezier',
          label: 'data(label)',
          'font-size': S.edgeFont,
          'font-family': theme.fontFamily,
          color: theme.colors.gray[7],
          'text-background-color': theme.white,
          'text-background-opacity': 0.85,
          'text-background-padding': `${S.edgeLabelPadding}px`,
          'text-rotation': 'autorotate',
        },
      },
      { selector: '.faded', style: { opacity: 0.15 } },
      {
        selector: 'edge.lit',
        style: { width: 4, 'line-color': theme.colors.orange[6], 'target-arrow-color': theme.colors.orange[6] },
      },
      { selector: 'node.lit', style: { 'border-width': 4, 'border-color': theme.colors.orange[6] } },
      { selector: '.hidden', style: { display: 'none' } },
    ],
    [theme],
  );

  // Layout runs when the set of elements or the model changes; force-directed starts from the
  // current positions, so switching models or adding neighbours moves nodes from where they
  // were instead of scattering them.
  const shape = `${model}|${nodes.map((n) => n.id).join(',')}|${edges.map((e) => e.id).join(',')}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shape` stands for nodes, edges and model.
  useEffect(() => {
    const cy = cyRef.current;
    if (!cy) return;
    if (model === 1) {
      // Laid out once dagre's chunk is here (at once after the first time); a newer drawing cancels it.
      let current = true;
      void loadLayered().then(({ canvasMeasure, layeredPositions }) => {
        if (!current || cy.destroyed()) return;
        const ends = new Set([startId, endId]);
        const laid = layeredPositions(
          nodes.map((n) => ({ id: n.id, label: n.label, size: ends.has(n.id) ? S.end + 2 * S.endBorder : S.node })),
          edges,
          { startId, endId },
          canvasMeasure(theme.fontFamily ?? 'sans-serif'),
        );
        const positions = Object.fromEntries([...laid.positions].map(([id, p]) => [nodeKey(id), p]));
        settle(cy, cy.layout({ name: 'preset', positions, fit: true, padding: 40, animate: false }), false);
        applyRoutes(cy, edges, laid, edgeKey);
        laidOut.current = new Set(cy.nodes().map((n) => n.id()));
      });
      return () => {
        current = false;
      };
    }
    clearRoutes(cy);
    // Nodes drawn before keep their place; new ones start beside a neighbour already placed,
    // and a drawing of only new nodes starts from rings (cose needs them apart).
    const placed = laidOut.current;
    const fresh = cy.nodes().filter((n) => !placed.has(n.id()));
    // (Nothing placed yet: no anchors to look for, which costs a neighbourhood per node.)
    if (placed.size > 0)
      fresh.forEach((n) => {
        const anchor = n.neighborhood('node').filter((m) => placed.has(m.id()))[0];
        if (anchor) {
          // Beside the anchor by an offset taken from the node's id: the same drawing lays out the same way every time.
          const [dx, dy] = jitter(n.id());
          n.position({ x: anchor.position('x') + dx, y: anchor.position('y') + dy });
        }
      });
    const count = cy.nodes().length;
    const large = count > LARGE_DRAWING;
    // A drawing of only new nodes starts from rings around the start, never from random places, so a
    // reload draws the same picture (issue 28); a large one then refines briefly (cose costs nodes² per
    // iteration: from random places ~35 iterations, about ten seconds at 1,200 nodes).
    const allFresh = fresh.length === count;
    const seeded = large && allFresh;
    if (allFresh) {
      const seed = ringSeed(
        nodes.map((n) => n.id),
        edges,
        startId,
      );
      cy.batch(() => {
        for (const [id, p] of seed) cy.getElementById(nodeKey(id)).position(p);
      });
    }
    const refine = seeded ? Math.floor(SEEDED_PAIR_BUDGET / count ** 2) : 0;
    settle(
      cy,
      seeded && refine < MIN_REFINEMENT
        ? cy.layout({ name: 'preset', fit: true, padding: 40, animate: false })
        : cy.layout({
            name: 'cose',
            randomize: false,
            animate: false,
            fit: true,
            padding: 40,
            nodeRepulsion: () => 200_000,
            idealEdgeLength: () => 100,
            ...(seeded
              ? { initialTemp: 60, coolingFactor: 0.8, numIter: refine }
              : large
                ? { initialTemp: 200, coolingFactor: 0.85, numIter: 100 }
                : {}),
          }),
      true,
    );
    laidOut.current = new Set(cy.nodes().map((n) => n.id()));
  }, [shape]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: elements added with a new `shape` need their classes too.
  useEffect(() => {
    const cy = cyRef.current;
    if (!cy) return;
    cy.batch(() => {
      cy.elements().removeClass('hidden faded lit');
      cy.nodes().forEach((n) => {
        if (hiddenNodeIds.has(Number(n.id().slice(1)))) n.addClass('hidden');
      });
      for (const e of edges) if (hiddenRelationIds.has(e.relationTypeId)) cy.getElementById(edgeKey(e.id)).addClass('hidden');
      if (highlight) {
        cy.elements().addClass('faded');
        for (const id of highlight.nodeIds) cy.getElementById(nodeKey(id)).removeClass('faded').addClass('lit');
        for (const id of highlight.edgeIds) cy.getElementById(edgeKey(id)).removeClass('faded').addClass('lit');
      }
    });
  }, [hiddenNodeIds, hiddenRelationIds, highlight, edges, shape]);

  return (
    <CytoscapeComponent
      elements={elements}
      stylesheet={stylesheet}
      style={{ width: '100%', height: '100%' }}
      minZoom={0.2}
      maxZoom={3}
      // While panning or zooming the drawing moves as one picture and is redrawn when it stops:
      // a thousand elements with labels keep above 30 frames a second.
      textureOnViewport
      cy={(cy) => {
        if (cyRef.current === cy) return;
        cyRef.current = cy;
        cy.on('tap', 'node', (ev) => handlers.current.onNodeTap(Number(ev.target.id().slice(1))));
        cy.on('dbltap', 'node', (ev) => handlers.current.onNodeDoubleTap(Number(ev.target.id().slice(1))));
        handlers.current.onReady(cy);
      }}
    />
  );
}
