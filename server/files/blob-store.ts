import crypto from 'node:crypto';
import type { Readable } from 'node:stream';

/** Inclusive byte range, as in HTTP `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredBlob {
  /** The store's own name for the bytes; never derived from an uploaded file name. */
  key: string;
  size: number;
  /** Hex SHA-256 of the bytes, computed while they were written. */
  sha256: string;
}

/** Refusal of `put` when the bytes exceed `maxBytes`; nothing is kept. */
export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`blob larger than ${maxBytes} bytes`);
  }
}

/** `ab/cd/<uuid>`: the same keys in every store, so `npm run blobs:migrate` moves bytes without touching the tables that record keys. */
const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a string is a key a store made (anything else, such as a path with `..`, names nothing). */
export const isBlobKey = (key: string): boolean => KEY_PATTERN.test(key);

/** A fresh key; the first two directory levels (local store) keep any one directory small. */
export function newBlobKey(): string {
  const id = crypto.randomUUID();
  return `${id.slice(0, 2)}/${id.slice(2, 4)}/${id}`;
}

/**
 * Where uploaded bytes live: files under DATA_DIR (LocalBlobStore) or chunks
 * in PostgreSQL (PostgresBlobStore, for several servers on one database),
 * chosen by AIKN_BLOB_STORE (blob-store-factory.ts).
 */
export interface BlobStore {
  /** Stores a stream or a buffer under a fresh key; with `maxBytes`, a longer stream is refused (BlobTooLargeError). */
  put(data: Readable | Uint8Array, opts?: { maxBytes?: number }): Promise<StoredBlob>;
  /** Like `put`, under a key another store made (moving blobs between stores keeps their keys); the key must be free. */
  putWithKey(key: string, data: Readable | Uint8Array, opts?: { maxBytes?: number }): Promise<StoredBlob>;
  /** The bytes of a key (or of one range of it), or null when the key is unknown. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes a key; an unknown key is not an error. */
  delete(key: string): Promise<void>;
  /** Removes what writes cut off by a dead process left behind, untouched for `olderThanMs`; returns how many. */
  sweep(olderThanMs?: number): Promise<number>;
}

/** A write untouched this long belongs to a process that died (a live upload touches it with every chunk). */
export const STALE_WRITE_MS = 3_600_000;
