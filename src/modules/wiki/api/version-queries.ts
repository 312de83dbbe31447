import { wikiList } from '@contract/wiki/wiki';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { versionQueries as sharedVersionQueries } from '@/shared/knowledge/api/version-queries';
import { endpointQuery } from '@/shared/lib/endpoint-query';
import { WIKI_SCOPE } from './wiki-scope';

/** Entries offered when picking what to compare. */
const PICK_PAGE_SIZE = 20;

/** Version history and the entry picker of the compare view. */
export const versionQueries = {
  /** Every version the caller may see, newest first (the shared history's query). */
  list: (id: number) => sharedVersionQueries.list(WIKI_SCOPE, id),
  /** Entries whose title matches, for the compare picker (most recently updated first). */
  pick: (keyword: string) =>
    queryOptions({
      ...endpointQuery('wiki', wikiList, { keyword: keyword || undefined, sort: 'updated', page: 1, size: PICK_PAGE_SIZE }),
      staleTime: 60_000,
      placeholderData: keepPreviousData,
    }),
};
