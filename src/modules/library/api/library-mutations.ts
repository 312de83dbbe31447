import { libraryUploadVersion } from '@contract/library/library-versions';
import { moduleKeys } from '@/shared/lib/endpoint-query';
import { uploadMutation } from '@/shared/lib/upload-mutation';

/** Mutations of the document detail page that the shared knowledge UI does not cover. */
export const libraryMutations = {
  /**
   * Uploads a new file for a document: a new draft version of a published
   * document, or a replacement of an unpublished draft's file.
   */
  uploadVersion: (id: number) =>
    uploadMutation(libraryUploadVersion, {
      mutationKey: ['library', 'uploadVersion', id],
      params: { id },
      form: (file: File) => ({ file }),
      invalidates: [moduleKeys('library').all, moduleKeys('home').all],
    }),
};
