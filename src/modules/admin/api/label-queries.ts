import {
  labelCreate,
  labelDelete,
  labelMerge,
  labelReorder,
  labelTree,
  labelUpdate,
  labelUsage,
} from '@contract/admin/admin-labels';
import type { InputOf } from '@contract/platform/endpoint';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { referenceQueries } from '@/shared/knowledge/api/reference-queries';
import { endpointQuery, moduleKeys } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';

/** A label change shows in the console's tree and audit trail, and in every label picker and filter. */
const CHANGED = [moduleKeys('admin').all, ...referenceQueries.labelKeys];

/** Reads and writes of the console's label screen. */
export const labelQueries = {
  tree: () => endpointQuery('admin', labelTree, {}),
  /** Asked when the delete dialog opens, never cached: the count must be the one at that moment. */
  usage: (id: number) =>
    queryOptions({
      ...endpointQuery('admin', labelUsage, {}, { params: { id } }),
      staleTime: 0,
      gcTime: 0,
    }),
};

export const labelMutations = {
  create: () =>
    mutationOptions({
      mutationKey: ['admin', 'labelCreate'],
      mutationFn: (input: InputOf<typeof labelCreate>) => api(labelCreate, input),
      meta: { invalidates: CHANGED, successMessage: '标签已添加', silentError: true },
    }),
  update: () =>
    mutationOptions({
      mutationKey: ['admin', 'labelUpdate'],
      mutationFn: ({ id, ...input }: InputOf<typeof labelUpdate> & { id: number }) => api(labelUpdate, input, { params: { id } }),
      meta: { invalidates: CHANGED, successMessage: '标签已保存', silentError: true },
    }),
  reorder: () =>
    mutationOptions({
      mutationKey: ['admin', 'labelReorder'],
      mutationFn: ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
        api(labelReorder, { direction }, { params: { id } }),
      meta: { invalidates: CHANGED },
    }),
  merge: () =>
    mutationOptions({
      mutationKey: ['admin', 'labelMerge'],
      mutationFn: ({ id, targetId }: { id: number; targetId: number }) => api(labelMerge, { targetId }, { params: { id } }),
      meta: { invalidates: CHANGED, successMessage: '标签已合并', silentError: true },
    }),
  remove: () =>
    mutationOptions({
      mutationKey: ['admin', 'labelDelete'],
      mutationFn: (id: number) => api(labelDelete, {}, { params: { id } }),
      meta: { invalidates: CHANGED, successMessage: '标签已删除', silentError: true },
    }),
};
