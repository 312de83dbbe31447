import { libraryUpload } from '@contract/library';
import { apiUpload, type UploadProgress } from '@/shared/lib/http';
import type { BatchFields, UploadResult } from './upload-queue';

/** Sends one file; the queue gets its progress and may cancel it. */
export type Uploader = (
  file: File,
  fields: BatchFields,
  opts: { signal: AbortSignal; onProgress: (p: UploadProgress) => void },
) => Promise<UploadResult>;

/** The multipart form of `library.upload`: the file and the batch's shared fields. */
export function uploadForm(file: File, fields: BatchFields): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  if (fields.labelIds.length) form.append('labelIds', fields.labelIds.join(','));
  if (fields.groupId !== null) form.append('groupId', String(fields.groupId));
  if (fields.question) form.append('question', fields.question);
  form.append('isChronicle', fields.chronicle ? 'true' : 'false');
  if (fields.chronicle) {
    form.append('region', fields.chronicle.region);
    form.append('year', String(fields.chronicle.year));
  }
  return form;
}

/** The real uploader: XHR through the shared HTTP client, so progress and cancel work. */
export const uploadDocument: Uploader = (file, fields, { signal, onProgress }) =>
  apiUpload(libraryUpload, uploadForm(file, fields), { signal, onProgress });
