import type { Context } from 'hono';
import type { Deps } from '../../deps';
import { ApiError, badRequest } from '../../http/errors';
import { readBlob } from '../blob-reader';
import { BlobTooLargeError } from '../blob-store';
import { blobStoreFor } from '../blob-store-factory';
import { receiveMultipart } from '../multipart-stream';

/**
 * An import form's file (field `file`) and text fields: the file streamed to
 * the blob store under the cap (413 past it), read back, and not kept.
 */
export async function receiveImportFile(
  deps: Deps,
  c: Context,
  maxBytes: number,
): Promise<{ bytes: Uint8Array; fields: Record<string, string> }> {
  const store = blobStoreFor(deps);
  let form: Awaited<ReturnType<typeof receiveMultipart>>;
  try {
    form = await receiveMultipart(c.req.raw, store, { files: { file: { maxBytes } } });
  } catch (err) {
    if (err instanceof BlobTooLargeError) {
      throw new ApiError(413, `文件过大，导入文件不能超过 ${maxBytes / 1024 / 1024} MB`);
    }
    throw err;
  }
  const upload = form.files.file;
  if (!upload) throw badRequest('文件：请选择要导入的文件');
  try {
    return { bytes: await readBlob(store, upload.blob.key), fields: form.fields };
  } finally {
    await store.delete(upload.blob.key);
  }
}
