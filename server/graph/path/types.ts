/**
 * The path engine's view of the graph: plain data, so the algorithms run the
 * same over PostgreSQL (pg-source.ts) and over hand-built graphs in tests.
 * Edges are directed but walked both ways; a step remembers which way.
 */

/** One edge at a node, seen from that node. */
export interface Adj {
  edgeId: number;
  relationTypeId: number;
  /** The node at the edge's other end. */
  other: number;
  /** True when the expanded node is the edge's source (walked as written). */
  forward: boolean;
  /** Class of the other end (null for an ontology node), for the class filter. */
  otherClassId: number | null;
  /** Degree of the other end, for the super-node guard. */
  otherDegree: number;
}

/** Gives the edges at nodes; called once per BFS layer with the whole frontier. */
export interface AdjacencySource {
  expand(ids: number[]): Promise<Map<number, Adj[]>>;
}

/** One walked edge of a path. */
export interface Step {
  edgeId: number;
  relationTypeId: number;
  from: number;
  to: number;
  /** True when walked from the edge's source to its target; false when walked backwards (inverse name). */
  forward: boolean;
}

export type Path = Step[];

export interface SearchOptions {
  maxHops: number;
  /** Only these relation types are walked (all when absent). */
  relationTypes?: ReadonlySet<number>;
  /** Nodes between start and end must belong to these classes (all when absent). */
  ontologyIds?: ReadonlySet<number>;
  /** Nodes a path must not pass through. */
  avoidIds?: ReadonlySet<number>;
  /** Above this degree a node between start and end is not walked through unless allowed. */
  superNodeDegree: number;
  allowSuperNodes: boolean;
  /** Most nodes visited by one search before it gives up (the answer then says so). */
  maxVisited: number;
}

export interface SearchResult {
  paths: Path[];
  /** Super-nodes the search would have walked through but did not (degree above the threshold). */
  skippedSuperNodes: number[];
  /** True when a visit or path cap cut the search short: more paths may exist. */
  limited: boolean;
}

/** Nodes of a path from its start, in order. */
export function nodesOf(start: number, path: Path): number[] {
  return [start, ...path.map((s) => s.to)];
}

/** A path's identity: its edges and directions in order (two relations between one pair are two paths). */
export function pathKey(path: Path): string {
  return path.map((s) => `${s.forward ? '' : '-'}${s.edgeId}`).join(',');
}
