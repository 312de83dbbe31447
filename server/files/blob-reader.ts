import { buffer } from 'node:stream/consumers';
import type { BlobStore } from './blob-store';

/** Reads bytes `start`…`end` (inclusive) of a file; a blob store or a buffer stands behind it. */
export type RangeReader = (start: number, end: number) => Promise<Buffer>;

/** Reads ranges of a stored blob, e.g. the head of an upload or a ZIP's directory, without loading it whole. */
export function blobReader(store: BlobStore, key: string): RangeReader {
  return async (start, end) => {
    if (end < start) return Buffer.alloc(0);
    const stream = await store.get(key, { start, end });
    if (!stream) throw new Error(`blob ${key} is missing`);
    return buffer(stream);
  };
}

/** The whole blob in memory, for parsers that need it so (extraction, previews). */
export async function readBlob(store: BlobStore, key: string): Promise<Buffer> {
  const stream = await store.get(key);
  if (!stream) throw new Error(`blob ${key} is missing`);
  return buffer(stream);
}

/** A RangeReader over bytes in memory. */
export const bytesReader =
  (bytes: Uint8Array): RangeReader =>
  async (start, end) =>
    Buffer.from(bytes.buffer, bytes.byteOffset + start, Math.max(0, Math.min(end, bytes.length - 1) - start + 1));
