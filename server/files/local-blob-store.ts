import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type BlobStore,
  BlobTooLargeError,
  type ByteRange,
  isBlobKey,
  newBlobKey,
  STALE_WRITE_MS,
  type StoredBlob,
} from './blob-store';

/**
 * Blobs as files under one directory. Writes go to a temporary file first
 * and are renamed into place, so a reader never sees half a file.
 */
export class LocalBlobStore implements BlobStore {
  constructor(readonly root: string) {}

  /** The file of a key, or null for anything that is not a key this store made (no path tricks). */
  private fileOf(key: string): string | null {
    return isBlobKey(key) ? path.join(this.root, ...key.split('/')) : null;
  }

  put(data: Readable | Uint8Array, opts: { maxBytes?: number } = {}): Promise<StoredBlob> {
    return this.putWithKey(newBlobKey(), data, opts);
  }

  async putWithKey(key: string, data: Readable | Uint8Array, opts: { maxBytes?: number } = {}): Promise<StoredBlob> {
    const file = this.fileOf(key);
    if (!file) throw new Error(`not a blob key: ${key}`);
    const id = crypto.randomUUID();
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
    // Joined before the first await: a source that fails meanwhile (an upload cut off) fails the meter,
    // never an 'error' event without a listener, which would end the process.
    const reading = pipeline(source, meter);
    reading.catch(() => {});
    const tmpDir = path.join(this.root, '.tmp');
    const tmp = path.join(tmpDir, id);
    let sink: fs.WriteStream | null = null;
    try {
      await fsp.mkdir(tmpDir, { recursive: true });
      sink = fs.createWriteStream(tmp, { flags: 'wx' });
      await Promise.all([pipeline(meter, sink), reading]);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      await fsp.rename(tmp, file);
    } catch (err) {
      meter.destroy();
      // A write stream still opening would create the file after the removal below; wait until it is closed.
      if (sink && !sink.closed) await once(sink, 'close').catch(() => {});
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

  /** Temporary files of writes a dead process never finished. */
  async sweep(olderThanMs = STALE_WRITE_MS): Promise<number> {
    const tmpDir = path.join(this.root, '.tmp');
    const names = await fsp.readdir(tmpDir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const file = path.join(tmpDir, name);
      const s = await fsp.stat(file).catch(() => null);
      if (s && Date.now() - s.mtimeMs > olderThanMs) {
        await fsp.rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }
}
