import { sql } from 'drizzle-orm';
import type { Conn } from '../db/client';
import { intArray } from '../lib/int-array';
import { ListSource } from './path/list-source';
import type { Adj } from './path/types';

/**
 * The path engine's adjacency read from PostgreSQL: one statement per BFS
 * layer for the nodes not read before (edges from both ends, through the
 * two edge indexes), with the other end's class and degree for the gate.
 * Kept for one request, so Yen's many spur searches re-read nothing.
 * Ordered by edge id, so equal answers come out the same on every call.
 */
export class PgSource extends ListSource {
  constructor(
    private readonly conn: Conn,
    private readonly relationTypes?: readonly number[],
  ) {
    super();
  }

  prepare(ids: readonly number[]): Promise<void> | undefined {
    const missing = ids.filter((id) => !this.known(id));
    return missing.length > 0 ? this.read(missing) : undefined;
  }

  private async read(missing: number[]): Promise<void> {
    const rel = this.relationTypes ? sql`and e.relation_type_id = any(${intArray([...this.relationTypes])})` : sql``;
    const list = intArray(missing);
    const r = await this.conn.execute<{
      at: number;
      id: number;
      rel: number;
      other: number;
      forward: boolean;
      class_id: number | null;
      degree: number;
    }>(sql`
        select * from (
        select e.source_id as at, e.id, e.relation_type_id as rel, e.target_id as other, true as forward, o.class_id, o.degree
        from graph_edges e join graph_nodes o on o.id = e.target_id where e.source_id = any(${list}) ${rel}
        union all
        select e.target_id, e.id, e.relation_type_id, e.source_id, false, o.class_id, o.degree
        from graph_edges e join graph_nodes o on o.id = e.source_id where e.target_id = any(${list}) ${rel}) u
        order by u.at, u.id`);
    const at = new Map<number, Adj[]>(missing.map((id) => [id, []]));
    for (const row of r.rows) {
      at.get(row.at)?.push({
        edgeId: row.id,
        relationTypeId: row.rel,
        other: row.other,
        forward: row.forward,
        otherClassId: row.class_id,
        otherDegree: row.degree,
      });
    }
    // A node may have been read meanwhile by an overlapping call: keep the first reading.
    for (const [id, edges] of at) if (!this.known(id)) this.put(id, edges);
  }
}
