import {
  commentAdd,
  commentRemove,
  favoriteAdd,
  favoriteFolderSave,
  favoriteRemove,
  likeToggle,
  shareSend,
} from '@contract/knowledge/interaction';
import type { KnowledgeDetail } from '@contract/knowledge/knowledge';
import type { InputOf } from '@contract/platform/endpoint';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';
import { itemKey, type KnowledgeScope } from '../scope';
import { interactionQueries } from './interaction-queries';

type DetailPatch = Partial<Pick<KnowledgeDetail, 'liked' | 'likeCount' | 'favourited' | 'favouriteCount'>>;

/** Applies a change to every cached version of one item's detail; returns what to restore. */
function patchDetail(client: QueryClient, scope: KnowledgeScope, id: number, patch: (d: KnowledgeDetail) => DetailPatch) {
  const filter = {
    queryKey: [...itemKey(scope, id)],
    predicate: (q: { queryKey: readonly unknown[] }) => q.queryKey.length === 4,
  };
  const before = client.getQueriesData<KnowledgeDetail>(filter);
  client.setQueriesData<KnowledgeDetail>(filter, (d) => (d ? { ...d, ...patch(d) } : d));
  return () => {
    for (const [key, data] of before) client.setQueryData(key, data);
  };
}

/** Likes, favourites, sharing and the lifecycle steps of one item's detail page. */
export const detailMutations = {
  /** Likes or unlikes the item; the count moves at once and is corrected by the server's answer. */
  like: (scope: KnowledgeScope, id: number) =>
    mutationOptions({
      mutationKey: [scope.root, 'like', id],
      mutationFn: () => api(likeToggle, { targetType: 'knowledge', targetId: id }),
      onMutate: async (_vars, { client }) => {
        await client.cancelQueries({ queryKey: itemKey(scope, id) });
        return {
          restore: patchDetail(client, scope, id, (d) => ({
            liked: !d.liked,
            likeCount: Math.max(0, d.likeCount + (d.liked ? -1 : 1)),
          })),
        };
      },
      onError: (_e, _vars, ctx) => ctx?.restore(),
      onSuccess: (r, _vars, _ctx, { client }) => {
        patchDetail(client, scope, id, () => ({ liked: r.liked, likeCount: r.count }));
      },
      meta: { invalidates: [itemKey(scope, id)] },
    }),
  /** Files the item into a folder (moves it when already a favourite). */
  favourite: (scope: KnowledgeScope, id: number) =>
    mutationOptions({
      mutationKey: [scope.root, 'favourite', id],
      mutationFn: (folderId: number) => api(favoriteAdd, { knowledgeId: id, folderId }),
      onSuccess: (r, _vars, _ctx, { client }) => {
        patchDetail(client, scope, id, () => ({ favourited: r.favourited, favouriteCount: r.count }));
      },
      meta: { successMessage: '已收藏', invalidates: [itemKey(scope, id), interactionQueries.folders(scope).queryKey] },
    }),
  unfavourite: (scope: KnowledgeScope, id: number) =>
    mutationOptions({
      mutationKey: [scope.root, 'unfavourite', id],
      mutationFn: () => api(favoriteRemove, { knowledgeId: id }),
      onSuccess: (r, _vars, _ctx, { client }) => {
        patchDetail(client, scope, id, () => ({ favourited: r.favourited, favouriteCount: r.count }));
      },
      meta: { successMessage: '已取消收藏', invalidates: [itemKey(scope, id), interactionQueries.folders(scope).queryKey] },
    }),
  createFolder: (scope: KnowledgeScope) =>
    mutationOptions({
      mutationKey: [scope.root, 'createFolder'],
      mutationFn: (name: string) => api(favoriteFolderSave, { name }),
      meta: { invalidates: [interactionQueries.folders(scope).queryKey], silentError: true },
    }),
  share: (scope: KnowledgeScope) =>
    mutationOptions({
      mutationKey: [scope.root, 'share'],
      mutationFn: (input: InputOf<typeof shareSend>) => api(shareSend, input),
      meta: { invalidates: [], silentError: true },
    }),
  /** Moves the item to the recycle bin; every list of the domain changes. */
  remove: (scope: KnowledgeScope, id: number) =>
    mutationOptions({
      mutationKey: [scope.root, 'remove', id],
      mutationFn: () => scope.remove(id),
      meta: { successMessage: '已移入回收站', invalidates: [[scope.root]] },
    }),
  submit: (scope: KnowledgeScope, id: number) =>
    mutationOptions({
      mutationKey: [scope.root, 'submit', id],
      mutationFn: () => scope.submit(id),
      meta: { successMessage: '已提交审核', invalidates: [[scope.root]] },
    }),
  withdraw: (scope: KnowledgeScope, id: number) =>
    mutationOptions({
      mutationKey: [scope.root, 'withdraw', id],
      mutationFn: () => scope.withdraw(id),
      meta: { successMessage: '已撤回审核', invalidates: [[scope.root]] },
    }),
};

/**
 * Comment mutations of one item. Adding or removing changes the item's
 * comment count too, so the whole item is refreshed.
 */
export const commentMutations = {
  add: (scope: KnowledgeScope, knowledgeId: number) =>
    mutationOptions({
      mutationKey: [scope.root, 'comment', 'add', knowledgeId],
      mutationFn: ({ content, parentId, answerId }: { content: string; parentId?: number; answerId?: number }) =>
        api(commentAdd, { knowledgeId, content, parentId, answerId }),
      meta: { invalidates: [itemKey(scope, knowledgeId)], silentError: true },
    }),
  remove: (scope: KnowledgeScope, knowledgeId: number) =>
    mutationOptions({
      mutationKey: [scope.root, 'comment', 'remove', knowledgeId],
      mutationFn: (commentId: number) => api(commentRemove, {}, { params: { id: commentId } }),
      meta: { successMessage: '评论已删除', invalidates: [itemKey(scope, knowledgeId)] },
    }),
  like: (scope: KnowledgeScope, knowledgeId: number) =>
    mutationOptions({
      mutationKey: [scope.root, 'comment', 'like', knowledgeId],
      mutationFn: (commentId: number) => api(likeToggle, { targetType: 'comment', targetId: commentId }),
      meta: { invalidates: [interactionQueries.comments(scope, knowledgeId)] },
    }),
};
