import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type BlobStore, BlobTooLargeError, type ByteRange, type StoredBlob } from './blob-store';

/** `ab/cd/<uuid>`: two directory levels keep any one directory small. */
const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Blobs as files under one directory. Writes go to a temporary file first
 * and are renamed into place, so a reader never sees half a file.
 */
export class LocalBlobStore implements BlobStore {
  constructor(readonly root: string) {}

  /** The file of a key, or null for anything that is not a key this store made (no path tricks). */
  private fileOf(key: string): string | null {
    return KEY_PATTERN.test(key) ? path.join(this.root, ...key.split('/')) : null;
  }

  async put(data: Readable | Uint8Array, opts: { maxBytes?: number } = {}): Promise<StoredBlob> {
    const id = crypto.randomUUID();
    const key = `${id.slice(0, 2)}/${id.slice(2, 4)}/${id}`;
    const tmpDir = path.join(this.root, '.tmp');
    await fsp.mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, id);
    const hash = crypto.createHash('sha256');
    let size = 0;
    const max = opts.maxBytes ?? Number.POSITIVE_INFINITY;
    const meter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > max) return done(new BlobTooLargeError(max));
        hash.update(chunk);
        done(null, chunk);
      },
    });
    const source = data instanceof Readable ? data : Readable.from([Buffer.from(data.buffer, data.byteOffset, data.byteLength)]);
    try {
      await pipeline(source, meter, fs.createWriteStream(tmp, { flags: 'wx' }));
      const file = this.fileOf(key)!;
      await fsp.mkdir(path.dirname(file), { recursive: true });
      await fsp.rename(tmp, file);
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      throw err;
    }
    return { key, size, sha256: hash.digest('hex') };
  }

  async get(key: string, range?: ByteRange): Promise<Readable | null> {
    const file = this.fileOf(key);
    if (!file) return null;
    try {
      const handle = await fsp.open(file, 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    const file = this.fileOf(key);
    if (!file) return null;
    try {
      const s = await fsp.stat(file);
      return s.isFile() ? { size: s.size } : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.fileOf(key);
    if (file) await fsp.rm(file, { force: true });
  }
}
