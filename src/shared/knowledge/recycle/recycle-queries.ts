import { recycleList, recyclePurge, recycleRestore } from '@contract/recycle';
import { DEFAULT_PAGE_SIZE } from '@contract/schemas';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';
import type { KnowledgeScope } from '../scope';

export interface RecycleRequest {
  keyword?: string;
  page: number;
}

type RecycleScope = Pick<KnowledgeScope, 'root' | 'domainId'>;

/** One domain's recycle bin: items the caller deleted or wrote (every item for admins). */
export const recycleQueries = {
  all: (scope: RecycleScope) => [scope.root, 'recycle'] as const,
  list: (scope: RecycleScope, { keyword, page }: RecycleRequest) =>
    queryOptions({
      queryKey: [scope.root, 'recycle', { keyword: keyword ?? '', page }] as const,
      queryFn: ({ signal }) => api(recycleList, { domainId: scope.domainId, keyword, page, size: DEFAULT_PAGE_SIZE }, { signal }),
      placeholderData: keepPreviousData,
    }),
};

/**
 * A restored item reappears in every list of its domain and in the portal
 * home's blocks; a purged one only leaves the bin.
 */
export const recycleMutations = {
  restore: (scope: RecycleScope) =>
    mutationOptions({
      mutationKey: [scope.root, 'recycle', 'restore'],
      mutationFn: (id: number) => api(recycleRestore, {}, { params: { id } }),
      meta: { invalidates: [[scope.root], ['home']], successMessage: '已恢复' },
    }),
  purge: (scope: RecycleScope) =>
    mutationOptions({
      mutationKey: [scope.root, 'recycle', 'purge'],
      mutationFn: (id: number) => api(recyclePurge, {}, { params: { id } }),
      meta: { invalidates: [recycleQueries.all(scope)], successMessage: '已彻底删除' },
    }),
};
