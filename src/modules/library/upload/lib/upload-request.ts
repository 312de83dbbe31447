import { libraryUpload } from '@contract/library/library';
import { moduleKeys } from '@/shared/lib/endpoint-query';
import type { FormInput } from '@/shared/lib/form-data';
import { type UploadVariables, uploadMutation } from '@/shared/lib/upload-mutation';
import type { BatchFields, UploadResult } from './upload-queue';

/** One file of the queue with the batch's shared fields. */
export interface DocumentUpload {
  file: File;
  fields: BatchFields;
}

/** Sends one file; the queue gets its progress and may cancel it (tests inject a fake). */
export type Uploader = (vars: UploadVariables<DocumentUpload>) => Promise<UploadResult>;

/** The multipart fields of `library.upload`: the file and the batch's shared fields. */
export const documentUploadForm = ({ file, fields }: DocumentUpload): FormInput => ({
  file,
  labelIds: fields.labelIds,
  groupId: fields.groupId,
  question: fields.question,
  isChronicle: fields.chronicle !== null,
  region: fields.chronicle?.region,
  year: fields.chronicle?.year,
});

/** Each uploaded file is a new draft: the library's lists and the portal home show it. */
export const documentUpload = () =>
  uploadMutation(libraryUpload, {
    mutationKey: ['library', 'upload'],
    form: documentUploadForm,
    invalidates: [moduleKeys('library').all, moduleKeys('home').all],
  });
