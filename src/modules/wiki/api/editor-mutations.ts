import type { InputOf } from '@contract/platform/endpoint';
import { fileUploadImage } from '@contract/platform/files';
import { wikiSave, wikiSubmit, wikiWithdraw } from '@contract/wiki/wiki';
import { mutationOptions } from '@tanstack/react-query';
import { versionQueries } from '@/shared/knowledge/api/version-queries';
import { itemsKey } from '@/shared/knowledge/scope';
import { moduleKeys } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';
import { uploadMutation } from '@/shared/lib/upload-mutation';
import { wikiListQueries } from './list-queries';
import { WIKI_SCOPE } from './wiki-scope';

/** Wiki lists, details, versions, the approval queue and the portal home's drafts all show what these change. */
export const WIKI_QUERIES = [moduleKeys('wiki').all, moduleKeys('home').all];

/**
 * What a draft save changes: lists, details, versions and the portal home.
 * Narrower than {@link WIKI_QUERIES} because autosave runs every few seconds:
 * the open editor's own queries must not refetch each time (labels, groups and
 * fields are reference data, outside `['wiki']` altogether).
 */
const SAVE_QUERIES = [
  wikiListQueries.lists,
  itemsKey(WIKI_SCOPE),
  versionQueries.lists(WIKI_SCOPE),
  wikiListQueries.homes,
  moduleKeys('home').all,
];

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
      meta: { invalidates: SAVE_QUERIES, silentError: true },
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
    uploadMutation(fileUploadImage, {
      mutationKey: ['wiki', 'uploadImage'],
      form: (file: File) => ({ file }),
      invalidates: [],
      meta: { silentError: false },
    }),
};
