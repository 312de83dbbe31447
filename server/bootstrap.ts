import fs from 'node:fs';
import pino, { type Logger } from 'pino';
import type { Config } from './config';
import { connect, type Database } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { type EmbeddedCluster, startEmbedded } from './db/embedded';
import { ensureDatabase, runMigrations } from './db/migrate';
import { type Deps, logSender } from './deps';
import { seedDatabase } from './seed/seed';

export const APP_DATABASE = 'aikn';

export interface Runtime {
  deps: Deps;
  database: Database;
  shutdown: () => Promise<void>;
}

export function createLogger(config: Config): Logger {
  return pino({ level: config.logLevel, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}

/**
 * Opens the database the configuration names (embedded under DATA_DIR, or
 * DATABASE_URL), migrates it and seeds it when empty.
 */
export async function openRuntime(config: Config, log: Logger): Promise<Runtime> {
  let cluster: EmbeddedCluster | undefined;
  let release: (() => void) | undefined;
  let url: string;
  if (config.databaseUrl) {
    url = config.databaseUrl;
    log.info('使用外部 PostgreSQL（DATABASE_URL）');
  } else {
    fs.mkdirSync(config.dataDir, { recursive: true });
    release = lockDataDir(config.dataDir);
    cluster = await startEmbedded(config.dataDir, log, { avoidPorts: [config.port] });
    await ensureDatabase(cluster.url('postgres'), APP_DATABASE);
    url = cluster.url(APP_DATABASE);
  }
  await runMigrations(url);
  const database = connect(url);
  const deps: Deps = { db: database.db, pool: database.pool, config, log, sender: logSender(log) };
  // Fresh rows have no statistics until autovacuum (when it runs at all) gets to them; plans made
  // without them were off by orders of magnitude (bench:scale), so a newly seeded database is analysed at once.
  if (await seedDatabase(deps)) await database.pool.query('analyze');
  return {
    deps,
    database,
    shutdown: async () => {
      await database.close().catch(() => undefined);
      await cluster?.stop().catch(() => undefined);
      release?.();
    },
  };
}
