import { libraryUploadForm } from '@contract/library/library';
import type { Context } from 'hono';
import type { Deps } from '../../deps';
import { discardFile } from '../../files/documents/accept-file';
import { receiveUpload } from '../../files/receive-upload';
import { badRequest } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { describeIssues } from '../../http/validation';
import { createDocumentFromBlob } from './create-document';

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
