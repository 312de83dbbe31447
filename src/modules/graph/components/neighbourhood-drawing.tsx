import { DEFAULT_CHART_MODEL } from '@contract/graph/graph-terms';
import type { DrawnEdge, DrawnNode } from '../lib/drawing';
import { GraphCanvas } from './graph-canvas';

const NONE: ReadonlySet<number> = new Set();
const ignore = () => {};

export interface NeighbourhoodDrawingProps {
  nodes: readonly DrawnNode[];
  edges: readonly DrawnEdge[];
  /** The node the drawing is about, drawn larger. */
  centreId?: number;
  onNodeTap?: (id: number) => void;
}

/**
 * A picture of a neighbourhood (an entry's entities, a public entity): the
 * `/chart` canvas with nothing hidden or highlighted. Default export, so
 * pages that are not graph pages load it (and cytoscape) with React.lazy.
 */
export default function NeighbourhoodDrawing({ nodes, edges, centreId, onNodeTap }: NeighbourhoodDrawingProps) {
  return (
    <GraphCanvas
      nodes={nodes}
      edges={edges}
      model={DEFAULT_CHART_MODEL}
      startId={centreId}
      hiddenNodeIds={NONE}
      hiddenRelationIds={NONE}
      highlight={null}
      onNodeTap={onNodeTap ?? ignore}
      onNodeDoubleTap={ignore}
      onReady={ignore}
    />
  );
}
