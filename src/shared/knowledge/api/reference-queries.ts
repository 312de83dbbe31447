import {
  attentionFieldSave,
  attentionFieldSelect,
  field,
  groupList,
  LABEL_CATEGORIES,
  labelNameByDomain,
  userField,
} from '@contract/common';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';
import type { KnowledgeScope } from '../scope';

/** Labels, groups and custom fields change rarely; screens may keep them for a while. */
const REFERENCE_STALE_MS = 5 * 60_000;

/** The domain's labels, the group tree and the custom fields with the reader's chosen ones ("关注字段"). */
export const referenceQueries = {
  /** The six label categories of the domain with their labels. */
  labels: (scope: KnowledgeScope) =>
    queryOptions({
      queryKey: [scope.root, 'labels'] as const,
      queryFn: ({ signal }) => api(labelNameByDomain, [...LABEL_CATEGORIES], { params: { domainId: scope.domainId }, signal }),
      staleTime: REFERENCE_STALE_MS,
    }),
  /** The whole group tree (rows joined by parentId). */
  groups: (scope: KnowledgeScope) =>
    queryOptions({
      queryKey: [scope.root, 'groups'] as const,
      queryFn: ({ signal }) => api(groupList, {}, { signal }),
      staleTime: REFERENCE_STALE_MS,
    }),
  /** Every custom field of the domain: the choices offered in the field settings. */
  fields: (scope: KnowledgeScope) =>
    queryOptions({
      queryKey: [scope.root, 'fields', 'all'] as const,
      queryFn: ({ signal }) => api(field, { domainId: scope.domainId }, { signal }),
      staleTime: 10 * 60_000,
    }),
  /** The fields the detail page shows, in the reader's order (all fields when none chosen). */
  shownFields: (scope: KnowledgeScope) =>
    queryOptions({
      queryKey: [scope.root, 'fields', 'user'] as const,
      queryFn: ({ signal }) => api(userField, { domainId: scope.domainId }, { signal }),
    }),
  /** Ids the reader chose (empty = none chosen, so everything shows). */
  chosenFields: (scope: KnowledgeScope) =>
    queryOptions({
      queryKey: [scope.root, 'fields', 'attention'] as const,
      queryFn: ({ signal }) => api(attentionFieldSelect, { domainId: scope.domainId }, { signal }),
    }),
};

export const fieldMutations = {
  /** Saves the chosen field ids in order; an empty list restores showing every field. */
  save: (scope: KnowledgeScope) =>
    mutationOptions({
      mutationKey: [scope.root, 'fields', 'save'],
      mutationFn: (fieldIds: number[]) => api(attentionFieldSave, { domainId: scope.domainId, fieldIds }),
      meta: {
        successMessage: '字段设置已保存',
        invalidates: [referenceQueries.shownFields(scope).queryKey, referenceQueries.chosenFields(scope).queryKey],
      },
    }),
};
