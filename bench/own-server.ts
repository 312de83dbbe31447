import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { isAlive } from '../server/db/data-dir-lock';
import { type ServerProcess, spawnServer, waitReady } from '../server/test/platform/server-process';

/**
 * Starts a server on the data directory `npm start` uses, for a benchmark run
 * without `--url`; refuses (exit 3) when a server already runs there, naming
 * the `--url` form of `command`. Stopping the bench stops its server too.
 */
export async function startOwnServer(command: string): Promise<ServerProcess> {
  const config = loadConfig();
  const pidFile = path.join(config.dataDir, 'server.pid');
  if (!config.databaseUrl && fs.existsSync(pidFile) && isAlive(Number(fs.readFileSync(pidFile, 'utf8')))) {
    console.error(
      `数据目录 ${config.dataDir} 已有服务在运行：请用 --url 指向它，例如 npm run ${command} -- --url http://127.0.0.1:8878`,
    );
    process.exit(3);
  }
  console.log('正在启动服务……');
  const server = await spawnServer({ LOG_LEVEL: 'warn' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.child.kill('SIGTERM');
      process.exit(130);
    });
  }
  await waitReady(server, 600_000);
  return server;
}
