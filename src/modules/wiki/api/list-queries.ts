import type { InputOf } from '@contract/endpoint';
import { wikiHome, wikiList } from '@contract/wiki';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';

export type WikiListRequest = InputOf<typeof wikiList>;

/**
 * Query factories of the entry lists and the wiki home. Keys go general →
 * specific under 'wiki', so `['wiki', 'list']` is every list page. What the
 * filters offer (labels, groups, authors) is reference data (`referenceQueries`).
 */
export const wikiListQueries = {
  lists: ['wiki', 'list'] as const,
  /** One page of entries; the previous page stays on screen while the next loads. */
  list: (request: WikiListRequest) =>
    queryOptions({
      queryKey: ['wiki', 'list', request] as const,
      queryFn: ({ signal }) => api(wikiList, request, { signal }),
      placeholderData: keepPreviousData,
    }),
  home: () =>
    queryOptions({
      queryKey: ['wiki', 'home'] as const,
      queryFn: ({ signal }) => api(wikiHome, {}, { signal }),
    }),
};
