import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config';
import { connect } from '../db/client';
import { type EmbeddedCluster, startEmbedded } from '../db/embedded';
import { runMigrations } from '../db/migrate';
import { logSender } from '../deps';
import { seedDatabase } from '../seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplates: { demo: string; none: string };
  }
}

/** Settings of the test run's own cluster only: nothing it holds must survive a crash. */
const TEST_CLUSTER_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

async function adminQuery(url: string, text: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

function withDb(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

/**
 * One PostgreSQL for the whole run: embedded in a temporary directory, or the
 * server named by DATABASE_URL when AIKN_TEST_PG=1. Two template databases
 * (migrated, seeded with the demo organisation or not) make each test file's
 * fresh database a cheap copy.
 */
export default async function setup(project: TestProject) {
  const log = pino({ level: process.env.AIKN_TEST_LOG ?? 'silent' });
  let cluster: EmbeddedCluster | undefined;
  let tmp: string | undefined;
  let adminUrl: string;
  if (process.env.AIKN_TEST_PG === '1') {
    if (!process.env.DATABASE_URL) throw new Error('test:pg needs DATABASE_URL (an admin connection to PostgreSQL 15+)');
    adminUrl = process.env.DATABASE_URL;
  } else {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'aikn-test-'));
    // A throwaway cluster needs no durability (decision 037: it saved little here, but costs nothing to drop).
    cluster = await startEmbedded(tmp, log, { settings: TEST_CLUSTER_SETTINGS });
    adminUrl = cluster.url('postgres');
  }
  const run = crypto.randomBytes(4).toString('hex');
  const templates = { demo: `aikn_tpl_demo_${run}`, none: `aikn_tpl_none_${run}` };
  for (const [seed, name] of Object.entries(templates) as ['demo' | 'none', string][]) {
    await adminQuery(adminUrl, `create database ${name}`);
    const url = withDb(adminUrl, name);
    await runMigrations(url);
    const database = connect(url, 2);
    const config = { ...loadConfig({}), seed };
    await seedDatabase({ db: database.db, pool: database.pool, config, log, sender: logSender(log) }, { content: false });
    await database.close();
  }
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplates', templates);

  return async () => {
    for (const name of Object.values(templates)) {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`).catch(() => undefined);
    }
    if (cluster) await cluster.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  };
}

export { withDb };
