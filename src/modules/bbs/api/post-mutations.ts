import { answerAccept, answerDelete, answerSave, vote } from '@contract/bbs/bbs-answers';
import { toKnowledge } from '@contract/bbs/bbs-library';
import { postDelete, postSave } from '@contract/bbs/bbs-posts';
import type { InputOf } from '@contract/platform/endpoint';
import { fileUploadImage } from '@contract/platform/files';
import { mutationOptions } from '@tanstack/react-query';
import { moduleKeys } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';
import { uploadMutation } from '@/shared/lib/upload-mutation';
import { bbsListQueries } from './list-queries';
import { postQueries } from './post-queries';

export type PostSaveVars = InputOf<typeof postSave>;

/** Lists, the home page and every post's detail show what a post's change moves. */
const FORUM = [moduleKeys('bbs').all];

/** Mutations of the ask and post screens; the screens report refusals themselves where a form shows them. */
export const postMutations = {
  /** Autosave and publish: the form shows the outcome (status line, field errors), so no toast. */
  save: () =>
    mutationOptions({
      mutationKey: ['bbs', 'save'],
      mutationFn: (input: PostSaveVars) => api(postSave, input),
      // Only lists: the open form's own queries must not refetch on every autosave.
      meta: {
        invalidates: [bbsListQueries.posts, bbsListQueries.homes],
        silentError: true,
      },
    }),
  answerSave: (postId: number) =>
    mutationOptions({
      mutationKey: ['bbs', 'answerSave', postId],
      mutationFn: (input: { id?: number; content: string }) => api(answerSave, { ...input, postId }),
      meta: { invalidates: [postQueries.post(postId), bbsListQueries.posts, bbsListQueries.homes], silentError: true },
    }),
  answerDelete: (postId: number) =>
    mutationOptions({
      mutationKey: ['bbs', 'answerDelete', postId],
      mutationFn: (id: number) => api(answerDelete, {}, { params: { id } }),
      meta: { successMessage: '回答已删除', invalidates: [postQueries.post(postId), bbsListQueries.posts, bbsListQueries.homes] },
    }),
  accept: (postId: number) =>
    mutationOptions({
      mutationKey: ['bbs', 'accept', postId],
      mutationFn: (answerId: number | null) => api(answerAccept, { postId, answerId }),
      meta: { invalidates: [postQueries.post(postId), bbsListQueries.posts] },
    }),
  vote: (postId: number) =>
    mutationOptions({
      mutationKey: ['bbs', 'vote', postId],
      mutationFn: (input: InputOf<typeof vote>) => api(vote, input),
      meta: { invalidates: [postQueries.post(postId)] },
    }),
  toKnowledge: (postId: number) =>
    mutationOptions({
      mutationKey: ['bbs', 'toKnowledge', postId],
      mutationFn: (answerId: number | undefined) => api(toKnowledge, { postId, answerId }),
      meta: { successMessage: '已转为知识词条草稿并提交审核', invalidates: [postQueries.post(postId), moduleKeys('wiki').all] },
    }),
  remove: () =>
    mutationOptions({
      mutationKey: ['bbs', 'remove'],
      mutationFn: (id: number) => api(postDelete, {}, { params: { id } }),
      meta: { successMessage: '已移入回收站', invalidates: FORUM },
    }),
  uploadImage: () =>
    uploadMutation(fileUploadImage, {
      mutationKey: ['bbs', 'uploadImage'],
      form: (file: File) => ({ file }),
      invalidates: [],
      meta: { silentError: false },
    }),
};
