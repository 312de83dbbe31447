import type { AuthorKey, GroupKey } from './types';

/**
 * Entries whose lifecycle is not simply "published": the states a demo needs
 * to show (approval queue, drafts, a rejection, restricted reading, the
 * recycle bin). Keys refer to the catalogue; a missing key fails the seed.
 */
export type Special =
  /** Published; the newest version waits for approval. */
  | { state: 'pendingUpdate'; author?: AuthorKey }
  /** Never published; waits for approval. */
  | { state: 'pendingNew'; author?: AuthorKey }
  /** Never submitted. */
  | { state: 'draftNew'; author?: AuthorKey }
  /** Published; the author is working on a newer draft. */
  | { state: 'draftUpdate'; author?: AuthorKey }
  | { state: 'rejectedNew'; author?: AuthorKey; reason: string }
  /** Published; a newer version was rejected, the published one stays. */
  | { state: 'rejectedUpdate'; author?: AuthorKey; reason: string };

export const SPECIAL: Record<string, Special> = {
  'code-review': { state: 'pendingUpdate' },
  'kc:task1': { state: 'pendingUpdate', author: 'zhangsan' },
  'incident:faq': { state: 'pendingUpdate', author: 'zhangsan' },
  'faq-dev-env': { state: 'pendingUpdate' },
  'travel:faq': { state: 'pendingUpdate', author: 'admin' },
  'tech-talk': { state: 'pendingNew', author: 'zhangsan' },
  'monitor:task1': { state: 'pendingNew', author: 'zhangsan' },
  'tr-requirements': { state: 'draftNew', author: 'zhangsan' },
  'monitor:release': { state: 'draftNew', author: 'zhangsan' },
  'datahub:task2': { state: 'draftNew', author: 'zhangsan' },
  'ops-review': { state: 'draftNew', author: 'admin' },
  release: { state: 'draftUpdate', author: 'zhangsan' },
  'case-frontend-perf': {
    state: 'rejectedNew',
    author: 'zhangsan',
    reason: '实施效果中的跳出率和首屏时间请注明统计周期和数据来源，补充后重新提交。',
  },
  'cd-platform': {
    state: 'rejectedUpdate',
    reason: '新增的灰度说明与《软件版本发布管理规范》不一致（每级放量须观察不少于30分钟），请核对后重新提交。',
  },
};

/** Entries readable only by some groups (and their sub-groups) or named users. */
export const RESTRICTED: Record<string, { groups?: GroupKey[]; users?: AuthorKey[] }> = {
  'case-config-incident': { groups: ['rd'] },
  'case-renewal': { groups: ['east'] },
  regularize: { groups: ['hr'] },
  'prod-change:faq': { groups: ['rd', 'hr'] },
  'case-gov-delivery': { users: ['zhangsan', 'lisi'] },
  'case-complaint': { users: ['admin', 'lisi'] },
};

/** Entries in the recycle bin: days since they were deleted (the bin keeps 30). */
export const RECYCLED: Record<string, number> = {
  'oa:task2': 3,
  'meeting:release': 6,
  'faq-travel-booking': 11,
};
