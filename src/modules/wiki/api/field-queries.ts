import { attentionFieldSave, attentionFieldSelect, field, userField } from '@contract/common';
import { DOMAIN_IDS } from '@contract/knowledge';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';

const WIKI = DOMAIN_IDS.wiki;

/** Query factories of the reader's chosen custom fields ("关注字段") of the wiki. */
export const fieldQueries = {
  /** Every custom field of the wiki: the choices offered in the field settings. */
  all: () =>
    queryOptions({
      queryKey: ['wiki', 'fields', 'all'] as const,
      queryFn: ({ signal }) => api(field, { domainId: WIKI }, { signal }),
      staleTime: 10 * 60_000,
    }),
  /** The fields the detail page shows, in the reader's order (all fields when none chosen). */
  shown: () =>
    queryOptions({
      queryKey: ['wiki', 'fields', 'user'] as const,
      queryFn: ({ signal }) => api(userField, { domainId: WIKI }, { signal }),
    }),
  /** Ids the reader chose (empty = none chosen, so everything shows). */
  chosen: () =>
    queryOptions({
      queryKey: ['wiki', 'fields', 'attention'] as const,
      queryFn: ({ signal }) => api(attentionFieldSelect, { domainId: WIKI }, { signal }),
    }),
};

export const fieldMutations = {
  /** Saves the chosen field ids in order; an empty list restores showing every field. */
  save: () =>
    mutationOptions({
      mutationKey: ['wiki', 'fields', 'save'],
      mutationFn: (fieldIds: number[]) => api(attentionFieldSave, { domainId: WIKI, fieldIds }),
      meta: {
        successMessage: '字段设置已保存',
        invalidates: [fieldQueries.shown().queryKey, fieldQueries.chosen().queryKey],
      },
    }),
};
