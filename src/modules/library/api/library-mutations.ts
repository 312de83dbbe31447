import { libraryUploadVersion } from '@contract/library-versions';
import { mutationOptions } from '@tanstack/react-query';
import { apiUpload, type UploadProgress } from '@/shared/lib/http';

export interface UploadVersionInput {
  file: File;
  onProgress?: (p: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Mutations of the document detail page that the shared knowledge UI does not cover. */
export const libraryMutations = {
  /**
   * Uploads a new file for a document: a new draft version of a published
   * document, or a replacement of an unpublished draft's file.
   */
  uploadVersion: (id: number) =>
    mutationOptions({
      mutationKey: ['library', 'uploadVersion', id],
      mutationFn: ({ file, onProgress, signal }: UploadVersionInput) => {
        const form = new FormData();
        form.append('file', file);
        return apiUpload(libraryUploadVersion, form, { params: { id }, onProgress, signal });
      },
      meta: { invalidates: [['library'], ['home']], silentError: true },
    }),
};
