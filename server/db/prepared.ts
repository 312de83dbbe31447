import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from './client';

const dialect = new PgDialect();

/**
 * Runs `query` as a named prepared statement: each connection plans it once
 * and reuses the plan, where db.execute plans it on every call. For the
 * statements every request runs (the session, a search's page and log),
 * planning cost more than executing. The text must be the same on every call
 * (values as parameters, never sql.raw); a transaction, which has no pool of
 * its own, runs it the ordinary way.
 */
export async function prepared<T extends Record<string, unknown>>(db: Db, name: string, query: SQL): Promise<T[]> {
  const pool = (db as Db & { $client?: pg.Pool }).$client;
  if (!pool) return (await db.execute<T>(query)).rows as T[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await pool.query<T>({ name, text, values: params })).rows;
}
