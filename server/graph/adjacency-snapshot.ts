import { sql } from 'drizzle-orm';
import type { Conn, Db } from '../db/client';
import type { AdjacencySource } from './path/types';
import { versionCache } from './version-cache';

/** Super-nodes whose neighbour order a snapshot keeps (a few MB at most on the poetry graph). */
const ORDERS_KEPT = 64;
/** Above this degree a node's order is sorted when the snapshot loads: the path search's super-node threshold. */
const ORDER_PREPARED_DEGREE = 1000;

/** Edges read per statement while loading (bounded memory for the rows in flight). */
const LOAD_CHUNK = 200_000;

/**
 * The whole graph's adjacency in typed arrays (compressed rows by node id):
 * for each node the edges at it, both directions, in edge-id order, with the
 * other end's class and degree. A path search walks it in memory, where one
 * SQL statement per layer costs a second on a frontier of tens of thousands
 * of poems. It stands for one graph version (graph_version, counted by
 * statement triggers), so it is used only while that version holds.
 */
export class AdjacencySnapshot {
  constructor(
    readonly key: string,
    readonly start: Int32Array,
    readonly edgeId: Int32Array,
    readonly rel: Int32Array,
    readonly other: Int32Array,
    readonly forward: Uint8Array,
    readonly classOf: Int32Array,
    readonly degreeOf: Int32Array,
    /** Each id's node type (1 class, 2 entity), 0 for the ids that are no node (ids have gaps). */
    readonly typeOf: Uint8Array,
  ) {}

  private relationTotals?: Map<number, number>;
  private classTotals?: Map<number, number>;

  /**
   * Edges per relation type in the whole graph (each edge once), counted on
   * first use: SQL counts a million edges per call (a second on the poetry
   * graph), and the graph page asks for them on every visit.
   */
  edgesPerRelation(): ReadonlyMap<number, number> {
    if (!this.relationTotals) {
      const out = new Map<number, number>();
      for (let i = 0; i < this.rel.length; i++) if (this.forward[i] === 1) out.set(this.rel[i], (out.get(this.rel[i]) ?? 0) + 1);
      this.relationTotals = out;
    }
    return this.relationTotals;
  }

  /** Nodes per class in the whole graph, counted on first use (as `edgesPerRelation`). */
  nodesPerClass(): ReadonlyMap<number, number> {
    if (!this.classTotals) {
      const out = new Map<number, number>();
      for (let id = 0; id < this.classOf.length; id++) {
        const c = this.classOf[id];
        if (c !== 0 && this.typeOf[id] !== 0) out.set(c, (out.get(c) ?? 0) + 1);
      }
      this.classTotals = out;
    }
    return this.classTotals;
  }

  private readonly orders = new Map<number, Int32Array>();

  /**
   * The edge handles at a node ordered by relation type, then the node at
   * the other end, then edge id: the order an expansion pages a super-node
   * in. Sorted on first use and kept (for up to ORDERS_KEPT nodes), so a deep
   * page of 宋朝's 285k poems is a slice instead of an index scan per request.
   */
  neighbourOrder(id: number): Int32Array {
    const known = this.orders.get(id);
    if (known) return known;
    if (id < 0 || id + 1 >= this.start.length) return new Int32Array(0);
    const order = new Int32Array(this.start[id + 1] - this.start[id]);
    for (let i = 0; i < order.length; i++) order[i] = this.start[id] + i;
    order.sort((a, b) => this.rel[a] - this.rel[b] || this.other[a] - this.other[b] || this.edgeId[a] - this.edgeId[b]);
    // Past the cap the oldest kept order goes (the best connected were sorted first, at load).
    if (this.orders.size >= ORDERS_KEPT) this.orders.delete(this.orders.keys().next().value as number);
    this.orders.set(id, order);
    return order;
  }

  /**
   * Sorts the neighbour orders of the best connected nodes (above
   * ORDER_PREPARED_DEGREE, the super-node threshold of the path search)
   * before the snapshot is handed out, so no expansion pays the sort (tens
   * of milliseconds for 宋朝); one node at a time, yielding in between.
   */
  async prepareOrders(): Promise<void> {
    const big: number[] = [];
    for (let id = 0; id < this.degreeOf.length; id++) if (this.degreeOf[id] > ORDER_PREPARED_DEGREE) big.push(id);
    big.sort((a, b) => this.degreeOf[b] - this.degreeOf[a] || a - b);
    for (const id of big.slice(0, ORDERS_KEPT)) {
      this.neighbourOrder(id);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private readonly relationCounts = new Map<number, Map<number, number>>();

  /**
   * `countByRelation` of every relation type, kept with the node's neighbour
   * order (a super-node's 285k handles are counted once, not per page).
   */
  relationCountsOf(id: number): Map<number, number> {
    const known = this.relationCounts.get(id);
    if (known) return known;
    const counts = this.countByRelation(id);
    if (this.orders.has(id)) {
      if (this.relationCounts.size >= ORDERS_KEPT) this.relationCounts.delete(this.relationCounts.keys().next().value as number);
      this.relationCounts.set(id, counts);
    }
    return counts;
  }

  /** How many edges at a node each relation type has (a self-loop once), as expansion's totals count them. */
  countByRelation(id: number, relationTypes?: ReadonlySet<number>): Map<number, number> {
    const out = new Map<number, number>();
    if (id < 0 || id + 1 >= this.start.length) return out;
    for (let i = this.start[id]; i < this.start[id + 1]; i++) {
      if (relationTypes && !relationTypes.has(this.rel[i])) continue;
      out.set(this.rel[i], (out.get(this.rel[i]) ?? 0) + 1);
    }
    return out;
  }
}

/** The graph's version as this connection sees it (database name included: tests run many databases in one process). */
export async function graphVersionKey(conn: Conn): Promise<string> {
  const r = await conn.execute<{ key: string }>(
    sql`select current_database() || '/' || coalesce((select version from graph_version where id = 1), 0) as key`,
  );
  return r.rows[0]?.key ?? '';
}

/** Reads nodes and edges in one repeatable-read snapshot, so the arrays match the version read with them. */
async function load(db: Db): Promise<AdjacencySnapshot> {
  const snapshot = await read(db);
  await snapshot.prepareOrders();
  return snapshot;
}

async function read(db: Db): Promise<AdjacencySnapshot> {
  return db.transaction(
    async (tx) => {
      const key = await graphVersionKey(tx);
      const nodes = await tx.execute<{ id: number; type: number; class_id: number | null; degree: number }>(
        sql`select id, type, class_id, degree from graph_nodes order by id`,
      );
      const maxId = nodes.rows.length ? nodes.rows[nodes.rows.length - 1].id : 0;
      const classOf = new Int32Array(maxId + 1);
      const degreeOf = new Int32Array(maxId + 1);
      const typeOf = new Uint8Array(maxId + 1);
      for (const n of nodes.rows) {
        typeOf[n.id] = n.type;
        classOf[n.id] = n.class_id ?? 0;
        degreeOf[n.id] = n.degree;
      }
      const src: number[] = [];
      const dst: number[] = [];
      const ids: number[] = [];
      const rels: number[] = [];
      for (let after = 0; ; ) {
        const r = await tx.execute<{ id: number; s: number; t: number; r: number }>(sql`
          select id, source_id as s, target_id as t, relation_type_id as r from graph_edges
          where id > ${after} order by id limit ${LOAD_CHUNK}`);
        for (const e of r.rows) {
          ids.push(e.id);
          src.push(e.s);
          dst.push(e.t);
          rels.push(e.r);
        }
        if (r.rows.length < LOAD_CHUNK) break;
        after = r.rows[r.rows.length - 1].id;
      }
      // Counting sort by node: each edge appears at its source (forward) and, unless a self-loop, at its target.
      const start = new Int32Array(maxId + 2);
      for (let i = 0; i < ids.length; i++) {
        start[src[i] + 1]++;
        if (dst[i] !== src[i]) start[dst[i] + 1]++;
      }
      for (let i = 1; i < start.length; i++) start[i] += start[i - 1];
      const total = start[start.length - 1];
      const fill = start.slice(0, maxId + 1);
      const edgeId = new Int32Array(total);
      const rel = new Int32Array(total);
      const other = new Int32Array(total);
      const forward = new Uint8Array(total);
      const put = (at: number, i: number, to: number, fwd: boolean) => {
        const p = fill[at]++;
        edgeId[p] = ids[i];
        rel[p] = rels[i];
        other[p] = to;
        forward[p] = fwd ? 1 : 0;
      };
      for (let i = 0; i < ids.length; i++) {
        put(src[i], i, dst[i], true);
        if (dst[i] !== src[i]) put(dst[i], i, src[i], false);
      }
      return new AdjacencySnapshot(key, start, edgeId, rel, other, forward, classOf, degreeOf, typeOf);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

const cache = versionCache(load);

/** The in-memory copy for the graph as `key` names it, or undefined while it loads (see versionCache). */
export function snapshotFor(db: Db, key: string): AdjacencySnapshot | undefined {
  return cache.get(db, key);
}

/** The copy last loaded, possibly of an older version (see versionCache.latest). */
export function latestSnapshot(): AdjacencySnapshot | undefined {
  return cache.latest();
}

/** Waits for a background load (tests and benchmarks that need the in-memory path). */
export function snapshotLoaded(): Promise<void> {
  return cache.loaded();
}

/** The path engine's source over a snapshot: the same answers as PgSource, from memory, synchronously. */
export class SnapshotSource implements AdjacencySource {
  readonly nodeBound: number;

  constructor(private readonly s: AdjacencySnapshot) {
    this.nodeBound = s.start.length - 1;
  }

  prepare(): undefined {
    return undefined;
  }
  begin(u: number): number {
    return u >= 0 && u < this.nodeBound ? this.s.start[u] : 0;
  }
  end(u: number): number {
    return u >= 0 && u < this.nodeBound ? this.s.start[u + 1] : 0;
  }
  edgeId(h: number): number {
    return this.s.edgeId[h];
  }
  relationTypeId(h: number): number {
    return this.s.rel[h];
  }
  other(h: number): number {
    return this.s.other[h];
  }
  forward(h: number): boolean {
    return this.s.forward[h] === 1;
  }
  otherClassId(h: number): number {
    return this.s.classOf[this.s.other[h]];
  }
  otherDegree(h: number): number {
    return this.s.degreeOf[this.s.other[h]];
  }
}
