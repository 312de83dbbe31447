import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fail } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import type { AppEnv } from '../../http/route';

const FORM_OVERHEAD_BYTES = 64 * 1024;

export const tooLargeMessage = (maxBytes: number) => `文件过大，单个文件不能超过 ${Math.round(maxBytes / 1024 / 1024)} MB`;

/**
 * The configured upload limit (AIKN_UPLOAD_MAX_MB), applied before the
 * contract's fixed ceiling: a declared Content-Length over the limit is
 * refused before any of the body is read, and a body without one (chunked)
 * is counted while it streams and cut off at the limit.
 */
export const uploadLimit = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const maxBytes = c.var.deps.config.uploadMaxBytes;
  const limit = bodyLimit({
    // Slack for the multipart boundaries and text fields; the file itself is checked against maxBytes.
    maxSize: maxBytes + FORM_OVERHEAD_BYTES,
    onError: (ctx) => ctx.json(fail(new ApiError(413, tooLargeMessage(maxBytes))), 413),
  });
  return limit(c, next);
};
