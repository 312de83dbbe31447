import { ListSource } from './list-source';
import type { Adj } from './types';

export interface MemoryEdge {
  id: number;
  source: number;
  target: number;
  relationTypeId: number;
}

/**
 * An adjacency over edges held in memory: hand-built graphs in tests, and
 * any caller that already has a small graph loaded. Degrees are counted from
 * the edges, as the database's trigger counts them.
 */
export class MemorySource extends ListSource {
  /** Frontiers asked for, in order: tests check the search expands what it should. */
  readonly expanded: number[][] = [];
  /** Set with `dense`: the search then marks nodes in arrays, as it does over the in-memory graph. */
  readonly nodeBound?: number;

  constructor(edges: MemoryEdge[], classOf: (id: number) => number | null = () => 1, opts: { dense?: boolean } = {}) {
    super();
    if (opts.dense) this.nodeBound = Math.max(0, ...edges.flatMap((e) => [e.source, e.target])) + 1;
    const degree = new Map<number, number>();
    for (const e of edges) {
      for (const n of [e.source, e.target]) degree.set(n, (degree.get(n) ?? 0) + 1);
    }
    const at = new Map<number, Adj[]>();
    const add = (node: number, e: MemoryEdge, other: number, forward: boolean) => {
      const list = at.get(node) ?? [];
      list.push({
        edgeId: e.id,
        relationTypeId: e.relationTypeId,
        other,
        forward,
        otherClassId: classOf(other),
        otherDegree: degree.get(other) ?? 0,
      });
      at.set(node, list);
    };
    for (const e of edges) {
      add(e.source, e, e.target, true);
      add(e.target, e, e.source, false);
    }
    for (const [node, list] of at) this.put(node, list);
  }

  prepare(ids: readonly number[]): undefined {
    this.expanded.push([...ids]);
    return undefined;
  }
}
