import type { GraphNode } from '@contract/graph/graph';

export interface DrawnNode {
  id: number;
  label: string;
  classId: number | null;
  color: string | null;
}

export interface DrawnEdge {
  id: number;
  sourceId: number;
  targetId: number;
  relationTypeId: number;
  label: string;
}

/** A node's name as the drawing shows it: works of `titleMarks` classes in 《》. */
export function nodeLabel(n: Pick<GraphNode, 'name' | 'titleMarks'>): string {
  return n.titleMarks ? `《${n.name}》` : n.name;
}

export function drawnNode(n: GraphNode): DrawnNode {
  return { id: n.id, label: nodeLabel(n), classId: n.classId, color: n.color };
}

/** Adds nodes and edges to a drawing, each id once, in the order they came. */
export function mergeDrawing(
  into: { nodes: DrawnNode[]; edges: DrawnEdge[] },
  more: { nodes: readonly DrawnNode[]; edges: readonly DrawnEdge[] },
): { nodes: DrawnNode[]; edges: DrawnEdge[] } {
  const nodeIds = new Set(into.nodes.map((n) => n.id));
  const edgeIds = new Set(into.edges.map((e) => e.id));
  return {
    nodes: [...into.nodes, ...more.nodes.filter((n) => !nodeIds.has(n.id) && nodeIds.add(n.id))],
    edges: [...into.edges, ...more.edges.filter((e) => !edgeIds.has(e.id) && edgeIds.add(e.id))],
  };
}

/** A neighbourhood answer (an item's, an entity's, a public page's) as a drawing, edges named by relation. */
export function neighbourhoodDrawing(
  answer: {
    nodes: readonly GraphNode[];
    edges: readonly Omit<DrawnEdge, 'label'>[];
  },
  relationNames: ReadonlyMap<number, string>,
): { nodes: DrawnNode[]; edges: DrawnEdge[] } {
  return mergeDrawing(
    { nodes: [], edges: [] },
    {
      nodes: answer.nodes.map(drawnNode),
      edges: answer.edges.map((e) => ({ ...e, label: relationNames.get(e.relationTypeId) ?? '' })),
    },
  );
}
