import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import type { ZipEntry } from '../documents/zip-directory';

/** An entry's inflated text was longer than allowed, or its data is damaged. */
export class EntryTextError extends Error {}

const SLICE = 64 * 1024;

/**
 * The text of one ZIP entry, inflated piece by piece as the caller reads: a
 * reader that stops early (a sheet past its row limit) never inflates the
 * rest. The output is capped at `maxBytes` whatever the entry declares.
 */
export async function* entryText(bytes: Uint8Array, e: ZipEntry, maxBytes: number): AsyncGenerator<string> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (e.localOffset + 30 > buf.length || buf.readUInt32LE(e.localOffset) !== 0x04034b50) {
    throw new EntryTextError(`no local header for ${e.name}`);
  }
  const start = e.localOffset + 30 + buf.readUInt16LE(e.localOffset + 26) + buf.readUInt16LE(e.localOffset + 28);
  if (start + e.compressedSize > buf.length) throw new EntryTextError(`${e.name} runs past the end`);
  const data = buf.subarray(start, start + e.compressedSize);
  const decoder = new StringDecoder('utf8');
  let produced = 0;
  const take = (chunk: Buffer) => {
    produced += chunk.length;
    if (produced > maxBytes) throw new EntryTextError(`${e.name} larger than ${maxBytes} bytes`);
    return decoder.write(chunk);
  };
  if (e.method === 0) {
    for (let at = 0; at < data.length; at += SLICE) yield take(data.subarray(at, at + SLICE));
    return;
  }
  if (e.method !== 8) throw new EntryTextError(`compression method ${e.method}`);
  const inflate = zlib.createInflateRaw();
  // The compressed bytes are in memory already; the inflater pulls them as it is read.
  (async () => {
    for (let at = 0; at < data.length; at += SLICE) {
      if (inflate.destroyed) return;
      if (!inflate.write(data.subarray(at, at + SLICE))) await new Promise((r) => inflate.once('drain', r));
    }
    inflate.end();
  })().catch(() => undefined);
  try {
    for await (const chunk of inflate) yield take(chunk as Buffer);
  } catch (err) {
    if (err instanceof EntryTextError) throw err;
    throw new EntryTextError(err instanceof Error ? err.message : String(err));
  } finally {
    inflate.destroy();
  }
  yield decoder.end();
}

/**
 * Complete elements `<tag …>…</tag>` (or `<tag …/>`) out of streamed XML
 * text, one at a time, without holding more than one element and the text
 * after it. `maxElementBytes` bounds one element (a row of a sheet).
 */
export async function* elements(text: AsyncIterable<string>, tag: string, maxElementBytes: number): AsyncGenerator<string> {
  const open = new RegExp(`<${tag}[\\s>/]`, 'g');
  const close = `</${tag}>`;
  let pending = '';
  for await (const chunk of text) {
    pending += chunk;
    // Elements are cut out by position and the rest is kept once per chunk, not once per element.
    let pos = 0;
    for (;;) {
      open.lastIndex = pos;
      const found = open.exec(pending);
      if (!found) {
        // Keep only what could still be the start of an opening tag.
        pos = Math.max(pos, pending.length - tag.length - 2);
        break;
      }
      const begin = found.index;
      const headEnd = pending.indexOf('>', begin);
      if (headEnd < 0) {
        pos = begin;
        break;
      }
      let end: number;
      if (pending[headEnd - 1] === '/') end = headEnd + 1;
      else {
        const closeAt = pending.indexOf(close, headEnd);
        if (closeAt < 0) {
          pos = begin;
          break;
        }
        end = closeAt + close.length;
      }
      yield pending.slice(begin, end);
      pos = end;
    }
    pending = pending.slice(pos);
    if (pending.length > maxElementBytes) throw new EntryTextError(`<${tag}> longer than ${maxElementBytes} bytes`);
  }
}
