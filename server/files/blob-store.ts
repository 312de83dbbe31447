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

/**
 * Where uploaded bytes live. The local disk implements it now; an
 * S3-compatible store can implement the same calls (multipart upload with a
 * hashing pass-through, GetObject with a Range header, HeadObject,
 * DeleteObject) when the API runs on several machines.
 */
export interface BlobStore {
  /** Stores a stream or a buffer under a fresh key; with `maxBytes`, a longer stream is refused (BlobTooLargeError). */
  put(data: Readable | Uint8Array, opts?: { maxBytes?: number }): Promise<StoredBlob>;
  /** The bytes of a key (or of one range of it), or null when the key is unknown. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes a key; an unknown key is not an error. */
  delete(key: string): Promise<void>;
}
