import { answerFeed, commentActivity, voteActivity } from '@contract/bbs/bbs-activity';
import type { InputOf } from '@contract/platform/endpoint';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/shared/lib/endpoint-query';

/**
 * Query factories of the forum's activity pages (回答广场, 赞同, 评论). Votes
 * and comments are written on a post's page, which does not know these keys:
 * they are read fresh each time a page opens.
 */
export const activityQueries = {
  answerFeed: (request: InputOf<typeof answerFeed>) =>
    queryOptions({
      ...endpointQuery('bbs', answerFeed, request),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  votes: (request: InputOf<typeof voteActivity>) =>
    queryOptions({
      ...endpointQuery('bbs', voteActivity, request),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  comments: (request: InputOf<typeof commentActivity>) =>
    queryOptions({
      ...endpointQuery('bbs', commentActivity, request),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
};
