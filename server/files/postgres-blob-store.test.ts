import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { BlobTooLargeError } from './blob-store';
import { PostgresBlobStore } from './postgres-blob-store';
import { blobResponse } from './serve-blob';

let rt: TestRuntime;
/** Small chunks, so a few kilobytes cross many chunk boundaries. */
let store: PostgresBlobStore;
const CS = 1000;

beforeAll(async () => {
  rt = await createTestRuntime({ seed: 'none' });
  store = new PostgresBlobStore(rt.deps.db, CS);
});
afterAll(() => rt.close());

const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');
const read = async (key: string, range?: { start: number; end: number }) => {
  const s = await store.get(key, range);
  return s ? buffer(s) : null;
};
const count = async (table: 'blob_contents' | 'blob_chunks' | 'blob_keys', where = sql`true`) =>
  Number(
    (await rt.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`)).rows[0].n,
  );
const pending = () => count('blob_contents', sql`sha256 is null`);
/** Bytes no other test shares, so dedup counts stay exact. */
const unique = (n: number) => crypto.randomBytes(n);

describe('PostgresBlobStore', () => {
  it('streams a put in chunks and reads the bytes back whole', async () => {
    const bytes = unique(4321);
    const pieces = [bytes.subarray(0, 10), bytes.subarray(10, 2500), bytes.subarray(2500)];
    const put = await store.put(Readable.from(pieces));
    expect(put.key).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect(put).toMatchObject({ size: 4321, sha256: sha(bytes) });
    expect(await store.stat(put.key)).toEqual({ size: 4321 });
    expect(await read(put.key)).toEqual(bytes);
    const chunks = await rt.deps.db.execute<{ seq: number; len: number }>(sql`
      select ch.seq, length(ch.data) as len from blob_chunks ch join blob_keys k on k.content_id = ch.content_id
      where k.key = ${put.key} order by ch.seq`);
    expect(chunks.rows).toEqual([0, 1, 2, 3, 4].map((seq) => ({ seq, len: seq < 4 ? CS : 321 })));
  });

  it('stores a buffer and an empty blob', async () => {
    const bytes = unique(999);
    const put = await store.put(new Uint8Array(bytes));
    expect(await read(put.key)).toEqual(bytes);
    const empty = await store.put(Buffer.alloc(0));
    expect(empty).toMatchObject({ size: 0, sha256: sha(Buffer.alloc(0)) });
    expect(await store.stat(empty.key)).toEqual({ size: 0 });
    expect(await read(empty.key)).toEqual(Buffer.alloc(0));
  });

  it('reads the first, a middle and the last byte, and ranges across chunk boundaries', async () => {
    const bytes = unique(3500);
    const { key } = await store.put(bytes);
    const cases: [number, number][] = [
      [0, 0],
      [1750, 1750],
      [3499, 3499],
      [999, 1000],
      [500, 2500],
      [0, 3499],
      [2000, 2999],
      [3000, 3499],
    ];
    for (const [start, end] of cases) expect(await read(key, { start, end })).toEqual(bytes.subarray(start, end + 1));
    // A range running past the end stops at the last byte, like a file read.
    expect(await read(key, { start: 3400, end: 9999 })).toEqual(bytes.subarray(3400));
  });

  it('answers Range requests over HTTP: first, middle and last bytes, and 416 past the end', async () => {
    const bytes = unique(2500);
    const { key } = await store.put(bytes);
    const answer = (range: string | undefined) =>
      blobResponse({ store, key, mime: 'video/mp4', fileName: 'a.mp4', disposition: 'inline', maxAgeSeconds: 60, range });
    const body = async (r: Response) => Buffer.from(await r.arrayBuffer());
    const first = await answer('bytes=0-0');
    expect([first.status, first.headers.get('Content-Range')]).toEqual([206, 'bytes 0-0/2500']);
    expect(await body(first)).toEqual(bytes.subarray(0, 1));
    const middle = await answer('bytes=990-1010');
    expect(await body(middle)).toEqual(bytes.subarray(990, 1011));
    const last = await answer('bytes=-1');
    expect([last.status, last.headers.get('Content-Range')]).toEqual([206, 'bytes 2499-2499/2500']);
    expect(await body(last)).toEqual(bytes.subarray(2499));
    const past = await answer('bytes=2500-');
    expect([past.status, past.headers.get('Content-Range')]).toEqual([416, 'bytes */2500']);
    const whole = await answer('bytes=oops');
    expect(whole.status).toBe(200);
    expect(await body(whole)).toEqual(bytes);
  });

  it('fetches only the chunks a range covers', async () => {
    const bytes = unique(5000);
    const { key } = await store.put(bytes);
    // Without chunk 2, ranges elsewhere still read; only a read that needs it fails.
    await rt.deps.db.execute(sql`
      delete from blob_chunks where seq = 2 and content_id = (select content_id from blob_keys where key = ${key})`);
    expect(await read(key, { start: 0, end: 1999 })).toEqual(bytes.subarray(0, 2000));
    expect(await read(key, { start: 3000, end: 4999 })).toEqual(bytes.subarray(3000));
    await expect(read(key)).rejects.toThrow(/deleted while/);
  });

  it('names nothing with an unknown or malformed key', async () => {
    for (const key of ['00/00/00000000-0000-0000-0000-000000000000', '../../etc/passwd', '', 'AB/CD/x']) {
      expect(await store.get(key)).toBeNull();
      expect(await store.stat(key)).toBeNull();
      await expect(store.delete(key)).resolves.toBeUndefined();
    }
  });

  it('stores equal bytes once under distinct keys, and keeps them until the last key is deleted', async () => {
    const bytes = unique(2100);
    const a = await store.put(bytes);
    const b = await store.put(Readable.from([bytes.subarray(0, 7), bytes.subarray(7)]));
    expect(a.key).not.toBe(b.key);
    expect(a.sha256).toBe(b.sha256);
    const ofHash = sql`content_id in (select id from blob_contents where sha256 = ${a.sha256})`;
    expect(await count('blob_contents', sql`sha256 = ${a.sha256}`)).toBe(1);
    expect(await count('blob_chunks', ofHash)).toBe(3);
    expect(await pending()).toBe(0);
    await store.delete(a.key);
    expect(await store.get(a.key)).toBeNull();
    expect(await read(b.key)).toEqual(bytes);
    await store.delete(b.key);
    expect(await store.stat(b.key)).toBeNull();
    expect(await count('blob_contents', sql`sha256 = ${a.sha256}`)).toBe(0);
    expect(await count('blob_chunks', sql`not exists (select 1 from blob_contents c where c.id = content_id)`)).toBe(0);
  });

  it('never loses bytes when a put and a delete of the same content race', async () => {
    const bytes = unique(3000);
    for (let i = 0; i < 8; i++) {
      const old = await store.put(bytes);
      const [, fresh] = await Promise.all([store.delete(old.key), store.put(Readable.from([bytes]))]);
      expect(await read(fresh.key)).toEqual(bytes);
      await store.delete(fresh.key);
    }
    expect(await count('blob_contents', sql`sha256 = ${sha(bytes)}`)).toBe(0);
  });

  it('refuses a stream longer than maxBytes and keeps nothing of it', async () => {
    const before = await count('blob_chunks');
    const keys = await count('blob_keys');
    await expect(store.put(Readable.from([unique(1500), unique(1500)]), { maxBytes: 2000 })).rejects.toBeInstanceOf(
      BlobTooLargeError,
    );
    expect(await count('blob_chunks')).toBe(before);
    expect(await count('blob_keys')).toBe(keys);
    expect(await pending()).toBe(0);
  });

  it('keeps nothing of a stream that fails midway', async () => {
    const before = await count('blob_chunks');
    const keys = await count('blob_keys');
    async function* cutOff() {
      yield unique(2500);
      await new Promise((r) => setTimeout(r, 20));
      throw new Error('connection reset');
    }
    await expect(store.put(Readable.from(cutOff()))).rejects.toThrow('connection reset');
    expect(await count('blob_chunks')).toBe(before);
    expect(await count('blob_keys')).toBe(keys);
    expect(await pending()).toBe(0);
  });

  it('sweeps what a dead process left mid-upload, and spares uploads still being written', async () => {
    const dead = crypto.randomUUID();
    const live = crypto.randomUUID();
    await rt.deps.db.execute(sql`
      insert into blob_contents (id, chunk_size, touched_at) values (${dead}, ${CS}, now() - interval '2 hours'), (${live}, ${CS}, now())`);
    await rt.deps.db.execute(
      sql`insert into blob_chunks (content_id, seq, data) values (${dead}, 0, ${unique(CS)}), (${live}, 0, ${unique(CS)})`,
    );
    expect(await store.sweep()).toBe(1);
    expect(await count('blob_chunks', sql`content_id = ${dead}`)).toBe(0);
    expect(await count('blob_chunks', sql`content_id = ${live}`)).toBe(1);
    expect(await store.sweep(0)).toBe(1);
    expect(await pending()).toBe(0);
  });
});
