import crypto from 'node:crypto';
import pg from 'pg';

/** A database of the bench's own on the external PostgreSQL, and how to drop it. */
export interface BenchDatabase {
  name: string;
  /** DATABASE_URL of the servers under test. */
  url: string;
  drop: () => Promise<void>;
  /** Gathers the planner's statistics of every table now. */
  analyze: () => Promise<void>;
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Creates `aikn_bench_<random>` next to whatever else lives on the instance
 * (the machine's PostgreSQL is shared), so the bench never touches another
 * database and a fresh one starts from the migrations and the demo seed.
 */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `aikn_bench_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    analyze: () => adminQuery(url.toString(), 'analyze'),
    drop: async () => {
      if (dropped) return;
      dropped = true;
      // FORCE ends the sessions a killed server may have left behind (PostgreSQL 13+).
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
