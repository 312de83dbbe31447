import { Readable } from 'node:stream';
import { fail } from '../http/envelope';
import { ApiError, notFound } from '../http/errors';
import type { BlobStore } from './blob-store';
import { parseRange } from './range';

export interface BlobAnswer {
  store: BlobStore;
  key: string;
  mime: string;
  /** Original name, sent back in Content-Disposition. */
  fileName: string;
  disposition: 'inline' | 'attachment';
  /** How long the browser may keep it (the signed URL's remaining life). */
  maxAgeSeconds: number;
  /** The request's Range header. */
  range: string | undefined;
  /** A HEAD request: headers only, so no file is opened that nobody would read. */
  head?: boolean;
}

/** `filename*` (RFC 6266 / 8187) carries any name; `filename` is an ASCII fallback for old clients. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Only images and videos may be shown by the browser itself. Any other
 * uploaded type (a PDF with an OpenAction script, HTML, SVG's cousins) is
 * always a download: the viewer renders documents, never the browser.
 */
const shownInline = (mime: string) => /^(image\/(png|jpeg|gif|webp)|video\/(mp4|webm))$/.test(mime);

/**
 * The HTTP answer with a blob's bytes: whole (200), one range (206) or a
 * refused range (416), with headers that stop browsers from guessing the type
 * and proxies from recompressing it (byte ranges must stay byte ranges).
 */
export async function blobResponse(a: BlobAnswer): Promise<Response> {
  const stat = await a.store.stat(a.key);
  if (!stat) throw notFound('文件不存在或已删除');
  const headers = new Headers({
    'Content-Type': a.mime,
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': contentDisposition(shownInline(a.mime) ? a.disposition : 'attachment', a.fileName),
    'Cache-Control': `private, max-age=${Math.max(0, Math.floor(a.maxAgeSeconds))}, no-transform`,
    'Accept-Ranges': 'bytes',
  });
  const wanted = parseRange(a.range, stat.size);
  if (wanted.kind === 'unsatisfiable') {
    headers.set('Content-Type', 'application/json; charset=UTF-8');
    headers.set('Content-Range', `bytes */${stat.size}`);
    headers.delete('Content-Disposition');
    return new Response(JSON.stringify(fail(new ApiError(416, '请求的字节范围超出文件大小'))), { status: 416, headers });
  }
  const range = wanted.kind === 'partial' ? wanted.range : undefined;
  let body: ReadableStream<Uint8Array> | null = null;
  if (!a.head) {
    const stream = await a.store.get(a.key, range);
    if (!stream) throw notFound('文件不存在或已删除');
    body = Readable.toWeb(stream) as ReadableStream<Uint8Array>;
  }
  if (range) {
    headers.set('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`);
    headers.set('Content-Length', String(range.end - range.start + 1));
    return new Response(body, { status: 206, headers });
  }
  headers.set('Content-Length', String(stat.size));
  return new Response(body, { status: 200, headers });
}

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * An image whose address names it by its content hash (an avatar, a system
 * image): cached for good (`immutable`, with the hash as ETag for
 * revalidation), 304 when the browser already has it. `public` lets shared
 * caches keep it (images shown before sign-in), `private` does not.
 */
export async function hashedBlobResponse(a: {
  store: BlobStore;
  key: string;
  mime: string;
  fileName: string;
  hash: string;
  ifNoneMatch: string | undefined;
  head: boolean;
  visibility: 'public' | 'private';
}): Promise<Response> {
  const etag = `"${a.hash}"`;
  const cache = { 'Cache-Control': `${a.visibility}, max-age=${YEAR_SECONDS}, immutable`, ETag: etag };
  if (a.ifNoneMatch?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
    return new Response(null, { status: 304, headers: cache });
  }
  const res = await blobResponse({
    store: a.store,
    key: a.key,
    mime: a.mime,
    fileName: a.fileName,
    disposition: 'inline',
    maxAgeSeconds: YEAR_SECONDS,
    range: undefined,
    head: a.head,
  });
  for (const [k, v] of Object.entries(cache)) res.headers.set(k, v);
  return res;
}
