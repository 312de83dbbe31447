import { LABEL_CATEGORIES } from '@contract/common/common';
import { labelNameByDomain } from '@contract/common/custom-fields';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { wikiDetail, wikiRelated } from '@contract/wiki/wiki';
import { queryOptions } from '@tanstack/react-query';
import { itemKey } from '@/shared/knowledge/scope';
import { endpointQuery } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';
import { WIKI_SCOPE } from './wiki-scope';

/** Query factories of the entry detail pages; keys go general → specific under 'wiki'. */
export const detailQueries = {
  /** Every query about one entry: what its mutations invalidate. */
  entry: (id: number) => itemKey(WIKI_SCOPE, id),
  /** The entry as the caller may read it: the published version unless `version` is asked for. */
  detail: ({ id, version }: { id: number; version?: number }) =>
    queryOptions({
      queryKey: [...itemKey(WIKI_SCOPE, id), { version: version ?? null }] as const,
      queryFn: ({ signal }) => api(wikiDetail, version === undefined ? {} : { version }, { params: { id }, signal }),
      // A refusal (404/403) is final; retrying only delays the not-found state.
      retry: false,
    }),
  /** The few entries most related to this one (at most ten, strongest first). */
  related: (id: number) =>
    queryOptions({
      queryKey: [...itemKey(WIKI_SCOPE, id), 'related'] as const,
      queryFn: ({ signal }) => api(wikiRelated, {}, { params: { id }, signal }),
    }),
  /** Names of the wiki's label categories by root id, to group an entry's labels. */
  categories: () =>
    queryOptions({
      ...endpointQuery('wiki', labelNameByDomain, [...LABEL_CATEGORIES], {
        params: { domainId: DOMAIN_IDS.wiki },
        map: (groups) => groups.map((g) => ({ rootParentId: g.rootParentId, name: g.name })),
      }),
      staleTime: 10 * 60_000,
    }),
};
