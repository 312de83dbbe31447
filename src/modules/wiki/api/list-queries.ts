import type { InputOf } from '@contract/endpoint';
import { userSearch } from '@contract/interaction';
import { wikiHome, wikiList } from '@contract/wiki';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { referenceQueries } from '@/shared/knowledge/api/reference-queries';
import { api } from '@/shared/lib/http';
import { WIKI_SCOPE } from './wiki-scope';

export type WikiListRequest = InputOf<typeof wikiList>;

/**
 * Query factories of the entry lists, the wiki home and the data their
 * filters offer (labels, groups, authors). Keys go general → specific under
 * 'wiki', so `['wiki', 'list']` is every list page.
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
  /** The six label categories of wiki entries with their labels. */
  labels: () => referenceQueries.labels(WIKI_SCOPE),
  /** The whole group tree (rows joined by parentId). */
  groups: () => referenceQueries.groups(WIKI_SCOPE),
  /** Colleagues matching a name, for the author filter. */
  authors: (keyword: string) =>
    queryOptions({
      queryKey: ['wiki', 'authors', { keyword }] as const,
      queryFn: ({ signal }) => api(userSearch, { keyword }, { signal }),
      staleTime: 60_000,
      placeholderData: keepPreviousData,
    }),
  /** One colleague by id: names the author of a filter that came in by URL. */
  author: (id: number) =>
    queryOptions({
      queryKey: ['wiki', 'authors', { id }] as const,
      queryFn: async ({ signal }) => (await api(userSearch, { keyword: '', ids: [id] }, { signal }))[0] ?? null,
      staleTime: 5 * 60_000,
    }),
};
