import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IMAGE_MAX_BYTES } from '../../../contract/knowledge';
import { fail } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import type { AppEnv } from '../../http/route';

const FORM_OVERHEAD_BYTES = 64 * 1024;

export const tooLargeMessage = (maxBytes: number) => `视频过大，单个文件不能超过 ${Math.round(maxBytes / 1024 / 1024)} MB`;

/**
 * The configured upload limit (AIKN_UPLOAD_MAX_MB, as for documents) plus
 * room for the poster frame, applied before the contract's fixed ceiling: a
 * declared Content-Length over it is refused before the body is read, and a
 * chunked body is counted while it streams and cut off there.
 */
export const videoUploadLimit = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const maxBytes = c.var.deps.config.uploadMaxBytes;
  const limit = bodyLimit({
    maxSize: maxBytes + IMAGE_MAX_BYTES + FORM_OVERHEAD_BYTES,
    onError: (ctx) => ctx.json(fail(new ApiError(413, tooLargeMessage(maxBytes))), 413),
  });
  return limit(c, next);
};
