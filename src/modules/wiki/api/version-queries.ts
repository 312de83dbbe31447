import { wikiList, wikiRollback, wikiVersions } from '@contract/wiki';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';

/** Entries offered when picking what to compare. */
const PICK_PAGE_SIZE = 20;

/** Version history, rollback and the entry picker of the compare view. */
export const versionQueries = {
  /** Every version the caller may see, newest first. */
  list: (id: number) =>
    queryOptions({
      queryKey: ['wiki', 'versions', id] as const,
      queryFn: ({ signal }) => api(wikiVersions, {}, { params: { id }, signal }),
      retry: false,
    }),
  /** Entries whose title matches, for the compare picker (most recently updated first). */
  pick: (keyword: string) =>
    queryOptions({
      queryKey: ['wiki', 'compare', 'pick', keyword] as const,
      queryFn: ({ signal }) =>
        api(wikiList, { keyword: keyword || undefined, sort: 'updated', page: 1, size: PICK_PAGE_SIZE }, { signal }),
      staleTime: 60_000,
      placeholderData: keepPreviousData,
    }),
};

export const versionMutations = {
  /** Rolls back to an earlier published version (a new version; published at once for approvers). */
  rollback: () =>
    mutationOptions({
      mutationKey: ['wiki', 'rollback'],
      mutationFn: (input: { id: number; version: number }) => api(wikiRollback, input),
      meta: { invalidates: [['wiki'], ['home']] },
    }),
};
