import type { Context } from 'hono';
import { libraryUploadForm } from '../../../contract/library';
import type { Deps } from '../../deps';
import { BlobTooLargeError } from '../../files/blob-store';
import { blobStoreFor } from '../../files/blob-store-factory';
import { discardFile } from '../../files/documents/accept-file';
import { receiveMultipart } from '../../files/multipart-stream';
import { tooLargeMessage } from '../../files/upload-limit';
import { ApiError, badRequest } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { describeIssues } from '../../http/validation';
import { createDocumentFromBlob } from './create-document';

/**
 * Streams an upload's file part into the blob store (never whole in memory)
 * and returns it with the form's text fields. Over the configured size it
 * is refused with 413 and nothing is kept.
 */
export async function receiveUpload(deps: Deps, c: Context) {
  const max = deps.config.uploadMaxBytes;
  let form: Awaited<ReturnType<typeof receiveMultipart>>;
  try {
    form = await receiveMultipart(c.req.raw, blobStoreFor(deps.config), { files: { file: { maxBytes: max } } });
  } catch (err) {
    if (err instanceof BlobTooLargeError) throw new ApiError(413, tooLargeMessage(max));
    throw err;
  }
  const file = form.files.file;
  if (!file) throw badRequest('文件：请选择要上传的文件');
  return { fields: form.fields, file };
}

/** POST /library/upload: a new draft document from the streamed file and the form's fields. */
export async function uploadDocument(deps: Deps, user: SessionUser, c: Context) {
  const { fields, file } = await receiveUpload(deps, c);
  const parsed = libraryUploadForm.safeParse(fields);
  if (!parsed.success) {
    await discardFile(deps, file.blob.key, null);
    throw badRequest(describeIssues(libraryUploadForm, parsed.error));
  }
  const f = parsed.data;
  return createDocumentFromBlob(deps, user, file, {
    labelIds: f.labelIds,
    groupId: f.groupId,
    question: f.question,
    chronicle: f.isChronicle && f.region !== null && f.year !== null ? { region: f.region, year: f.year } : null,
  });
}
