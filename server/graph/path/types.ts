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

/**
 * The graph as the search walks it, without an object per edge: the edges at
 * a node are the handles `begin(u)` to `end(u)` (exclusive), and each handle's
 * facts are read by the accessors. `prepare` is called once per BFS layer with
 * the whole frontier before its edges are read: a database reads them in one
 * statement; memory has nothing to do and answers synchronously, so a search
 * in memory runs start to finish without yielding.
 */
export interface AdjacencySource {
  prepare(ids: readonly number[]): Promise<void> | undefined;
  begin(u: number): number;
  end(u: number): number;
  edgeId(h: number): number;
  relationTypeId(h: number): number;
  other(h: number): number;
  forward(h: number): boolean;
  /** 0 for a node without a class (an ontology node). */
  otherClassId(h: number): number;
  otherDegree(h: number): number;
  /** When set, every node id is below it, so a search may mark nodes in arrays instead of maps. */
  readonly nodeBound?: number;
}

/** The edges at nodes as objects (tests compare sources with it); prepares them first. */
export async function adjacencyOf(src: AdjacencySource, ids: readonly number[]): Promise<Map<number, Adj[]>> {
  await src.prepare(ids);
  const out = new Map<number, Adj[]>();
  for (const u of ids) {
    const list: Adj[] = [];
    for (let h = src.begin(u); h < src.end(u); h++) {
      const c = src.otherClassId(h);
      list.push({
        edgeId: src.edgeId(h),
        relationTypeId: src.relationTypeId(h),
        other: src.other(h),
        forward: src.forward(h),
        otherClassId: c === 0 ? null : c,
        otherDegree: src.otherDegree(h),
      });
    }
    out.set(u, list);
  }
  return out;
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
