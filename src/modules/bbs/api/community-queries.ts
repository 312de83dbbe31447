import { adminExpertList, expertList, expertMine } from '@contract/bbs-experts';
import { adminCaseList, knowledgeCandidates } from '@contract/bbs-library';
import { adminReportList, hiddenList } from '@contract/bbs-reports';
import { reviewList } from '@contract/bbs-review';
import { adminTopicList, topicDetail, topicPool, topicSuggest } from '@contract/bbs-topics';
import type { InputOf } from '@contract/endpoint';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';

/**
 * Query factories of the forum's community (topics, experts) and its
 * moderation queues, keyed under 'bbs' so the mutations can refresh a whole
 * family (`['bbs', 'topics']`, `['bbs', 'moderation']` …) at once.
 */
export const communityKeys = {
  topics: ['bbs', 'topics'] as const,
  experts: ['bbs', 'experts'] as const,
  moderation: ['bbs', 'moderation'] as const,
  knowledge: ['bbs', 'knowledgeCandidates'] as const,
};

export const communityQueries = {
  topicPool: (input: InputOf<typeof topicPool>) =>
    queryOptions({
      queryKey: [...communityKeys.topics, 'pool', input] as const,
      queryFn: ({ signal }) => api(topicPool, input, { signal }),
      placeholderData: keepPreviousData,
    }),
  topic: (id: number) =>
    queryOptions({
      queryKey: [...communityKeys.topics, 'detail', id] as const,
      queryFn: ({ signal }) => api(topicDetail, {}, { params: { id }, signal }),
    }),
  /** Approved topics whose names start with the keyword (the ask form's topic picker). */
  topicSuggest: (keyword: string) =>
    queryOptions({
      queryKey: [...communityKeys.topics, 'suggest', keyword] as const,
      queryFn: ({ signal }) => api(topicSuggest, { keyword }, { signal }),
      placeholderData: keepPreviousData,
    }),
  adminTopics: (input: InputOf<typeof adminTopicList>) =>
    queryOptions({
      queryKey: [...communityKeys.topics, 'admin', input] as const,
      queryFn: ({ signal }) => api(adminTopicList, input, { signal }),
      placeholderData: keepPreviousData,
    }),
  experts: (input: InputOf<typeof expertList>) =>
    queryOptions({
      queryKey: [...communityKeys.experts, 'list', input] as const,
      queryFn: ({ signal }) => api(expertList, input, { signal }),
      placeholderData: keepPreviousData,
    }),
  myExpert: () =>
    queryOptions({
      queryKey: [...communityKeys.experts, 'mine'] as const,
      queryFn: ({ signal }) => api(expertMine, {}, { signal }),
    }),
  adminExperts: (input: InputOf<typeof adminExpertList>) =>
    queryOptions({
      queryKey: [...communityKeys.experts, 'admin', input] as const,
      queryFn: ({ signal }) => api(adminExpertList, input, { signal }),
      placeholderData: keepPreviousData,
    }),
  review: (input: InputOf<typeof reviewList>) =>
    queryOptions({
      queryKey: [...communityKeys.moderation, 'review', input] as const,
      queryFn: ({ signal }) => api(reviewList, input, { signal }),
      placeholderData: keepPreviousData,
    }),
  reports: (input: InputOf<typeof adminReportList>) =>
    queryOptions({
      queryKey: [...communityKeys.moderation, 'reports', input] as const,
      queryFn: ({ signal }) => api(adminReportList, input, { signal }),
      placeholderData: keepPreviousData,
    }),
  hidden: (input: InputOf<typeof hiddenList>) =>
    queryOptions({
      queryKey: [...communityKeys.moderation, 'hidden', input] as const,
      queryFn: ({ signal }) => api(hiddenList, input, { signal }),
      placeholderData: keepPreviousData,
    }),
  /** 案例管理's cases in every state: under 'bbs' so a moderation decision refreshes it with the forum. */
  adminCases: (input: InputOf<typeof adminCaseList>) =>
    queryOptions({
      queryKey: [...communityKeys.moderation, 'cases', input] as const,
      queryFn: ({ signal }) => api(adminCaseList, input, { signal }),
      placeholderData: keepPreviousData,
    }),
  knowledgeCandidates: (input: InputOf<typeof knowledgeCandidates>) =>
    queryOptions({
      queryKey: [...communityKeys.knowledge, input] as const,
      queryFn: ({ signal }) => api(knowledgeCandidates, input, { signal }),
      placeholderData: keepPreviousData,
    }),
};
