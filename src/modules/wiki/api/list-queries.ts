import type { InputOf } from '@contract/platform/endpoint';
import { wikiHome, wikiList } from '@contract/wiki/wiki';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery, moduleKeys } from '@/shared/lib/endpoint-query';

export type WikiListRequest = InputOf<typeof wikiList>;

/**
 * Query factories of the entry lists and the wiki home. Keys go general →
 * specific under 'wiki', so `lists` is every list page. What the
 * filters offer (labels, groups, authors) is reference data (`referenceQueries`).
 */
export const wikiListQueries = {
  lists: moduleKeys('wiki').of(wikiList),
  /** One page of entries; the previous page stays on screen while the next loads. */
  list: (request: WikiListRequest) =>
    queryOptions({
      ...endpointQuery('wiki', wikiList, request),
      placeholderData: keepPreviousData,
    }),
  homes: moduleKeys('wiki').of(wikiHome),
  home: () => endpointQuery('wiki', wikiHome, {}),
};
