import type { InputOf } from '@contract/endpoint';
import { fileUploadImage } from '@contract/files';
import { wikiSave, wikiSubmit, wikiWithdraw } from '@contract/wiki';
import { mutationOptions } from '@tanstack/react-query';
import { api, apiForm } from '@/shared/lib/http';

/** Lists, details, versions and the approval queue all show what these change. */
const WIKI_QUERIES = [['wiki']];

export type SaveInput = InputOf<typeof wikiSave>;

/** Mutations of the entry editor. */
export const editorMutations = {
  /**
   * Saves the draft. The editor reports the outcome itself (autosave status,
   * the conflict dialog), so no toast.
   */
  save: () =>
    mutationOptions({
      mutationKey: ['wiki', 'save'],
      mutationFn: (input: SaveInput) => api(wikiSave, input),
      meta: { invalidates: WIKI_QUERIES, silentError: true },
    }),
  submit: () =>
    mutationOptions({
      mutationKey: ['wiki', 'submit'],
      mutationFn: (id: number) => api(wikiSubmit, {}, { params: { id } }),
      meta: { invalidates: WIKI_QUERIES, successMessage: '已提交审核' },
    }),
  withdraw: () =>
    mutationOptions({
      mutationKey: ['wiki', 'withdraw'],
      mutationFn: (id: number) => api(wikiWithdraw, {}, { params: { id } }),
      meta: { invalidates: WIKI_QUERIES, successMessage: '已撤回，可以继续编辑' },
    }),
  /** Uploads one image (body picture or cover); a refusal shows the server's reason. */
  uploadImage: () =>
    mutationOptions({
      mutationKey: ['wiki', 'uploadImage'],
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append('file', file);
        return apiForm(fileUploadImage, form);
      },
      meta: { invalidates: [] },
    }),
};
