import type { DomainRow } from '@contract/platform/domains';
import { DEFAULT_PAGE_SIZE } from '@contract/platform/schemas';
import { recycleList } from '@contract/recycle/recycle';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { moduleQueries } from '@/shared/lib/endpoint-query';

const recycle = moduleQueries('recycle');

export interface RecycleRequest {
  keyword?: string;
  page: number;
}

/** One domain's recycle bin: items the caller deleted or wrote (every item for admins); keys start with 'recycle'. */
export const recycleQueries = {
  all: recycle.all,
  list: (domain: Pick<DomainRow, 'id' | 'key'>, { keyword, page }: RecycleRequest) =>
    queryOptions({
      // No keyword and an empty one are the same list (the client sends neither).
      ...recycle.query(recycleList, { domainId: domain.id, keyword: keyword || undefined, page, size: DEFAULT_PAGE_SIZE }),
      placeholderData: keepPreviousData,
      // Items arrive here from every domain's delete buttons, none of which knows this
      // module: the bin is read afresh whenever its screen mounts.
      staleTime: 0,
    }),
};
