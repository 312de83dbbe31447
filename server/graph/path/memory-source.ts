import type { Adj, AdjacencySource } from './types';

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
export class MemorySource implements AdjacencySource {
  private readonly at = new Map<number, Adj[]>();
  private readonly degree = new Map<number, number>();
  /** Frontiers asked for, in order: tests check the search expands what it should. */
  readonly expanded: number[][] = [];

  constructor(
    edges: MemoryEdge[],
    private readonly classOf: (id: number) => number | null = () => 1,
  ) {
    for (const e of edges) {
      for (const n of [e.source, e.target]) this.degree.set(n, (this.degree.get(n) ?? 0) + 1);
    }
    for (const e of edges) {
      this.add(e.source, e, e.target, true);
      this.add(e.target, e, e.source, false);
    }
  }

  private add(node: number, e: MemoryEdge, other: number, forward: boolean) {
    const list = this.at.get(node) ?? [];
    list.push({
      edgeId: e.id,
      relationTypeId: e.relationTypeId,
      other,
      forward,
      otherClassId: this.classOf(other),
      otherDegree: this.degree.get(other) ?? 0,
    });
    this.at.set(node, list);
  }

  async expand(ids: number[]): Promise<Map<number, Adj[]>> {
    this.expanded.push([...ids]);
    return new Map(ids.map((id) => [id, this.at.get(id) ?? []]));
  }
}
