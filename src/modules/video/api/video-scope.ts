import { DOMAIN_IDS } from '@contract/platform/domains';
import { videoRemove, videoRollback, videoSubmit, videoVersions, videoWithdraw } from '@contract/video/video';
import type { KnowledgeScope } from '@/shared/knowledge/scope';
import { api } from '@/shared/lib/http';

/** The video library as the shared knowledge UI sees it: keys under 'video', items called 视频. */
export const VIDEO_SCOPE: KnowledgeScope = {
  root: 'video',
  domainId: DOMAIN_IDS.video,
  noun: '视频',
  remove: (id) => api(videoRemove, {}, { params: { id } }),
  submit: (id) => api(videoSubmit, {}, { params: { id } }),
  withdraw: (id) => api(videoWithdraw, {}, { params: { id } }),
  versions: (id, signal) => api(videoVersions, {}, { params: { id }, signal }),
  rollback: (input) => api(videoRollback, input),
};
