import { sensitiveCheck, sensitiveCreate, sensitiveDelete, sensitiveList, sensitiveUpdate } from '@contract/bbs/bbs-moderation';
import type { InputOf } from '@contract/platform/endpoint';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { endpointQuery, moduleKeys } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';

/** A word-list change shows in the console's table, its audit trail and the 检测 box's next answer. */
const CHANGED = [moduleKeys('admin').all];

/** Reads and writes of the console's 敏感词 section. */
export const sensitiveQueries = {
  list: (input: InputOf<typeof sensitiveList>) =>
    queryOptions({
      ...endpointQuery('admin', sensitiveList, input),
      placeholderData: keepPreviousData,
    }),
};

export const sensitiveMutations = {
  create: () =>
    mutationOptions({
      mutationKey: ['admin', 'sensitiveCreate'],
      mutationFn: (input: InputOf<typeof sensitiveCreate>) => api(sensitiveCreate, input),
      meta: { invalidates: CHANGED, silentError: true },
    }),
  update: () =>
    mutationOptions({
      mutationKey: ['admin', 'sensitiveUpdate'],
      mutationFn: ({ id, ...input }: InputOf<typeof sensitiveUpdate> & { id: number }) =>
        api(sensitiveUpdate, input, { params: { id } }),
      meta: { invalidates: CHANGED, successMessage: '处理方式已修改' },
    }),
  remove: () =>
    mutationOptions({
      mutationKey: ['admin', 'sensitiveDelete'],
      mutationFn: (id: number) => api(sensitiveDelete, {}, { params: { id } }),
      meta: { invalidates: CHANGED, successMessage: '敏感词已删除', silentError: true },
    }),
  /** The 检测 box: a read, but sent as the forum's check call (a POST). */
  check: () =>
    mutationOptions({
      mutationKey: ['admin', 'sensitiveCheck'],
      mutationFn: (text: string) => api(sensitiveCheck, { text }),
      meta: { silentError: true },
    }),
};
