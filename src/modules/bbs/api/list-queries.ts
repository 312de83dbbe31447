import { mineAnswers } from '@contract/bbs/bbs-answers';
import { bbsHome, memberProfile } from '@contract/bbs/bbs-home';
import { caseFacets, caseList } from '@contract/bbs/bbs-library';
import { postList } from '@contract/bbs/bbs-posts';
import { favoriteFolders, favoriteList } from '@contract/knowledge/interaction';
import type { InputOf } from '@contract/platform/endpoint';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointQuery, moduleKeys } from '@/shared/lib/endpoint-query';

/**
 * Query factories of the forum's lists, keyed under 'bbs' so a post's change
 * can refresh `posts` (every list page) and the home at once.
 */
export const bbsListQueries = {
  posts: moduleKeys('bbs').of(postList),
  /** The forum home's blocks. */
  homes: moduleKeys('bbs').of(bbsHome),
  /** One page of posts; the previous page stays on screen while the next loads. */
  postList: (request: InputOf<typeof postList>) =>
    queryOptions({
      ...endpointQuery('bbs', postList, request),
      placeholderData: keepPreviousData,
    }),
  home: () => endpointQuery('bbs', bbsHome, {}),
  answers: (request: InputOf<typeof mineAnswers>) =>
    queryOptions({
      ...endpointQuery('bbs', mineAnswers, request),
      placeholderData: keepPreviousData,
    }),
  profile: (userId: number) => endpointQuery('bbs', memberProfile, {}, { params: { id: userId } }),
  /** The caller's favourites of the forum domain (the interaction engine's, filtered by domain). */
  favourites: (request: InputOf<typeof favoriteList>) =>
    queryOptions({
      ...endpointQuery('bbs', favoriteList, request),
      placeholderData: keepPreviousData,
      // Posts are favourited on their detail page, which does not know this key.
      staleTime: 0,
    }),
  folders: () =>
    queryOptions({
      ...endpointQuery('bbs', favoriteFolders, {}),
      staleTime: 0,
    }),
  cases: (request: InputOf<typeof caseList>) =>
    queryOptions({
      ...endpointQuery('bbs', caseList, request),
      placeholderData: keepPreviousData,
    }),
  caseFacets: () => endpointQuery('bbs', caseFacets, {}),
};
