import { fieldCreate, fieldDelete, fieldList, fieldReorder, fieldUpdate } from '@contract/admin/admin-fields';
import type { InputOf } from '@contract/platform/endpoint';
import { mutationOptions } from '@tanstack/react-query';
import { referenceQueries } from '@/shared/knowledge/api/reference-queries';
import { endpointQuery, moduleKeys } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';

/**
 * A field change shows in the console's table and audit trail, and in the
 * editors and detail pages of this session (`['reference', 'fields']`):
 * other sessions read the fields anew when an editor opens.
 */
const CHANGED = [moduleKeys('admin').all, ...referenceQueries.fieldKeys];

/** Reads and writes of the console's 字段 section. */
export const fieldQueries = {
  list: (domainId: number) => endpointQuery('admin', fieldList, { domainId }),
};

export const fieldMutations = {
  create: () =>
    mutationOptions({
      mutationKey: ['admin', 'fieldCreate'],
      mutationFn: (input: InputOf<typeof fieldCreate>) => api(fieldCreate, input),
      meta: { invalidates: CHANGED, successMessage: '字段已添加', silentError: true },
    }),
  update: () =>
    mutationOptions({
      mutationKey: ['admin', 'fieldUpdate'],
      mutationFn: ({ id, ...input }: InputOf<typeof fieldUpdate> & { id: number }) => api(fieldUpdate, input, { params: { id } }),
      meta: { invalidates: CHANGED, successMessage: '字段已保存', silentError: true },
    }),
  reorder: () =>
    mutationOptions({
      mutationKey: ['admin', 'fieldReorder'],
      mutationFn: (input: InputOf<typeof fieldReorder>) => api(fieldReorder, input),
      meta: { invalidates: CHANGED },
    }),
  remove: () =>
    mutationOptions({
      mutationKey: ['admin', 'fieldDelete'],
      mutationFn: (id: number) => api(fieldDelete, {}, { params: { id } }),
      meta: { invalidates: CHANGED, successMessage: '字段已删除', silentError: true },
    }),
};
