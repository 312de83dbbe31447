import { commentAdd, commentRemove, likeToggle } from '@contract/interaction';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';
import { commentQueries } from './comment-queries';
import { detailQueries } from './detail-queries';

/**
 * Comment mutations of one entry. Adding or removing changes the entry's
 * comment count too, so the whole entry is refreshed.
 */
export const commentMutations = {
  add: (knowledgeId: number) =>
    mutationOptions({
      mutationKey: ['wiki', 'comment', 'add', knowledgeId],
      mutationFn: ({ content, parentId }: { content: string; parentId?: number }) =>
        api(commentAdd, { knowledgeId, content, parentId }),
      meta: { invalidates: [detailQueries.entry(knowledgeId)], silentError: true },
    }),
  remove: (knowledgeId: number) =>
    mutationOptions({
      mutationKey: ['wiki', 'comment', 'remove', knowledgeId],
      mutationFn: (commentId: number) => api(commentRemove, {}, { params: { id: commentId } }),
      meta: { successMessage: '评论已删除', invalidates: [detailQueries.entry(knowledgeId)] },
    }),
  like: (knowledgeId: number) =>
    mutationOptions({
      mutationKey: ['wiki', 'comment', 'like', knowledgeId],
      mutationFn: (commentId: number) => api(likeToggle, { targetType: 'comment', targetId: commentId }),
      meta: { invalidates: [commentQueries.all(knowledgeId)] },
    }),
};
