import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { loadConfig } from '../config';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { blobStoreFor, localBlobStore, postgresBlobStore } from './blob-store-factory';
import { checkBlobStore } from './blob-store-startup';
import { LocalBlobStore } from './local-blob-store';
import { PostgresBlobStore } from './postgres-blob-store';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime({ seed: 'none' });
});
afterAll(() => rt.close());

const URL = 'postgres://u@db.example:5432/aikn';

describe('AIKN_BLOB_STORE', () => {
  it('follows the database by default: local when embedded, postgres with DATABASE_URL', () => {
    expect(loadConfig({}).blobStore).toBe('local');
    expect(loadConfig({ DATABASE_URL: URL }).blobStore).toBe('postgres');
  });

  it('takes an explicit choice either way', () => {
    expect(loadConfig({ AIKN_BLOB_STORE: 'postgres' }).blobStore).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: URL, AIKN_BLOB_STORE: 'local' }).blobStore).toBe('local');
  });

  it('refuses any other value with a readable message', () => {
    expect(() => loadConfig({ AIKN_BLOB_STORE: 's3' })).toThrow("AIKN_BLOB_STORE 只能是 'postgres' 或 'local'");
  });

  it('gives the store the configuration chooses', () => {
    const config = rt.deps.config;
    expect(blobStoreFor({ config: { ...config, blobStore: 'postgres' }, db: rt.deps.db })).toBeInstanceOf(PostgresBlobStore);
    expect(blobStoreFor({ config: { ...config, blobStore: 'local' }, db: rt.deps.db })).toBeInstanceOf(LocalBlobStore);
  });
});

describe('startup check of the blob store', () => {
  const warnings: string[] = [];
  const infos: string[] = [];
  const log = {
    warn: (msg: string) => warnings.push(msg),
    info: (_o: unknown, msg: string) => infos.push(msg),
  } as unknown as Logger;
  const check = async (blobStore: 'postgres' | 'local', dataDir: string) => {
    warnings.length = 0;
    infos.length = 0;
    await checkBlobStore({ config: { ...rt.deps.config, blobStore, dataDir }, db: rt.deps.db, log });
  };

  it('says nothing when each store holds only its own files', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'aikn-check-'));
    await check('postgres', empty);
    await check('local', empty);
    expect(warnings).toEqual([]);
  });

  it('tells how to migrate local files found while set to postgres', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikn-check-'));
    // A leftover temporary file alone is not a stored file.
    fs.mkdirSync(path.join(dir, 'files', '.tmp'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'files', '.tmp', 'x'), 'x');
    await check('postgres', dir);
    expect(warnings).toEqual([]);
    const bytes = Buffer.from('本地文件');
    const { key } = await localBlobStore({ dataDir: dir }).put(bytes);
    await check('postgres', dir);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('npm run blobs:migrate -- --to postgres');
    expect(warnings[0]).toContain(key);
    // Once migrated (the source is kept), nothing is left to say.
    await postgresBlobStore(rt.deps.db).putWithKey(key, bytes);
    await check('postgres', dir);
    expect(warnings).toEqual([]);
    await postgresBlobStore(rt.deps.db).delete(key);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('tells how to migrate database files found while set to local', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikn-check-'));
    const { key } = await postgresBlobStore(rt.deps.db).put(Buffer.from('数据库中的文件'));
    await check('local', dir);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('npm run blobs:migrate -- --to local');
    await localBlobStore({ dataDir: dir }).putWithKey(key, Buffer.from('数据库中的文件'));
    await check('local', dir);
    expect(warnings).toEqual([]);
    await postgresBlobStore(rt.deps.db).delete(key);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sweeps what an upload cut off by a dead process left behind', async () => {
    const dead = crypto.randomUUID();
    await rt.deps.db.execute(
      sql`insert into blob_contents (id, chunk_size, touched_at) values (${dead}, 1000, now() - interval '3 hours')`,
    );
    await check('postgres', fs.mkdtempSync(path.join(os.tmpdir(), 'aikn-check-')));
    expect(infos).toEqual(['已清理中断的上传留下的残余数据']);
    expect((await rt.deps.db.execute(sql`select 1 from blob_contents where id = ${dead}`)).rows).toEqual([]);
  });
});
