import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Db = NodePgDatabase<typeof schema>;

/** A transaction handle; engine functions take either it or the pool-backed db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Conn = Db | Tx;

// Timestamps travel as ISO strings and bigint counts as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

export interface Database {
  db: Db;
  pool: pg.Pool;
  close: () => Promise<void>;
}

export function connect(url: string, max = 10): Database {
  // Named prepared statements (db/prepared.ts: the session, a search's page and log) keep one generic plan:
  // PostgreSQL would otherwise plan each call anew while it weighs custom plans, which costs more than running them.
  // JIT is off: our statements run in milliseconds, and an external server's JIT (on by default) compiled
  // any whose estimate crossed its threshold on every call — 287 of 304 ms of the wiki home (bench:scale).
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    options: '-c plan_cache_mode=force_generic_plan -c jit=off',
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
