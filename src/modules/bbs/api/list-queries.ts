import { mineAnswers } from '@contract/bbs-answers';
import { bbsHome, memberProfile } from '@contract/bbs-home';
import { caseFacets, caseList } from '@contract/bbs-library';
import { postList } from '@contract/bbs-posts';
import type { InputOf } from '@contract/endpoint';
import { favoriteFolders, favoriteList } from '@contract/interaction';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';

/**
 * Query factories of the forum's lists, keyed under 'bbs' so a post's change
 * can refresh `['bbs', 'posts']` (every list page) and the home at once.
 */
export const bbsListQueries = {
  posts: ['bbs', 'posts'] as const,
  /** One page of posts; the previous page stays on screen while the next loads. */
  postList: (request: InputOf<typeof postList>) =>
    queryOptions({
      queryKey: ['bbs', 'posts', request] as const,
      queryFn: ({ signal }) => api(postList, request, { signal }),
      placeholderData: keepPreviousData,
    }),
  home: () =>
    queryOptions({
      queryKey: ['bbs', 'home'] as const,
      queryFn: ({ signal }) => api(bbsHome, {}, { signal }),
    }),
  answers: (request: InputOf<typeof mineAnswers>) =>
    queryOptions({
      queryKey: ['bbs', 'answers', 'by-user', request] as const,
      queryFn: ({ signal }) => api(mineAnswers, request, { signal }),
      placeholderData: keepPreviousData,
    }),
  profile: (userId: number) =>
    queryOptions({
      queryKey: ['bbs', 'personal', userId] as const,
      queryFn: ({ signal }) => api(memberProfile, {}, { params: { id: userId }, signal }),
    }),
  /** The caller's favourites of the forum domain (the interaction engine's, filtered by domain). */
  favourites: (request: InputOf<typeof favoriteList>) =>
    queryOptions({
      queryKey: ['bbs', 'favourites', request] as const,
      queryFn: ({ signal }) => api(favoriteList, request, { signal }),
      placeholderData: keepPreviousData,
      // Posts are favourited on their detail page, which does not know this key.
      staleTime: 0,
    }),
  folders: () =>
    queryOptions({
      queryKey: ['bbs', 'favouriteFolders'] as const,
      queryFn: ({ signal }) => api(favoriteFolders, {}, { signal }),
      staleTime: 0,
    }),
  cases: (request: InputOf<typeof caseList>) =>
    queryOptions({
      queryKey: ['bbs', 'cases', request] as const,
      queryFn: ({ signal }) => api(caseList, request, { signal }),
      placeholderData: keepPreviousData,
    }),
  caseFacets: () =>
    queryOptions({
      queryKey: ['bbs', 'cases', 'facets'] as const,
      queryFn: ({ signal }) => api(caseFacets, {}, { signal }),
    }),
};
