import type { Context } from 'hono';
import type { Deps } from '../deps';
import { ApiError, badRequest } from '../http/errors';
import { BlobTooLargeError } from './blob-store';
import { blobStoreFor } from './blob-store-factory';
import { receiveMultipart } from './multipart-stream';
import { tooLargeMessage } from './upload-limit';

/**
 * Streams an upload's `file` part into the blob store (never whole in
 * memory) and returns it with the form's text fields. Over the configured
 * size (AIKN_UPLOAD_MAX_MB) it is refused with 413 and nothing is kept.
 * Documents, their new versions and notice attachments arrive this way.
 */
export async function receiveUpload(deps: Deps, c: Context) {
  const max = deps.config.uploadMaxBytes;
  let form: Awaited<ReturnType<typeof receiveMultipart>>;
  try {
    form = await receiveMultipart(c.req.raw, blobStoreFor(deps), { files: { file: { maxBytes: max } } });
  } catch (err) {
    if (err instanceof BlobTooLargeError) throw new ApiError(413, tooLargeMessage(max));
    throw err;
  }
  const file = form.files.file;
  if (!file) throw badRequest('文件：请选择要上传的文件');
  return { fields: form.fields, file };
}
