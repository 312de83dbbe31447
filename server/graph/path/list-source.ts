import type { Adj, AdjacencySource } from './types';

/**
 * An adjacency kept as parallel arrays that grow as nodes are added, each
 * node's edges one contiguous run: the base of sources that learn the graph
 * piece by piece (SQL per layer) or hold a small one (tests).
 */
export abstract class ListSource implements AdjacencySource {
  private readonly first = new Map<number, number>();
  private readonly last = new Map<number, number>();
  private readonly ids: number[] = [];
  private readonly rels: number[] = [];
  private readonly others: number[] = [];
  private readonly forwards: boolean[] = [];
  private readonly classes: number[] = [];
  private readonly degrees: number[] = [];

  abstract prepare(ids: readonly number[]): Promise<void> | undefined;

  protected known(u: number): boolean {
    return this.first.has(u);
  }

  /** Records a node's edges (all of them, once). */
  protected put(u: number, edges: readonly Adj[]): void {
    this.first.set(u, this.ids.length);
    for (const a of edges) {
      this.ids.push(a.edgeId);
      this.rels.push(a.relationTypeId);
      this.others.push(a.other);
      this.forwards.push(a.forward);
      this.classes.push(a.otherClassId ?? 0);
      this.degrees.push(a.otherDegree);
    }
    this.last.set(u, this.ids.length);
  }

  begin(u: number): number {
    return this.first.get(u) ?? 0;
  }
  end(u: number): number {
    return this.last.get(u) ?? 0;
  }
  edgeId(h: number): number {
    return this.ids[h];
  }
  relationTypeId(h: number): number {
    return this.rels[h];
  }
  other(h: number): number {
    return this.others[h];
  }
  forward(h: number): boolean {
    return this.forwards[h];
  }
  otherClassId(h: number): number {
    return this.classes[h];
  }
  otherDegree(h: number): number {
    return this.degrees[h];
  }
}
