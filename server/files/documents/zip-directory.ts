import zlib from 'node:zlib';
import type { RangeReader } from '../blob-reader';

/** One entry of a ZIP's central directory, as the archive declares it (not yet trusted). */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflate; anything else is not read. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

/** A central directory larger than this, or with more entries, is not read (a forged archive). */
const MAX_DIRECTORY_BYTES = 64 * 1024 * 1024;
const MAX_ENTRIES = 200_000;
const EOCD_MIN = 22;
const EOCD_SEARCH = EOCD_MIN + 0xffff;

const u64 = (b: Buffer, at: number) => Number(b.readBigUInt64LE(at));

/** Offset and size of the central directory, from the (ZIP64) end-of-directory record, or null. */
async function locateDirectory(read: RangeReader, size: number): Promise<{ offset: number; bytes: number } | null> {
  if (size < EOCD_MIN) return null;
  const tailStart = Math.max(0, size - EOCD_SEARCH);
  const tail = await read(tailStart, size - 1);
  let at = -1;
  for (let i = tail.length - EOCD_MIN; i >= 0; i--) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      at = i;
      break;
    }
  }
  if (at < 0) return null;
  let offset = tail.readUInt32LE(at + 16);
  let bytes = tail.readUInt32LE(at + 12);
  if (offset === 0xffffffff || bytes === 0xffffffff) {
    // ZIP64: the locator sits just before the classic record and points at the ZIP64 record.
    if (at < 20 || tail.readUInt32LE(at - 20) !== 0x07064b50) return null;
    const recordAt = u64(tail, at - 20 + 8);
    if (recordAt + 56 > size) return null;
    const record = await read(recordAt, recordAt + 55);
    if (record.readUInt32LE(0) !== 0x06064b50) return null;
    bytes = u64(record, 40);
    offset = u64(record, 48);
  }
  if (bytes > MAX_DIRECTORY_BYTES || offset + bytes > size) return null;
  return { offset, bytes };
}

/** The 32-bit fields a ZIP64 extra field (id 1) replaces, in the order it stores them. */
function applyZip64(extra: Buffer, e: ZipEntry): void {
  for (let i = 0; i + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(i);
    const len = extra.readUInt16LE(i + 2);
    if (id === 0x0001) {
      let p = i + 4;
      const take = () => {
        const v = p + 8 <= i + 4 + len ? u64(extra, p) : null;
        p += 8;
        return v;
      };
      if (e.uncompressedSize === 0xffffffff) e.uncompressedSize = take() ?? e.uncompressedSize;
      if (e.compressedSize === 0xffffffff) e.compressedSize = take() ?? e.compressedSize;
      if (e.localOffset === 0xffffffff) e.localOffset = take() ?? e.localOffset;
      return;
    }
    i += 4 + len;
  }
}

/**
 * The entries a ZIP archive declares in its central directory, read with a
 * few range reads (the end of the file, then the directory) instead of the
 * whole file. Null when the bytes are no readable ZIP.
 */
export async function readZipDirectory(read: RangeReader, size: number): Promise<ZipEntry[] | null> {
  const dir = await locateDirectory(read, size).catch(() => null);
  if (!dir || dir.bytes === 0) return dir ? [] : null;
  const b = await read(dir.offset, dir.offset + dir.bytes - 1);
  const entries: ZipEntry[] = [];
  for (let i = 0; i + 46 <= b.length; ) {
    if (b.readUInt32LE(i) !== 0x02014b50) return entries.length > 0 ? entries : null;
    if (entries.length >= MAX_ENTRIES) return null;
    const nameLen = b.readUInt16LE(i + 28);
    const extraLen = b.readUInt16LE(i + 30);
    const commentLen = b.readUInt16LE(i + 32);
    const e: ZipEntry = {
      name: b.toString('utf8', i + 46, i + 46 + nameLen),
      method: b.readUInt16LE(i + 10),
      compressedSize: b.readUInt32LE(i + 20),
      uncompressedSize: b.readUInt32LE(i + 24),
      localOffset: b.readUInt32LE(i + 42),
    };
    applyZip64(b.subarray(i + 46 + nameLen, i + 46 + nameLen + extraLen), e);
    entries.push(e);
    i += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/** Thrown when an entry cannot be read: unknown method, damaged data, or more bytes than allowed. */
export class ZipEntryError extends Error {}

/** The bytes of one (small) entry, inflated with a hard cap on the output. */
export async function readZipEntry(read: RangeReader, size: number, e: ZipEntry, maxBytes: number): Promise<Buffer> {
  if (e.uncompressedSize > maxBytes) throw new ZipEntryError(`entry ${e.name} larger than ${maxBytes} bytes`);
  if (e.localOffset + 30 > size) throw new ZipEntryError('local header past the end');
  const head = await read(e.localOffset, e.localOffset + 29);
  if (head.readUInt32LE(0) !== 0x04034b50) throw new ZipEntryError('no local header');
  const start = e.localOffset + 30 + head.readUInt16LE(26) + head.readUInt16LE(28);
  if (e.compressedSize === 0) return Buffer.alloc(0);
  if (start + e.compressedSize > size) throw new ZipEntryError('entry data past the end');
  const data = await read(start, start + e.compressedSize - 1);
  if (e.method === 0) return data.subarray(0, maxBytes);
  if (e.method !== 8) throw new ZipEntryError(`compression method ${e.method}`);
  try {
    return zlib.inflateRawSync(data, { maxOutputLength: maxBytes });
  } catch (err) {
    throw new ZipEntryError(err instanceof Error ? err.message : String(err));
  }
}
