import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface LabelInfo {
  id: number;
  name: string;
  rootParentId: number;
}

/**
 * Every label with the id of its root category. The label table is small
 * (hundreds of rows), so one read per request beats recursive SQL per item.
 */
export async function labelIndex(db: Db): Promise<Map<number, LabelInfo>> {
  const rows = await db.execute<{ id: number; name: string; parent_id: number | null }>(
    sql`select id, name, parent_id from labels`,
  );
  const parent = new Map(rows.rows.map((r) => [r.id, r.parent_id]));
  const index = new Map<number, LabelInfo>();
  for (const r of rows.rows) {
    let root = r.id;
    for (let i = 0; i < 50; i++) {
      const p = parent.get(root);
      if (p === null || p === undefined) break;
      root = p;
    }
    index.set(r.id, { id: r.id, name: r.name, rootParentId: root });
  }
  return index;
}
