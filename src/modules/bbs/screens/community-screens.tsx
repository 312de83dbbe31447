import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { BbsScreenProps } from './bbs-screens';

/**
 * The screens of the forum's topics, experts and 管理 pages, each in its own
 * chunk, keyed by their address below `/bbs/` (the frame's section registry
 * lists them with their titles and permissions).
 */
export const COMMUNITY_SCREENS = {
  topicPool: lazy(() => import('./topic-pool-screen').then((m) => ({ default: m.TopicPoolScreen }))),
  // SPEC §2 names both `topicPool` and `topic`: one list of topics, two addresses.
  topic: lazy(() => import('./topic-pool-screen').then((m) => ({ default: m.TopicPoolScreen }))),
  'topic-detail': lazy(() => import('./topic-detail-screen').then((m) => ({ default: m.TopicDetailScreen }))),
  expert: lazy(() => import('./expert-screen').then((m) => ({ default: m.ExpertScreen }))),
  'admin/post': lazy(() => import('./admin-post-screen').then((m) => ({ default: m.AdminPostScreen }))),
  'admin/topic': lazy(() => import('./admin-topic-screen').then((m) => ({ default: m.AdminTopicScreen }))),
  'admin/expert': lazy(() => import('./admin-expert-screen').then((m) => ({ default: m.AdminExpertScreen }))),
  'admin/knowledge': lazy(() => import('./admin-knowledge-screen').then((m) => ({ default: m.AdminKnowledgeScreen }))),
  'admin/case': lazy(() => import('./admin-case-screen').then((m) => ({ default: m.AdminCaseScreen }))),
} satisfies Record<string, LazyExoticComponent<ComponentType<BbsScreenProps>>>;
