import { commentList } from '@contract/interaction';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';
import { detailQueries } from './detail-queries';

/** Threads per page of the comment list. */
export const COMMENT_PAGE_SIZE = 10;

/** Comments live under their entry's key, so the entry's mutations can refresh them too. */
export const commentQueries = {
  all: (knowledgeId: number) => [...detailQueries.entry(knowledgeId), 'comments'] as const,
  list: ({ knowledgeId, page }: { knowledgeId: number; page: number }) =>
    queryOptions({
      queryKey: [...detailQueries.entry(knowledgeId), 'comments', { page }] as const,
      queryFn: ({ signal }) => api(commentList, { knowledgeId, page, size: COMMENT_PAGE_SIZE }, { signal }),
      placeholderData: keepPreviousData,
    }),
};
