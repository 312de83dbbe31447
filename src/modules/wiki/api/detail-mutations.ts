import type { InputOf } from '@contract/endpoint';
import { favoriteAdd, favoriteFolderSave, favoriteRemove, likeToggle, shareSend } from '@contract/interaction';
import type { KnowledgeDetail } from '@contract/knowledge';
import { wikiRemove, wikiSubmit, wikiWithdraw } from '@contract/wiki';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';
import { detailQueries } from './detail-queries';

type DetailPatch = Partial<Pick<KnowledgeDetail, 'liked' | 'likeCount' | 'favourited' | 'favouriteCount'>>;

/** Applies a change to every cached version of one entry's detail; returns what to restore. */
function patchDetail(client: QueryClient, id: number, patch: (d: KnowledgeDetail) => DetailPatch) {
  const filter = {
    queryKey: [...detailQueries.entry(id)],
    predicate: (q: { queryKey: readonly unknown[] }) => q.queryKey.length === 4,
  };
  const before = client.getQueriesData<KnowledgeDetail>(filter);
  client.setQueriesData<KnowledgeDetail>(filter, (d) => (d ? { ...d, ...patch(d) } : d));
  return () => {
    for (const [key, data] of before) client.setQueryData(key, data);
  };
}

export const detailMutations = {
  /** Likes or unlikes the entry; the count moves at once and is corrected by the server's answer. */
  like: (id: number) =>
    mutationOptions({
      mutationKey: ['wiki', 'like', id],
      mutationFn: () => api(likeToggle, { targetType: 'knowledge', targetId: id }),
      onMutate: async (_vars, { client }) => {
        await client.cancelQueries({ queryKey: detailQueries.entry(id) });
        return {
          restore: patchDetail(client, id, (d) => ({
            liked: !d.liked,
            likeCount: Math.max(0, d.likeCount + (d.liked ? -1 : 1)),
          })),
        };
      },
      onError: (_e, _vars, ctx) => ctx?.restore(),
      onSuccess: (r, _vars, _ctx, { client }) => {
        patchDetail(client, id, () => ({ liked: r.liked, likeCount: r.count }));
      },
      meta: { invalidates: [detailQueries.entry(id)] },
    }),
  /** Files the entry into a folder (moves it when already a favourite). */
  favourite: (id: number) =>
    mutationOptions({
      mutationKey: ['wiki', 'favourite', id],
      mutationFn: (folderId: number) => api(favoriteAdd, { knowledgeId: id, folderId }),
      onSuccess: (r, _vars, _ctx, { client }) => {
        patchDetail(client, id, () => ({ favourited: r.favourited, favouriteCount: r.count }));
      },
      meta: { successMessage: '已收藏', invalidates: [detailQueries.entry(id), detailQueries.folders().queryKey] },
    }),
  unfavourite: (id: number) =>
    mutationOptions({
      mutationKey: ['wiki', 'unfavourite', id],
      mutationFn: () => api(favoriteRemove, { knowledgeId: id }),
      onSuccess: (r, _vars, _ctx, { client }) => {
        patchDetail(client, id, () => ({ favourited: r.favourited, favouriteCount: r.count }));
      },
      meta: { successMessage: '已取消收藏', invalidates: [detailQueries.entry(id), detailQueries.folders().queryKey] },
    }),
  createFolder: () =>
    mutationOptions({
      mutationKey: ['wiki', 'createFolder'],
      mutationFn: (name: string) => api(favoriteFolderSave, { name }),
      meta: { invalidates: [detailQueries.folders().queryKey], silentError: true },
    }),
  share: () =>
    mutationOptions({
      mutationKey: ['wiki', 'share'],
      mutationFn: (input: InputOf<typeof shareSend>) => api(shareSend, input),
      meta: { invalidates: [], silentError: true },
    }),
  /** Moves the entry to the recycle bin; every wiki list changes. */
  remove: (id: number) =>
    mutationOptions({
      mutationKey: ['wiki', 'remove', id],
      mutationFn: () => api(wikiRemove, {}, { params: { id } }),
      meta: { successMessage: '已移入回收站', invalidates: [['wiki']] },
    }),
  submit: (id: number) =>
    mutationOptions({
      mutationKey: ['wiki', 'submit', id],
      mutationFn: () => api(wikiSubmit, {}, { params: { id } }),
      meta: { successMessage: '已提交审核', invalidates: [['wiki']] },
    }),
  withdraw: (id: number) =>
    mutationOptions({
      mutationKey: ['wiki', 'withdraw', id],
      mutationFn: () => api(wikiWithdraw, {}, { params: { id } }),
      meta: { successMessage: '已撤回审核', invalidates: [['wiki']] },
    }),
};
