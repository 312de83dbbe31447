/**
 * What one side of a breadth-first search knows about each node it reached:
 * its distance from the side's root, and the first way in (the previous node
 * and the edge handle walked). `DenseMarks` keeps them in typed arrays over
 * node ids, stamped with a search number so a reused set needs no clearing:
 * on the poetry graph a search marks up to 200k nodes, where maps cost most
 * of its time. `SparseMarks` serves sources that do not bound their ids.
 */
export interface Marks {
  /** Distance of a reached node, -1 when not reached. */
  dist(v: number): number;
  mark(v: number, dist: number, prev: number, handle: number): void;
  prev(v: number): number;
  handle(v: number): number;
  readonly size: number;
  release(): void;
}

export class SparseMarks implements Marks {
  private readonly at = new Map<number, { d: number; p: number; h: number }>();
  dist(v: number): number {
    return this.at.get(v)?.d ?? -1;
  }
  mark(v: number, d: number, p: number, h: number): void {
    this.at.set(v, { d, p, h });
  }
  prev(v: number): number {
    return this.at.get(v)?.p ?? -1;
  }
  handle(v: number): number {
    return this.at.get(v)?.h ?? -1;
  }
  get size(): number {
    return this.at.size;
  }
  release(): void {}
}

/** Freed dense sets, reused by the next search over a graph of the same bound (two per search: one per side). */
const pool: DenseMarks[] = [];
/** Sets kept for reuse: enough for the searches that run at once; beyond it they are left to the collector. */
const POOL_MAX = 8;

export class DenseMarks implements Marks {
  private readonly stamps: Int32Array;
  private readonly dists: Uint8Array;
  private readonly prevs: Int32Array;
  private readonly handles: Int32Array;
  private stamp = 0;
  size = 0;

  private constructor(readonly bound: number) {
    this.stamps = new Int32Array(bound);
    this.dists = new Uint8Array(bound);
    this.prevs = new Int32Array(bound);
    this.handles = new Int32Array(bound);
  }

  /** A cleared set for node ids below `bound`, from the pool when one fits. */
  static acquire(bound: number): DenseMarks {
    const i = pool.findIndex((m) => m.bound === bound);
    const m = i >= 0 ? pool.splice(i, 1)[0] : new DenseMarks(bound);
    if (m.stamp === 0x7fffffff) {
      m.stamps.fill(0);
      m.stamp = 0;
    }
    m.stamp++;
    m.size = 0;
    return m;
  }

  dist(v: number): number {
    return this.stamps[v] === this.stamp ? this.dists[v] : -1;
  }
  mark(v: number, d: number, p: number, h: number): void {
    if (this.stamps[v] !== this.stamp) this.size++;
    this.stamps[v] = this.stamp;
    this.dists[v] = d;
    this.prevs[v] = p;
    this.handles[v] = h;
  }
  prev(v: number): number {
    return this.prevs[v];
  }
  handle(v: number): number {
    return this.handles[v];
  }
  release(): void {
    // Sets of an older graph (another bound) are not reused: drop them rather than keep them forever.
    if (pool.length > 0 && pool[0].bound !== this.bound) pool.length = 0;
    if (pool.length < POOL_MAX) pool.push(this);
  }
}
