import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { BlobTooLargeError } from './blob-store';
import { LocalBlobStore } from './local-blob-store';

let root: string;
let store: LocalBlobStore;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'aikn-blobs-'));
  store = new LocalBlobStore(root);
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');
const leftovers = () => (fs.existsSync(path.join(root, '.tmp')) ? fs.readdirSync(path.join(root, '.tmp')) : []);

describe('LocalBlobStore', () => {
  it('stores a buffer under a server-made key and reads it back whole or by range', async () => {
    const bytes = Buffer.from('0123456789abcdef');
    const put = await store.put(bytes);
    expect(put.key).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect(put.key.startsWith(`${put.key.slice(6, 8)}/${put.key.slice(8, 10)}/`)).toBe(true);
    expect(put).toMatchObject({ size: 16, sha256: sha(bytes) });
    expect(fs.readFileSync(path.join(root, put.key))).toEqual(bytes);
    expect(await store.stat(put.key)).toEqual({ size: 16 });
    expect((await buffer((await store.get(put.key))!)).toString()).toBe('0123456789abcdef');
    expect((await buffer((await store.get(put.key, { start: 3, end: 5 }))!)).toString()).toBe('345');
  });

  it('stores a stream, hashing it on the way', async () => {
    const chunks = [Buffer.alloc(70_000, 1), Buffer.alloc(70_000, 2)];
    const put = await store.put(Readable.from(chunks));
    expect(put).toMatchObject({ size: 140_000, sha256: sha(Buffer.concat(chunks)) });
  });

  it('refuses a stream longer than maxBytes and keeps nothing', async () => {
    const before = fs.readdirSync(root).length;
    await expect(store.put(Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), { maxBytes: 1000 })).rejects.toBeInstanceOf(
      BlobTooLargeError,
    );
    expect(leftovers()).toEqual([]);
    expect(fs.readdirSync(root).length).toBe(before);
  });

  it('deletes a key, answers null for it afterwards, and ignores keys it did not make', async () => {
    const put = await store.put(Buffer.from('x'));
    await store.delete(put.key);
    expect(await store.stat(put.key)).toBeNull();
    expect(await store.get(put.key)).toBeNull();
    await expect(store.delete(put.key)).resolves.toBeUndefined();
    for (const key of ['../../etc/passwd', '/etc/passwd', 'ab/cd/../../x', '', 'AB/CD/not-a-uuid']) {
      expect(await store.stat(key)).toBeNull();
      expect(await store.get(key)).toBeNull();
    }
  });
});
