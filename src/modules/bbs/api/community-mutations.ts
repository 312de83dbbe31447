import { adminExpertDecide, adminExpertRevoke, expertApply } from '@contract/bbs/bbs-experts';
import { toKnowledge } from '@contract/bbs/bbs-library';
import {
  adminReportDismiss,
  adminReportHide,
  adminTargetHide,
  adminTargetRestore,
  reportCreate,
} from '@contract/bbs/bbs-reports';
import { reviewApprove, reviewKeep, reviewReject } from '@contract/bbs/bbs-review';
import { adminTopicDecide, adminTopicDelete, adminTopicSave, topicFollow, topicPropose } from '@contract/bbs/bbs-topics';
import type { InputOf } from '@contract/platform/endpoint';
import { mutationOptions } from '@tanstack/react-query';
import { itemsKey } from '@/shared/knowledge/scope';
import { moduleKeys } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';
import { BBS_SCOPE } from './bbs-scope';
import { communityKeys } from './community-queries';
import { bbsListQueries } from './list-queries';

type Target = { targetType: 'post' | 'answer'; targetId: number };
/** A decision: approve, or refuse with a reason. */
export type Decision = { id: number; approve: boolean; reason: string };

/**
 * A moderation decision shows or hides a post or an answer: every forum list,
 * the home page and the post's detail may change, so the whole forum is refreshed.
 */
const FORUM = [moduleKeys('bbs').all];

/**
 * Mutations of the topic, expert and moderation screens. Dialogs with a form
 * show the server's refusal under it (`silentError`); one-click actions in a
 * list get the global toast with the server's Chinese message.
 */
export const communityMutations = {
  follow: () =>
    mutationOptions({
      mutationKey: ['bbs', 'topicFollow'],
      mutationFn: (input: InputOf<typeof topicFollow>) => api(topicFollow, input),
      meta: { invalidates: [...communityKeys.topics, bbsListQueries.homes] },
    }),
  propose: () =>
    mutationOptions({
      mutationKey: ['bbs', 'topicPropose'],
      mutationFn: (input: InputOf<typeof topicPropose>) => api(topicPropose, input),
      meta: {
        successMessage: '话题已提交，论坛管理员审核通过后进入话题广场',
        invalidates: communityKeys.topics,
        silentError: true,
      },
    }),
  topicDecide: () =>
    mutationOptions({
      mutationKey: ['bbs', 'topicDecide'],
      mutationFn: ({ id, ...input }: Decision) => api(adminTopicDecide, input, { params: { id } }),
      meta: { invalidates: communityKeys.topics, silentError: true },
    }),
  topicSave: () =>
    mutationOptions({
      mutationKey: ['bbs', 'topicSave'],
      mutationFn: (input: InputOf<typeof adminTopicSave>) => api(adminTopicSave, input),
      meta: { successMessage: '话题已保存', invalidates: communityKeys.topics, silentError: true },
    }),
  topicDelete: () =>
    mutationOptions({
      mutationKey: ['bbs', 'topicDelete'],
      mutationFn: (id: number) => api(adminTopicDelete, {}, { params: { id } }),
      meta: { successMessage: '话题已删除', invalidates: FORUM, silentError: true },
    }),
  expertApply: () =>
    mutationOptions({
      mutationKey: ['bbs', 'expertApply'],
      mutationFn: (input: InputOf<typeof expertApply>) => api(expertApply, input),
      meta: { successMessage: '申请已提交，请等待论坛管理员审核', invalidates: communityKeys.experts, silentError: true },
    }),
  expertDecide: () =>
    mutationOptions({
      mutationKey: ['bbs', 'expertDecide'],
      mutationFn: ({ id, ...input }: Decision) => api(adminExpertDecide, input, { params: { id } }),
      meta: { invalidates: communityKeys.experts, silentError: true },
    }),
  expertRevoke: () =>
    mutationOptions({
      mutationKey: ['bbs', 'expertRevoke'],
      mutationFn: ({ id, reason }: { id: number; reason: string }) => api(adminExpertRevoke, { reason }, { params: { id } }),
      meta: { successMessage: '已撤销专家认证', invalidates: communityKeys.experts, silentError: true },
    }),
  report: () =>
    mutationOptions({
      mutationKey: ['bbs', 'report'],
      mutationFn: (input: InputOf<typeof reportCreate>) => api(reportCreate, input),
      meta: { successMessage: '举报已提交，版主会尽快处理', invalidates: communityKeys.moderation, silentError: true },
    }),
  approve: () =>
    mutationOptions({
      mutationKey: ['bbs', 'reviewApprove'],
      mutationFn: (input: Target) => api(reviewApprove, input),
      meta: { successMessage: '已通过，内容已发布', invalidates: FORUM },
    }),
  reject: () =>
    mutationOptions({
      mutationKey: ['bbs', 'reviewReject'],
      mutationFn: (input: Target & { reason: string }) => api(reviewReject, input),
      meta: { successMessage: '已驳回，已通知作者', invalidates: FORUM, silentError: true },
    }),
  hideReported: () =>
    mutationOptions({
      mutationKey: ['bbs', 'reportHide'],
      mutationFn: (id: number) => api(adminReportHide, {}, { params: { id } }),
      meta: { successMessage: '已隐藏被举报的内容', invalidates: FORUM },
    }),
  dismissReport: () =>
    mutationOptions({
      mutationKey: ['bbs', 'reportDismiss'],
      mutationFn: (id: number) => api(adminReportDismiss, {}, { params: { id } }),
      meta: { successMessage: '已驳回举报', invalidates: communityKeys.moderation },
    }),
  restore: () =>
    mutationOptions({
      mutationKey: ['bbs', 'restore'],
      mutationFn: (input: Target) => api(adminTargetRestore, input),
      meta: { successMessage: '已恢复显示', invalidates: FORUM },
    }),
  hide: () =>
    mutationOptions({
      mutationKey: ['bbs', 'hide'],
      mutationFn: (input: Target & { reason: string }) => api(adminTargetHide, input),
      meta: { successMessage: '已隐藏，已通知作者', invalidates: FORUM, silentError: true },
    }),
  keep: () =>
    mutationOptions({
      mutationKey: ['bbs', 'keep'],
      mutationFn: (input: Target) => api(reviewKeep, input),
      meta: { successMessage: '已保留，标记已清除', invalidates: communityKeys.moderation },
    }),
  /** 转为词条 from a list: the list then shows the entry made and its state. */
  toKnowledge: () =>
    mutationOptions({
      mutationKey: ['bbs', 'toKnowledgeFromList'],
      mutationFn: (input: InputOf<typeof toKnowledge>) => api(toKnowledge, input),
      meta: {
        successMessage: '已转为知识词条草稿并提交审核',
        invalidates: [...communityKeys.knowledge, itemsKey(BBS_SCOPE), moduleKeys('wiki').all],
      },
    }),
};
