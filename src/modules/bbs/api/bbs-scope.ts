import { postDelete } from '@contract/bbs/bbs-posts';
import { DOMAIN_IDS } from '@contract/platform/domains';
import type { KnowledgeScope } from '@/shared/knowledge/scope';
import { ApiError } from '@/shared/lib/api-error';
import { api } from '@/shared/lib/http';

/** Posts are published on save (decision 033): the approval and version steps of other domains do not apply. */
const notForPosts = () => Promise.reject(new ApiError('server', 400, '论坛帖子发布即生效，没有审核与版本历史'));

/** The forum as the shared knowledge UI sees it: keys under 'bbs', items called 帖子. */
export const BBS_SCOPE: KnowledgeScope = {
  root: 'bbs',
  domainId: DOMAIN_IDS.bbs,
  noun: '帖子',
  remove: (id) => api(postDelete, {}, { params: { id } }),
  submit: notForPosts,
  withdraw: notForPosts,
  versions: notForPosts,
  rollback: notForPosts,
};
