import crypto from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { Conn, Db } from '../db/client';
import {
  type BlobStore,
  BlobTooLargeError,
  type ByteRange,
  isBlobKey,
  newBlobKey,
  STALE_WRITE_MS,
  type StoredBlob,
} from './blob-store';

/** Bytes per chunk row: large enough that a 200 MB video is 800 rows, small enough that a Range read wastes little. */
export const CHUNK_BYTES = 256 * 1024;
/** Chunks fetched per query while a reader pulls: at most this many chunks are in memory per open stream. */
const READ_BATCH = 4;
/**
 * Class of the advisory locks on content hashes: the two-int key space, which
 * never meets locks taken with one bigint key elsewhere.
 */
const HASH_LOCK_CLASS = sql.raw('1651273570');

interface Content {
  id: string;
  size: number;
  chunkSize: number;
}

/** Serialises the puts and deletes of one content, so a delete never removes bytes a concurrent put is adopting. */
const lockHash = (tx: Conn, sha256: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(${HASH_LOCK_CLASS}, hashtext(${sha256}))`);

/**
 * Blobs as chunks in PostgreSQL (tables in db/schema/blobs.ts), so every
 * server on one database sees every file. Both directions stream: a put writes
 * each chunk as it fills, a get fetches a few chunks at a time as its reader
 * pulls, and a Range fetches only the chunks (and the bytes of the first and
 * last) it covers. Equal bytes are stored once, whatever their keys.
 */
export class PostgresBlobStore implements BlobStore {
  constructor(
    private readonly db: Db,
    private readonly chunkBytes = CHUNK_BYTES,
  ) {}

  put(data: Readable | Uint8Array, opts: { maxBytes?: number } = {}): Promise<StoredBlob> {
    return this.putWithKey(newBlobKey(), data, opts);
  }

  /**
   * Writes the chunks under a pending content, then, in one transaction,
   * either names the pending content by its hash or (when that hash is
   * stored already) drops it for the stored one, and records the key. Until
   * then no key names the bytes; a failure removes them at once.
   */
  async putWithKey(key: string, data: Readable | Uint8Array, opts: { maxBytes?: number } = {}): Promise<StoredBlob> {
    if (!isBlobKey(key)) throw new Error(`not a blob key: ${key}`);
    const max = opts.maxBytes ?? Number.POSITIVE_INFINITY;
    const source = data instanceof Readable ? data : Readable.from([Buffer.from(data.buffer, data.byteOffset, data.byteLength)]);
    // Joined before the first await, so a source that fails meanwhile fails the pass-through (never an unheard 'error').
    const pass = new PassThrough();
    const reading = pipeline(source, pass);
    reading.catch(() => {});
    const pending = crypto.randomUUID();
    const hash = crypto.createHash('sha256');
    let size = 0;
    try {
      await this.db.execute(sql`insert into blob_contents (id, chunk_size) values (${pending}, ${this.chunkBytes})`);
      let seq = 0;
      const fill = Buffer.allocUnsafe(this.chunkBytes);
      let used = 0;
      for await (const piece of pass as AsyncIterable<Buffer>) {
        size += piece.length;
        if (size > max) throw new BlobTooLargeError(max);
        hash.update(piece);
        for (let at = 0; at < piece.length; ) {
          const n = piece.copy(fill, used, at, Math.min(piece.length, at + this.chunkBytes - used));
          used += n;
          at += n;
          if (used === this.chunkBytes) {
            // Reused once the insert is done (the driver has sent its bytes): one chunk buffer per put.
            await this.writeChunk(pending, seq++, fill);
            used = 0;
          }
        }
      }
      if (used > 0) await this.writeChunk(pending, seq, fill.subarray(0, used));
      await reading;
      const sha256 = hash.digest('hex');
      await this.db.transaction(async (tx) => {
        await lockHash(tx, sha256);
        const stored = await tx.execute<{ id: string }>(sql`select id from blob_contents where sha256 = ${sha256}`);
        let contentId = stored.rows[0]?.id;
        if (contentId) {
          await tx.execute(sql`delete from blob_contents where id = ${pending}`);
        } else {
          const named = await tx.execute(sql`
            update blob_contents set sha256 = ${sha256}, size = ${size}, touched_at = now()
            where id = ${pending} and sha256 is null returning id`);
          if (named.rows.length === 0) throw new Error('upload was swept as abandoned before it finished');
          contentId = pending;
        }
        await tx.execute(sql`insert into blob_keys (key, content_id) values (${key}, ${contentId})`);
      });
      return { key, size, sha256 };
    } catch (err) {
      pass.destroy();
      await this.db.execute(sql`delete from blob_contents where id = ${pending} and sha256 is null`).catch(() => {});
      throw err;
    }
  }

  /** One chunk, touching its pending content so the sweep knows the upload is alive. */
  private async writeChunk(contentId: string, seq: number, data: Buffer): Promise<void> {
    await this.db.execute(sql`
      with chunk as (insert into blob_chunks (content_id, seq, data) values (${contentId}, ${seq}, ${data}))
      update blob_contents set touched_at = now() where id = ${contentId}`);
  }

  private async contentOf(key: string): Promise<Content | null> {
    if (!isBlobKey(key)) return null;
    const r = await this.db.execute<{ id: string; size: number; chunk_size: number }>(sql`
      select c.id, c.size, c.chunk_size from blob_keys k join blob_contents c on c.id = k.content_id where k.key = ${key}`);
    const row = r.rows[0];
    return row ? { id: row.id, size: Number(row.size), chunkSize: row.chunk_size } : null;
  }

  async get(key: string, range?: ByteRange): Promise<Readable | null> {
    const content = await this.contentOf(key);
    if (!content) return null;
    const start = Math.max(0, range?.start ?? 0);
    const end = Math.min(range?.end ?? content.size - 1, content.size - 1);
    return Readable.from(this.bytes(content, start, end), { objectMode: false, highWaterMark: content.chunkSize });
  }

  /** Bytes `start`…`end` of a content, a batch of chunks per query, each query only when the reader wants more. */
  private async *bytes(content: Content, start: number, end: number): AsyncGenerator<Buffer> {
    if (end < start) return;
    const cs = content.chunkSize;
    const first = Math.floor(start / cs);
    const last = Math.floor(end / cs);
    // Offsets within the first and last chunk; substring() (1-based) cuts them in the database.
    const from = start - first * cs;
    const to = end - last * cs;
    for (let lo = first; lo <= last; lo += READ_BATCH) {
      const hi = Math.min(last, lo + READ_BATCH - 1);
      const r = await this.db.execute<{ data: Buffer }>(sql`
        select substring(data
          from (case when seq = ${first} then ${from}::int else 0 end) + 1
          for (case when seq = ${last} then ${to}::int + 1 else ${cs}::int end) - (case when seq = ${first} then ${from}::int else 0 end)
        ) as data
        from blob_chunks where content_id = ${content.id} and seq between ${lo} and ${hi} order by seq`);
      // Fewer rows than asked: the blob was deleted while it was being read.
      if (r.rows.length !== hi - lo + 1) throw new Error('blob deleted while it was being read');
      for (const row of r.rows) yield row.data;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    const content = await this.contentOf(key);
    return content ? { size: content.size } : null;
  }

  /** Removes the key, and the bytes when no other key names them. */
  async delete(key: string): Promise<void> {
    if (!isBlobKey(key)) return;
    await this.db.transaction(async (tx) => {
      const gone = await tx.execute<{ content_id: string; sha256: string }>(sql`
        delete from blob_keys k using blob_contents c
        where k.key = ${key} and c.id = k.content_id returning k.content_id, c.sha256`);
      const row = gone.rows[0];
      if (!row) return;
      await lockHash(tx, row.sha256);
      await tx.execute(sql`
        delete from blob_contents c
        where c.id = ${row.content_id} and not exists (select 1 from blob_keys k where k.content_id = c.id)`);
    });
  }

  /** Pending contents (and their chunks) of uploads whose process died: no chunk written for `olderThanMs`. */
  async sweep(olderThanMs = STALE_WRITE_MS): Promise<number> {
    const r = await this.db.execute(sql`
      delete from blob_contents
      where sha256 is null and touched_at < now() - make_interval(secs => ${olderThanMs / 1000}::float8)
      returning id`);
    return r.rows.length;
  }
}
