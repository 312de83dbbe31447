import {
  accountStory,
  centreFavourites,
  centreFavouritesMove,
  centreFavouritesRemove,
  centreStats,
  footprintRemove,
  type MyItemState,
  myItems,
  mySearches,
  mySearchesRemove,
} from '@contract/account-centre';
import type { InputOf } from '@contract/endpoint';
import { favoriteFolderDelete, favoriteFolderSave, favoriteFolders, footprintList } from '@contract/interaction';
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
  folders: () =>
    queryOptions({
      queryKey: ['account', 'folders'] as const,
      queryFn: ({ signal }) => api(favoriteFolders, {}, { signal }),
      // Items are favourited from every domain's pages, which do not know this key.
      staleTime: 0,
    }),
  favourites: (req: { folderId?: number; page: number }) =>
    queryOptions({
      queryKey: ['account', 'favourites', req] as const,
      queryFn: ({ signal }) => api(centreFavourites, { ...req, size: DEFAULT_PAGE_SIZE }, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
};

/** The personal page's numbers and story (GET, no input). */
export const centreHomeQueries = {
  stats: () =>
    queryOptions({
      queryKey: ['account', 'stats'] as const,
      queryFn: ({ signal }) => api(centreStats, {}, { signal }),
      staleTime: 60_000,
    }),
  story: () =>
    queryOptions({
      queryKey: ['account', 'story'] as const,
      queryFn: ({ signal }) => api(accountStory, {}, { signal }),
      // A year's summary moves slowly; a few minutes old is as good as fresh.
      staleTime: 5 * 60_000,
    }),
};

export const centreSearchQueries = {
  list: (req: { keyword?: string; page: number }) =>
    queryOptions({
      queryKey: ['account', 'searches', req] as const,
      queryFn: ({ signal }) => api(mySearches, { ...req, size: DEFAULT_PAGE_SIZE }, { signal }),
      placeholderData: keepPreviousData,
      // Every search elsewhere adds to this list.
      staleTime: 0,
    }),
  remove: () =>
    mutationOptions({
      mutationKey: ['account', 'removeSearches'],
      mutationFn: (input: InputOf<typeof mySearchesRemove>) => api(mySearchesRemove, input),
      // The search box suggests recent searches from the same log.
      meta: {
        successMessage: '搜索记录已删除',
        invalidates: [
          ['account', 'searches'],
          ['search', 'suggest'],
        ],
      },
    }),
};

/** What a change to folders or favourites makes stale: these lists and every domain's folder picker. */
const FAVOURITES_CHANGED = [
  ['account', 'folders'],
  ['account', 'favourites'],
];

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
  saveFolder: () =>
    mutationOptions({
      mutationKey: ['account', 'saveFolder'],
      mutationFn: (input: InputOf<typeof favoriteFolderSave>) => api(favoriteFolderSave, input),
      meta: { successMessage: '收藏夹已保存', invalidates: FAVOURITES_CHANGED },
    }),
  deleteFolder: () =>
    mutationOptions({
      mutationKey: ['account', 'deleteFolder'],
      mutationFn: (id: number) => api(favoriteFolderDelete, {}, { params: { id } }),
      meta: { successMessage: '收藏夹已删除', invalidates: FAVOURITES_CHANGED },
    }),
  moveFavourites: () =>
    mutationOptions({
      mutationKey: ['account', 'moveFavourites'],
      mutationFn: (input: InputOf<typeof centreFavouritesMove>) => api(centreFavouritesMove, input),
      meta: { successMessage: '已移动', invalidates: FAVOURITES_CHANGED },
    }),
  removeFavourites: () =>
    mutationOptions({
      mutationKey: ['account', 'removeFavourites'],
      mutationFn: (input: InputOf<typeof centreFavouritesRemove>) => api(centreFavouritesRemove, input),
      meta: { successMessage: '已取消收藏', invalidates: FAVOURITES_CHANGED },
    }),
};
