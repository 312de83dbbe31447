import { libraryDetail, libraryMeta, librarySave } from '@contract/library/library';
import { librarySubmit, libraryWithdraw } from '@contract/library/library-versions';
import type { InputOf, OutputOf } from '@contract/platform/endpoint';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { endpointQuery, moduleKeys } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';

export type DocumentDetail = OutputOf<typeof libraryDetail>;
export type DocumentSaveInput = InputOf<typeof librarySave>;
export type DocumentFactsInput = InputOf<typeof libraryMeta>;

/** Lists, details, the library home and the portal home all show what these change. */
const LIBRARY_QUERIES = [moduleKeys('library').all, moduleKeys('home').all];

/** The information form of an uploaded document. */
export const documentEditQueries = {
  /**
   * The newest version the caller may edit (the upload's draft, or a pending
   * or rejected version). Never cached: a save must name the server's newest state.
   */
  source: (id: number) =>
    queryOptions({
      ...endpointQuery(
        'library',
        libraryDetail,
        {},
        {
          params: { id },
          view: 'editable',
          map: (shown, { signal }) =>
            !shown.working || shown.working.version === shown.version
              ? shown
              : api(libraryDetail, { version: shown.working.version }, { params: { id }, signal }),
        },
      ),
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
};

/** The form reports refusals itself (next to the fields), so no failure toasts. */
export const documentEditMutations = {
  save: () =>
    mutationOptions({
      mutationKey: ['library', 'upload', 'save'],
      mutationFn: (input: DocumentSaveInput) => api(librarySave, input),
      meta: { invalidates: LIBRARY_QUERIES, silentError: true },
    }),
  facts: () =>
    mutationOptions({
      mutationKey: ['library', 'upload', 'facts'],
      mutationFn: (input: DocumentFactsInput) => api(libraryMeta, input),
      meta: { invalidates: LIBRARY_QUERIES, silentError: true },
    }),
  submit: () =>
    mutationOptions({
      mutationKey: ['library', 'upload', 'submit'],
      mutationFn: (id: number) => api(librarySubmit, {}, { params: { id } }),
      meta: { invalidates: LIBRARY_QUERIES, silentError: true, successMessage: '已提交审核' },
    }),
  withdraw: () =>
    mutationOptions({
      mutationKey: ['library', 'upload', 'withdraw'],
      mutationFn: (id: number) => api(libraryWithdraw, {}, { params: { id } }),
      meta: { invalidates: LIBRARY_QUERIES, successMessage: '已撤回，可以继续修改' },
    }),
};
