import { adminExpertList, expertList, expertMine } from '@contract/bbs/bbs-experts';
import { adminCaseList, knowledgeCandidates } from '@contract/bbs/bbs-library';
import { adminReportList, hiddenList } from '@contract/bbs/bbs-reports';
import { reviewList } from '@contract/bbs/bbs-review';
import { adminTopicList, topicDetail, topicPool, topicSuggest } from '@contract/bbs/bbs-topics';
import type { InputOf } from '@contract/platform/endpoint';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { moduleQueries } from '@/shared/lib/endpoint-query';

const bbs = moduleQueries('bbs');

/**
 * Query factories of the forum's community (topics, experts) and its
 * moderation queues, keyed under 'bbs'; each family is the prefixes of its
 * endpoints, so the mutations can refresh a whole family at once.
 */
export const communityKeys = {
  topics: [bbs.of(topicPool), bbs.of(topicDetail), bbs.of(topicSuggest), bbs.of(adminTopicList)],
  experts: [bbs.of(expertList), bbs.of(expertMine), bbs.of(adminExpertList)],
  moderation: [bbs.of(reviewList), bbs.of(adminReportList), bbs.of(hiddenList), bbs.of(adminCaseList)],
  knowledge: [bbs.of(knowledgeCandidates)],
};

export const communityQueries = {
  topicPool: (input: InputOf<typeof topicPool>) =>
    queryOptions({
      ...bbs.query(topicPool, input),
      placeholderData: keepPreviousData,
    }),
  topic: (id: number) => bbs.query(topicDetail, {}, { params: { id } }),
  /** Approved topics whose names start with the keyword (the ask form's topic picker). */
  topicSuggest: (keyword: string) =>
    queryOptions({
      ...bbs.query(topicSuggest, { keyword }),
      placeholderData: keepPreviousData,
    }),
  adminTopics: (input: InputOf<typeof adminTopicList>) =>
    queryOptions({
      ...bbs.query(adminTopicList, input),
      placeholderData: keepPreviousData,
    }),
  experts: (input: InputOf<typeof expertList>) =>
    queryOptions({
      ...bbs.query(expertList, input),
      placeholderData: keepPreviousData,
    }),
  myExpert: () => bbs.query(expertMine, {}),
  adminExperts: (input: InputOf<typeof adminExpertList>) =>
    queryOptions({
      ...bbs.query(adminExpertList, input),
      placeholderData: keepPreviousData,
    }),
  review: (input: InputOf<typeof reviewList>) =>
    queryOptions({
      ...bbs.query(reviewList, input),
      placeholderData: keepPreviousData,
    }),
  reports: (input: InputOf<typeof adminReportList>) =>
    queryOptions({
      ...bbs.query(adminReportList, input),
      placeholderData: keepPreviousData,
    }),
  hidden: (input: InputOf<typeof hiddenList>) =>
    queryOptions({
      ...bbs.query(hiddenList, input),
      placeholderData: keepPreviousData,
    }),
  /** 案例管理's cases in every state: under 'bbs' so a moderation decision refreshes it with the forum. */
  adminCases: (input: InputOf<typeof adminCaseList>) =>
    queryOptions({
      ...bbs.query(adminCaseList, input),
      placeholderData: keepPreviousData,
    }),
  knowledgeCandidates: (input: InputOf<typeof knowledgeCandidates>) =>
    queryOptions({
      ...bbs.query(knowledgeCandidates, input),
      placeholderData: keepPreviousData,
    }),
};
