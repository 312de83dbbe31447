import type { MiddlewareHandler } from 'hono';
import { fail } from '../http/envelope';
import { ApiError } from '../http/errors';
import type { AppEnv } from '../http/route';

const FORM_OVERHEAD_BYTES = 64 * 1024;

export const tooLargeMessage = (maxBytes: number, noun = '文件') =>
  `${noun}过大，单个文件不能超过 ${Math.round(maxBytes / 1024 / 1024)} MB`;

/** Passes a body through while counting it, failing the stream with 413 once it passes `maxBytes`. */
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
 * The configured upload limit of documents and videos (AIKN_UPLOAD_MAX_MB), applied before the
 * contract's fixed ceiling: a declared Content-Length over the limit is
 * refused before any of the body is read; a body without one (chunked) is
 * counted while it streams and cut off at the limit. The body is never
 * buffered here: the upload handlers stream the file part into the blob
 * store and check the file's own size there.
 */
export const uploadLimit =
  ({ extraBytes = 0, noun = '文件' }: { extraBytes?: number; noun?: string } = {}): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const maxBytes = c.var.deps.config.uploadMaxBytes;
    // Slack for the multipart boundaries, text fields and other parts (a poster); the file itself is checked against maxBytes.
    const maxBody = maxBytes + extraBytes + FORM_OVERHEAD_BYTES;
    const refusal = () => new ApiError(413, tooLargeMessage(maxBytes, noun));
    const raw = c.req.raw;
    if (!raw.body) return next();
    const declared = raw.headers.get('content-length');
    if (declared !== null && !raw.headers.has('transfer-encoding')) {
      return Number(declared) > maxBody ? c.json(fail(refusal()), 413) : next();
    }
    // Copied entry by entry: a Headers class of another realm (jsdom in SPA tests) copies a foreign Headers object as empty.
    const headers = new Headers([...raw.headers]);
    headers.delete('transfer-encoding');
    // The contract's generic body limit buffers a body without a length; our bound (enforced by the
    // counting stream) lets it stream instead.
    headers.set('content-length', String(maxBody));
    c.req.raw = new Request(raw.url, {
      method: raw.method,
      signal: raw.signal,
      body: raw.body.pipeThrough(countingStream(maxBody, refusal)),
      headers,
      duplex: 'half',
    } as RequestInit);
    return next();
  };
