import crypto from 'node:crypto';
import fs from 'node:fs';
import { me } from '@contract/auth/auth';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { callServer, exitWithin, type ServerProcess, signIn, startServer, tempDataDir } from '../test/platform/server-process';

/** Admin connection to an external PostgreSQL: test:pg's DATABASE_URL, else the local service. */
const ADMIN_URL =
  process.env.AIKN_TEST_PG === '1' && process.env.DATABASE_URL
    ? process.env.DATABASE_URL
    : 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function reachable(): Promise<boolean> {
  try {
    await adminQuery('select 1');
    return true;
  } catch {
    return false;
  }
}

function withDb(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

describe('servers on one external PostgreSQL (DATABASE_URL)', () => {
  const database = `aikn_proc_${crypto.randomBytes(4).toString('hex')}`;
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  let created = false;

  afterAll(async () => {
    for (const s of servers) {
      if (s.child.exitCode === null) {
        s.child.kill('SIGTERM');
        await exitWithin(s, 60_000).catch(() => s.child.kill('SIGKILL'));
      }
    }
    if (created) await adminQuery(`drop database if exists ${database} with (force)`).catch(() => undefined);
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  }, 120_000);

  it('shares sessions: signed in on one server, recognised by the other', async (ctx) => {
    if (!(await reachable()))
      ctx.skip(`no PostgreSQL answers at ${new URL(ADMIN_URL).host}; start one or set DATABASE_URL with AIKN_TEST_PG=1`);
    await adminQuery(`create database ${database}`);
    created = true;
    const url = withDb(ADMIN_URL, database);
    // Both start at once on an empty database: migrations and seeding must not race.
    const started = await Promise.all(
      [0, 1].map(() => {
        const dir = tempDataDir('ext');
        dirs.push(dir);
        return startServer({ DATABASE_URL: url, DATA_DIR: dir });
      }),
    );
    servers.push(...started);
    const [a, b] = started;
    expect(a.output()).toContain('使用外部 PostgreSQL');

    const token = await signIn(a.base, 'admin', 'Aikn@2026');
    const onB = await callServer<{ username: string }>(b.base, me, {}, { token });
    expect(onB.status).toBe(200);
    expect(onB.body.data.username).toBe('admin');

    // Nothing of the embedded cluster was created when DATABASE_URL is set.
    for (const d of dirs) expect(fs.existsSync(`${d}/pg`)).toBe(false);

    for (const s of started) {
      s.child.kill('SIGTERM');
      expect((await exitWithin(s, 60_000)).code).toBe(0);
    }
  }, 240_000);
});
