import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { hashOf, migrateBlobs, referencedBlobs } from './blob-migrate';
import type { BlobStore } from './blob-store';
import { localBlobStore, postgresBlobStore } from './blob-store-factory';
import type { LocalBlobStore } from './local-blob-store';
import type { PostgresBlobStore } from './postgres-blob-store';

let rt: TestRuntime;
let local: LocalBlobStore;
let pg: PostgresBlobStore;
const lines: string[] = [];
const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

/** What the database refers to: four files (two with equal bytes), an avatar and a system image. */
const blobs = {
  big: crypto.randomBytes(700_000),
  small: crypto.randomBytes(10),
  twin: Buffer.from('同样的内容'),
  avatar: crypto.randomBytes(3000),
  image: crypto.randomBytes(2000),
};
const keys: Record<keyof typeof blobs | 'twin2', string> = {} as never;

beforeAll(async () => {
  rt = await createTestRuntime({ seed: 'none' });
  local = localBlobStore(rt.deps.config);
  pg = postgresBlobStore(rt.deps.db);
  const owner = (await rt.deps.db.execute<{ id: number }>(sql`select id from users order by id limit 1`)).rows[0].id;
  for (const [name, bytes] of Object.entries(blobs)) keys[name as keyof typeof blobs] = (await local.put(bytes)).key;
  keys.twin2 = (await local.put(blobs.twin)).key;
  for (const name of ['big', 'small', 'twin', 'twin2'] as const) {
    const bytes = name === 'twin2' ? blobs.twin : blobs[name];
    await rt.deps.db.execute(sql`
      insert into files (storage_key, original_name, mime, size, sha256, owner_id)
      values (${keys[name]}, ${`${name}.bin`}, 'application/octet-stream', ${bytes.length}, ${sha(bytes)}, ${owner})`);
  }
  await rt.deps.db.execute(sql`
    update users set avatar_key = ${keys.avatar}, avatar_mime = 'image/png', avatar_hash = ${sha(blobs.avatar)} where id = ${owner}`);
  await rt.deps.db.execute(sql`update image_paths set blob_key = ${keys.image}, mime = 'image/png' where pic_type = 'logo'`);
});
afterAll(() => rt.close());

const migrate = async (from: BlobStore, to: BlobStore) => {
  lines.length = 0;
  return migrateBlobs({ refs: await referencedBlobs(rt.deps.db), from, to, report: (l) => lines.push(l) });
};
const expectAll = async (store: BlobStore) => {
  for (const [name, key] of Object.entries(keys)) {
    const bytes = name === 'twin2' ? blobs.twin : blobs[name as keyof typeof blobs];
    expect(await hashOf(store, key)).toBe(sha(bytes));
  }
};

describe('blobs:migrate', () => {
  it('lists every key the database refers to, with its recorded hash where there is one', async () => {
    const refs = await referencedBlobs(rt.deps.db);
    expect(refs).toHaveLength(6);
    expect(refs.find((r) => r.key === keys.avatar)?.sha256).toBe(sha(blobs.avatar));
    expect(refs.find((r) => r.key === keys.image)?.sha256).toBeNull();
  });

  it('copies local files into PostgreSQL under the same keys, verified, and keeps the source', async () => {
    const r = await migrate(local, pg);
    expect(r).toMatchObject({ copied: 6, skipped: 0, missing: 0, failed: 0 });
    await expectAll(pg);
    await expectAll(local);
    // The twins share one content.
    const contents = await rt.deps.db.execute(sql`select 1 from blob_contents where sha256 = ${sha(blobs.twin)}`);
    expect(contents.rows).toHaveLength(1);
    expect(lines.at(-1)).toMatch(/^\[6\/6\] 已复制并校验 /);
  });

  it('resumes: skips verified copies, copies what is missing and replaces a damaged copy', async () => {
    expect(await migrate(local, pg)).toMatchObject({ copied: 0, skipped: 6 });
    await pg.delete(keys.small);
    await rt.deps.db.execute(sql`
      update blob_chunks set data = ${Buffer.from('damaged')}
      where seq = 1 and content_id = (select content_id from blob_keys where key = ${keys.big})`);
    expect(await migrate(local, pg)).toMatchObject({ copied: 2, skipped: 4, failed: 0 });
    await expectAll(pg);
  });

  it('copies from PostgreSQL back to local files, and resumes there too', async () => {
    fs.rmSync(local.root, { recursive: true, force: true });
    expect(await migrate(pg, local)).toMatchObject({ copied: 6, skipped: 0, missing: 0, failed: 0 });
    await expectAll(local);
    fs.writeFileSync(path.join(local.root, keys.avatar), 'damaged');
    expect(await migrate(pg, local)).toMatchObject({ copied: 1, skipped: 5, failed: 0 });
    await expectAll(local);
  });

  it('reports keys missing from the source and bytes that do not match their recorded hash, keeping no bad copy', async () => {
    await pg.delete(keys.small);
    await rt.deps.db.execute(sql`update files set sha256 = ${sha(Buffer.from('other'))} where storage_key = ${keys.twin}`);
    fs.rmSync(path.join(local.root, keys.big));
    const r = await migrate(local, pg);
    expect(r).toMatchObject({ missing: 0, failed: 1, copied: 1, skipped: 4 });
    expect(await pg.stat(keys.small)).toEqual({ size: 10 });
    // The twin's copy in PostgreSQL no longer matches the recorded hash, and the local bytes do not either.
    expect(await pg.stat(keys.twin)).toBeNull();
    expect(lines.some((l) => l.includes('校验失败') && l.includes(keys.twin))).toBe(true);
    const back = await migrate(pg, local);
    expect(back.missing).toBe(1);
    expect(lines.some((l) => l.includes('源存储中没有') && l.includes(keys.twin))).toBe(true);
  });
});
