import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Several small reads sent as one statement: each query's rows come back as
 * a JSON array in a column of a single row. A page that reads its settled
 * days from the cache (see settled.ts) is left with a handful of tiny reads
 * of the last two days; under load each round trip costs more than the read.
 * Every `add` must come before `run`; rows are JSON-typed (numbers, strings,
 * booleans, arrays), so queries select only such columns.
 */
export class LiveBatch {
  private readonly queries: { q: SQL; resolve: (rows: unknown[]) => void; reject: (e: unknown) => void }[] = [];

  add<T>(q: SQL): Promise<T[]> {
    return new Promise<T[]>((resolve, reject) => {
      this.queries.push({ q, resolve: resolve as (rows: unknown[]) => void, reject });
    });
  }

  async run(db: Pick<Db, 'execute'>): Promise<void> {
    const queries = this.queries.splice(0);
    if (queries.length === 0) return;
    try {
      const r = await db.execute<Record<string, unknown[] | null>>(
        sql`select ${sql.join(
          queries.map(({ q }, i) => sql`(select coalesce(json_agg(x), '[]'::json) from (${q}) x) as ${sql.identifier(`r${i}`)}`),
          sql`, `,
        )}`,
      );
      const row = r.rows[0] ?? {};
      queries.forEach(({ resolve }, i) => {
        resolve(row[`r${i}`] ?? []);
      });
    } catch (e) {
      for (const { reject } of queries) reject(e);
    }
  }
}
