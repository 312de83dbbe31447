import type { DomainRow } from '@contract/domains';
import { recycleList } from '@contract/recycle';
import { DEFAULT_PAGE_SIZE } from '@contract/schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';

export interface RecycleRequest {
  keyword?: string;
  page: number;
}

/** One domain's recycle bin: items the caller deleted or wrote (every item for admins); keys start with 'recycle'. */
export const recycleQueries = {
  all: ['recycle'] as const,
  list: (domain: Pick<DomainRow, 'id' | 'key'>, { keyword, page }: RecycleRequest) =>
    queryOptions({
      queryKey: ['recycle', domain.key, { keyword: keyword ?? '', page }] as const,
      queryFn: ({ signal }) => api(recycleList, { domainId: domain.id, keyword, page, size: DEFAULT_PAGE_SIZE }, { signal }),
      placeholderData: keepPreviousData,
      // Items arrive here from every domain's delete buttons, none of which knows this
      // module: the bin is read afresh whenever its screen mounts.
      staleTime: 0,
    }),
};
