import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { fail } from './envelope';
import { ApiError } from './errors';

/** Passes a body through while counting it, failing the stream once it passes `maxBytes`. */
function countingStream(maxBytes: number, refusal: () => Error): TransformStream<Uint8Array, Uint8Array> {
  let seen = 0;
  return new TransformStream({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > maxBytes) controller.error(refusal());
      else controller.enqueue(chunk);
    },
  });
}

/**
 * A body limit that never buffers (hono's bodyLimit buffers a body sent
 * without a length): a declared Content-Length over the limit is refused
 * before any of the body is read; a chunked body is counted while it streams
 * and fails with the refusal once it passes the limit. The reader (the
 * multipart parser) sees that failure as the stream's error.
 */
export const streamedBodyLimit =
  (limitOf: (c: Context<AppEnv>) => { maxBytes: number; message: string }): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const { maxBytes, message } = limitOf(c);
    const refusal = () => new ApiError(413, message);
    const declared = raw.headers.get('content-length');
    if (declared !== null && !raw.headers.has('transfer-encoding')) {
      return Number(declared) > maxBytes ? c.json(fail(refusal()), 413) : next();
    }
    // Copied entry by entry: a Headers class of another realm (jsdom in SPA tests) copies a foreign Headers object as empty.
    const headers = new Headers([...raw.headers]);
    headers.delete('transfer-encoding');
    // A later limit sees the bound this one enforces (the counting stream) instead of reading the body to learn its size.
    headers.set('content-length', String(maxBytes));
    c.req.raw = new Request(raw.url, {
      method: raw.method,
      signal: raw.signal,
      body: raw.body.pipeThrough(countingStream(maxBytes, refusal)),
      headers,
      duplex: 'half',
    } as RequestInit);
    return next();
  };
