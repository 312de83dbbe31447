import { groupList, LABEL_CATEGORIES, labelName } from '@contract/common/common';
import { attentionFieldSave, attentionFieldSelect, field, labelNameByDomain, userField } from '@contract/common/custom-fields';
import { userSearch } from '@contract/knowledge/interaction';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { moduleQueries } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';

const reference = moduleQueries('reference');

/** Labels, groups and custom fields change rarely; screens may keep them for a while. */
const REFERENCE_STALE_MS = 5 * 60_000;

/** Whose labels or fields: any object carrying the domain id (a KnowledgeScope does). */
type OfDomain = { domainId: number };

/** Colleagues by id; `user(id)` reads the same cache entry as `usersById([id])`. */
const usersById = (ids: readonly number[]) =>
  queryOptions({
    ...reference.query(userSearch, { keyword: '', ids: [...ids] }),
    staleTime: REFERENCE_STALE_MS,
  });

/**
 * The reference data every module picks from: labels, the group tree, custom
 * fields (with the reader's chosen ones, "关注字段") and colleagues. One
 * cache for all modules, under `['reference', …]`: a domain's lifecycle
 * invalidating `['wiki']` or `['library']` never refetches it; only the
 * mutations that change reference data invalidate these keys.
 */
export const referenceQueries = {
  all: reference.all,
  /** Every domain's labels and every label's name: what a change to labels makes stale. */
  labelKeys: [reference.of(labelNameByDomain), reference.of(labelName)],
  /** The group tree. */
  groupKeys: reference.of(groupList),
  /** Every domain's fields and every reader's choice of them: what a change to fields makes stale. */
  fieldKeys: [reference.of(field), reference.of(userField), reference.of(attentionFieldSelect)],
  /** The six label categories of one domain with their labels. */
  labels: ({ domainId }: OfDomain) =>
    queryOptions({
      ...reference.query(labelNameByDomain, [...LABEL_CATEGORIES], { params: { domainId } }),
      staleTime: REFERENCE_STALE_MS,
    }),
  /** Every label of every domain with its name (search chips name the labels of a filter that came in by URL). */
  everyLabel: () =>
    queryOptions({
      ...reference.query(labelName, [...LABEL_CATEGORIES]),
      staleTime: REFERENCE_STALE_MS,
    }),
  /** The whole group tree (rows joined by parentId). */
  groups: () =>
    queryOptions({
      ...reference.query(groupList, {}),
      staleTime: REFERENCE_STALE_MS,
    }),
  /** Every custom field of a domain: the choices offered in the field settings. */
  fields: ({ domainId }: OfDomain) =>
    queryOptions({
      ...reference.query(field, { domainId }),
      staleTime: 10 * 60_000,
    }),
  /** The fields the detail page shows, in the reader's order (all fields when none chosen). */
  shownFields: ({ domainId }: OfDomain) => reference.query(userField, { domainId }),
  /** Ids the reader chose (empty = none chosen, so everything shows). */
  chosenFields: ({ domainId }: OfDomain) => reference.query(attentionFieldSelect, { domainId }),
  /** Colleagues matching a name or username (author filters, visibility, sharing). */
  users: (keyword: string) =>
    queryOptions({
      ...reference.query(userSearch, { keyword }),
      staleTime: 60_000,
      placeholderData: keepPreviousData,
    }),
  /** Colleagues by id: names the authors of a filter that came in by URL. */
  usersById,
  /** One colleague by id (null when unknown). */
  user: (id: number) => queryOptions({ ...usersById([id]), select: (found) => found[0] ?? null }),
};

export const fieldMutations = {
  /** Saves the chosen field ids in order; an empty list restores showing every field. */
  save: (domain: OfDomain) =>
    mutationOptions({
      mutationKey: ['reference', 'fields', 'save'],
      mutationFn: (fieldIds: number[]) => api(attentionFieldSave, { domainId: domain.domainId, fieldIds }),
      meta: {
        successMessage: '字段设置已保存',
        invalidates: [referenceQueries.shownFields(domain).queryKey, referenceQueries.chosenFields(domain).queryKey],
      },
    }),
};
