import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { keyPair, login } from '@contract/auth/auth';
import type { AnyEndpoint } from '@contract/platform/endpoint';
import type { Envelope } from '@contract/platform/envelope';
import { isAlive } from '../../db/data-dir-lock';
import { freePort } from '../../db/embedded';
import { buildRequest } from '../client';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** A temporary DATA_DIR the unprivileged postgres user can traverse. */
export function tempDataDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `aikn-${label}-`));
  fs.chmodSync(dir, 0o755);
  return dir;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the real server (`node --import tsx server/main.ts`) as a person
 * would, with its own environment. The process is the server itself, not a
 * wrapper, so signals reach it directly.
 */
export async function spawnServer(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const fullEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'info', PORT: String(port), ...env };
  // The test run's own database settings must not leak into the server under test.
  if (!('DATABASE_URL' in env)) delete fullEnv.DATABASE_URL;
  for (const [k, v] of Object.entries(fullEnv)) if (v === undefined) delete fullEnv[k];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += String(d);
  });
  child.stderr?.on('data', (d) => {
    out += String(d);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  return { child, port, base: `http://127.0.0.1:${port}`, output: () => out, exited };
}

/** Waits until /readyz answers 200; fails with the server's output when it exits or times out. */
export async function waitReady(server: ServerProcess, ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  let gone = false;
  void server.exited.then(() => {
    gone = true;
  });
  while (Date.now() < until) {
    if (gone) throw new Error(`server exited before it was ready:\n${server.output()}`);
    try {
      const res = await fetch(`${server.base}/readyz`);
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready after ${ms} ms:\n${server.output()}`);
}

export async function startServer(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const server = await spawnServer(env);
  await waitReady(server);
  return server;
}

/** Resolves with the exit, or rejects when the process outlives `ms`. */
export async function exitWithin(server: ServerProcess, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`process still running after ${ms} ms:\n${server.output()}`)), ms);
  });
  try {
    return await Promise.race([server.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The pid of the embedded cluster's postmaster under a DATA_DIR, when its pid file exists. */
export function postmasterPid(dataDir: string): number | null {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!fs.existsSync(file)) return null;
  const pid = Number.parseInt(fs.readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Stops a postmaster this test left behind (after a SIGKILL of its server), so nothing outlives the run. */
export async function stopLeftoverPostgres(dataDir: string): Promise<void> {
  const pid = postmasterPid(dataDir);
  if (!pid || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

/** Calls a contract endpoint on a running server over HTTP. */
export async function callServer<T = unknown>(
  base: string,
  ep: AnyEndpoint,
  input?: unknown,
  opts: { token?: string; params?: Record<string, string | number> } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const req = buildRequest(ep, input, opts);
  const url = new URL(req.url);
  const res = await fetch(`${base}${url.pathname}${url.search}`, {
    method: req.method,
    headers: req.headers,
    body: req.method === 'GET' || req.method === 'DELETE' ? undefined : await req.text(),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/** Signs in through the real flow: key pair, RSA-OAEP (SHA-256) encryption, login. */
export async function signIn(base: string, username: string, password: string): Promise<string> {
  const kp = await callServer<{ keyId: string; publicKey: string }>(base, keyPair);
  if (kp.status !== 200) throw new Error(`keyPair: ${kp.status} ${kp.body.message}`);
  const encrypted = crypto
    .publicEncrypt(
      {
        key: kp.body.data.publicKey,
        padding: crypto.constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
        // The one-time key id is the OAEP label (server/lib/rsa.ts).
        oaepLabel: Buffer.from(kp.body.data.keyId),
      },
      Buffer.from(password),
    )
    .toString('base64');
  const res = await callServer<{ token: string }>(base, login, { username, password: encrypted, keyId: kp.body.data.keyId });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${res.body.message}`);
  return res.body.data.token;
}

/** Ends a test's server (SIGTERM, then SIGKILL after a minute), any postgres it left, and its data directory. */
export async function disposeServer(server: ServerProcess | undefined, dataDir: string): Promise<void> {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await exitWithin(server, 60_000).catch(() => server.child.kill('SIGKILL'));
  }
  await stopLeftoverPostgres(dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
