import { type SQL, sql } from 'drizzle-orm';

/** A PostgreSQL int[] literal of ids (truncated to integers, so nothing but digits reaches the SQL). */
export function intArray(ids: number[]): SQL {
  return sql.raw(`'{${ids.map((n) => Math.trunc(n)).join(',')}}'::int[]`);
}
