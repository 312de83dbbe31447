import { answerFeed, commentActivity, voteActivity } from '@contract/bbs-activity';
import type { InputOf } from '@contract/endpoint';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';

/**
 * Query factories of the forum's activity pages (回答广场, 赞同, 评论). Votes
 * and comments are written on a post's page, which does not know these keys:
 * they are read fresh each time a page opens.
 */
export const activityQueries = {
  answerFeed: (request: InputOf<typeof answerFeed>) =>
    queryOptions({
      queryKey: ['bbs', 'answers', 'feed', request] as const,
      queryFn: ({ signal }) => api(answerFeed, request, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  votes: (request: InputOf<typeof voteActivity>) =>
    queryOptions({
      queryKey: ['bbs', 'activity', 'votes', request] as const,
      queryFn: ({ signal }) => api(voteActivity, request, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  comments: (request: InputOf<typeof commentActivity>) =>
    queryOptions({
      queryKey: ['bbs', 'activity', 'comments', request] as const,
      queryFn: ({ signal }) => api(commentActivity, request, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
};
