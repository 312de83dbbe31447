import { footprintRemove, type MyItemState, myItems } from '@contract/account-centre';
import type { InputOf } from '@contract/endpoint';
import { footprintList } from '@contract/interaction';
import { DEFAULT_PAGE_SIZE } from '@contract/schemas';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';
import { REMOVE_ENDPOINTS } from '../lib/item-links';

export interface MyItemsRequest {
  kind: 'publish' | 'draft';
  state?: MyItemState;
  domainId?: number;
  keyword?: string;
  page: number;
}

/** Footprints come twenty to a page: a day's reading is usually more than ten items. */
export const FOOTPRINT_PAGE_SIZE = 20;

/** The personal centre's lists; every key starts with 'account'. */
export const centreQueries = {
  items: (req: MyItemsRequest) =>
    queryOptions({
      queryKey: ['account', 'items', req] as const,
      queryFn: ({ signal }) => api(myItems, { ...req, size: DEFAULT_PAGE_SIZE }, { signal }),
      placeholderData: keepPreviousData,
      // Items change state in other modules (approval, editors) that do not know this list.
      staleTime: 0,
    }),
  footprints: (req: { domainId?: number; page: number }) =>
    queryOptions({
      queryKey: ['account', 'footprints', req] as const,
      queryFn: ({ signal }) => api(footprintList, { ...req, size: FOOTPRINT_PAGE_SIZE }, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
};

export const centreMutations = {
  /** Deletes one of my items into its domain's recycle bin. */
  removeItem: () =>
    mutationOptions({
      mutationKey: ['account', 'removeItem'],
      mutationFn: (item: { id: number; domainId: number }) => {
        const endpoint = REMOVE_ENDPOINTS[item.domainId as keyof typeof REMOVE_ENDPOINTS];
        if (!endpoint) throw new Error('该知识域不支持删除');
        return api(endpoint, {}, { params: { id: item.id } });
      },
      meta: { successMessage: '已移入回收站', invalidates: [['account'], ['recycle']] },
    }),
  removeFootprints: () =>
    mutationOptions({
      mutationKey: ['account', 'removeFootprints'],
      mutationFn: (input: InputOf<typeof footprintRemove>) => api(footprintRemove, input),
      meta: { successMessage: '足迹已删除', invalidates: [['account', 'footprints']] },
    }),
};
