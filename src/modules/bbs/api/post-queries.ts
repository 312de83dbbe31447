import { answerList } from '@contract/bbs-answers';
import { postDetailCall, postSimilar } from '@contract/bbs-posts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';

export const ANSWER_PAGE_SIZE = 10;
export type AnswerSort = 'votes' | 'time';

/**
 * Queries of the ask and post screens. A post's queries live under
 * `['bbs', 'detail', id]` (the shared knowledge key shape), its own answer at
 * four parts so likes and favourites patch it in place.
 */
export const postQueries = {
  post: (id: number) => ['bbs', 'detail', id] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: ['bbs', 'detail', id, {}] as const,
      queryFn: ({ signal }) => api(postDetailCall, {}, { params: { id }, signal }),
      retry: false,
    }),
  answers: (postId: number, sort: AnswerSort, page: number) =>
    queryOptions({
      queryKey: ['bbs', 'detail', postId, 'answers', { sort, page }] as const,
      queryFn: ({ signal }) => api(answerList, { postId, sort, page, size: ANSWER_PAGE_SIZE }, { signal }),
      placeholderData: keepPreviousData,
    }),
  /** Questions like the title being typed (the caller debounces the title). */
  similar: (title: string) =>
    queryOptions({
      queryKey: ['bbs', 'similar', title] as const,
      queryFn: ({ signal }) => api(postSimilar, { title }, { signal }),
      enabled: title.trim().length >= 2,
      staleTime: 60_000,
    }),
};
