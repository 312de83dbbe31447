import { answerList } from '@contract/bbs/bbs-answers';
import { postDetailCall, postSimilar } from '@contract/bbs/bbs-posts';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { itemKey } from '@/shared/knowledge/scope';
import { endpointQuery } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';
import { BBS_SCOPE } from './bbs-scope';

export const ANSWER_PAGE_SIZE = 10;
export type AnswerSort = 'votes' | 'time';

/**
 * Queries of the ask and post screens. A post's queries live under
 * `['bbs', 'detail', id]` (the shared knowledge key shape), its own answer at
 * four parts so likes and favourites patch it in place.
 */
export const postQueries = {
  post: (id: number) => itemKey(BBS_SCOPE, id),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...itemKey(BBS_SCOPE, id), {}] as const,
      queryFn: ({ signal }) => api(postDetailCall, {}, { params: { id }, signal }),
      retry: false,
    }),
  answers: (postId: number, sort: AnswerSort, page: number) =>
    queryOptions({
      queryKey: [...itemKey(BBS_SCOPE, postId), 'answers', { sort, page }] as const,
      queryFn: ({ signal }) => api(answerList, { postId, sort, page, size: ANSWER_PAGE_SIZE }, { signal }),
      placeholderData: keepPreviousData,
    }),
  /** Questions like the title being typed (the caller debounces the title). */
  similar: (title: string) =>
    queryOptions({
      // Fewer than two characters typed: nothing to ask yet.
      ...endpointQuery('bbs', postSimilar, title.trim().length >= 2 ? { title } : skipToken),
      staleTime: 60_000,
    }),
};
