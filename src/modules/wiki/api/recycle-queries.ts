import { DOMAIN_IDS } from '@contract/knowledge';
import { recycleList, recyclePurge, recycleRestore } from '@contract/recycle';
import { DEFAULT_PAGE_SIZE } from '@contract/schemas';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';

export interface RecycleRequest {
  keyword?: string;
  page: number;
}

/** The wiki's recycle bin: entries the caller deleted or wrote (every entry for admins). */
export const recycleQueries = {
  all: ['wiki', 'recycle'] as const,
  list: ({ keyword, page }: RecycleRequest) =>
    queryOptions({
      queryKey: ['wiki', 'recycle', { keyword: keyword ?? '', page }] as const,
      queryFn: ({ signal }) =>
        api(recycleList, { domainId: DOMAIN_IDS.wiki, keyword, page, size: DEFAULT_PAGE_SIZE }, { signal }),
      placeholderData: keepPreviousData,
    }),
};

/**
 * A restored entry reappears in every wiki list, the wiki home and the
 * portal home's knowledge blocks; a purged one only leaves the bin.
 */
export const recycleMutations = {
  restore: () =>
    mutationOptions({
      mutationKey: ['wiki', 'recycle', 'restore'],
      mutationFn: (id: number) => api(recycleRestore, {}, { params: { id } }),
      meta: { invalidates: [['wiki'], ['home']], successMessage: '已恢复' },
    }),
  purge: () =>
    mutationOptions({
      mutationKey: ['wiki', 'recycle', 'purge'],
      mutationFn: (id: number) => api(recyclePurge, {}, { params: { id } }),
      meta: { invalidates: [recycleQueries.all], successMessage: '已彻底删除' },
    }),
};
