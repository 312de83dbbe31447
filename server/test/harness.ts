import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pgClient from 'pg';
import pg from 'pino';
import { inject } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { connect } from '../db/client';
import type { CodeSender, Deps, OutgoingCode } from '../deps';

function withDb(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

/** Records one-time codes instead of sending them, so tests can read them. */
export class MemorySender implements CodeSender {
  readonly sent: OutgoingCode[] = [];
  async send(m: OutgoingCode) {
    this.sent.push(m);
  }
  lastCode(target: string): string {
    const m = [...this.sent].reverse().find((s) => s.target === target);
    if (!m) throw new Error(`no code sent to ${target}`);
    return m.code;
  }
}

export interface TestRuntime {
  deps: Deps;
  sender: MemorySender;
  app: ReturnType<typeof createApp>['app'];
  binder: ReturnType<typeof createApp>['binder'];
  databaseUrl: string;
  close: () => Promise<void>;
}

/**
 * A fresh database (a copy of the migrated template, with or without the
 * demo organisation) and the real app over it, for one test file.
 */
export async function createTestRuntime(opts: { seed?: 'demo' | 'none' } = {}): Promise<TestRuntime> {
  const adminUrl = inject('pgAdminUrl');
  const templates = inject('pgTemplates');
  const name = `aikn_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pgClient.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${templates[opts.seed ?? 'demo']}`);
  await admin.end();
  const databaseUrl = withDb(adminUrl, name);
  const database = connect(databaseUrl, 5);
  const log = pg({ level: process.env.AIKN_TEST_LOG ?? 'silent' });
  const sender = new MemorySender();
  // Uploaded files of a test go to a throwaway directory, never into the project's ./data.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikn-files-'));
  // AIKN_BLOB_STORE=postgres runs the file tests against the PostgreSQL store.
  const config = { ...loadConfig({ AIKN_BLOB_STORE: process.env.AIKN_BLOB_STORE }), seed: opts.seed ?? 'demo', dataDir } as const;
  const deps: Deps = { db: database.db, pool: database.pool, config, log, sender };
  const { app, binder } = createApp(deps, { strictOutput: true });
  return {
    deps,
    sender,
    app,
    binder,
    databaseUrl,
    close: async () => {
      await database.close();
      const a = new pgClient.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await a.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
