import type { InputOf } from '@contract/platform/endpoint';
import {
  type SearchFilters,
  searchClick,
  searchFeedback,
  searchKeywordGroup,
  searchSmart,
  searchSuggest,
} from '@contract/search/search';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { moduleQueries } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';

const search = moduleQueries('search');

export type SearchRequest = InputOf<typeof searchSmart>;

/**
 * Query factories of the search module; keys start with 'search'. Every
 * `smart` request is one row of the server's search log, so a result stays
 * fresh for a while rather than being searched again on every mount.
 */
export const searchQueries = {
  all: search.all,
  /** Every page of every search (tests read the last answer's search id from it). */
  smarts: search.of(searchSmart),
  /** One page of results with facets; the previous page stays on screen while the next loads. */
  smart: (request: SearchRequest) =>
    queryOptions({
      ...search.query(searchSmart, request),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  /**
   * Suggestions for what is typed. Changing the keyword moves the box to a new
   * query; TanStack Query then aborts the unobserved one through `signal`, so
   * a slow answer to an older keyword is never shown.
   */
  suggest: (keyword: string) =>
    queryOptions({
      ...search.query(searchSuggest, { keyword }),
      placeholderData: keepPreviousData,
      // The empty box lists one's recent searches, which every search changes.
      staleTime: keyword ? 30_000 : 0,
    }),
  /**
   * Each word of the keyword counted alone under the same filters, and the
   * count per domain: what widens a search that found nothing.
   */
  keywordGroup: (filters: SearchFilters) =>
    queryOptions({
      ...search.query(searchKeywordGroup, filters),
      staleTime: 60_000,
    }),
};

export const searchMutations = {
  /** Reports which result was opened; never toasts (the user is already on the way). */
  click: () =>
    mutationOptions({
      mutationKey: ['search', 'click'],
      mutationFn: (input: InputOf<typeof searchClick>) => api(searchClick, input),
      meta: { silentError: true },
    }),
  feedback: () =>
    mutationOptions({
      mutationKey: ['search', 'feedback'],
      mutationFn: (input: InputOf<typeof searchFeedback>) => api(searchFeedback, input),
    }),
};
