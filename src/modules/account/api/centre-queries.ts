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
} from '@contract/account/account-centre';
import { favoriteFolderDelete, favoriteFolderSave, favoriteFolders, footprintList } from '@contract/knowledge/interaction';
import type { InputOf } from '@contract/platform/endpoint';
import { DEFAULT_PAGE_SIZE } from '@contract/platform/schemas';
import { searchSuggest } from '@contract/search/search';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { moduleKeys, moduleQueries } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';
import { REMOVE_ENDPOINTS } from '../lib/item-links';

const account = moduleQueries('account');

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
      ...account.query(myItems, { ...req, size: DEFAULT_PAGE_SIZE }),
      placeholderData: keepPreviousData,
      // Items change state in other modules (approval, editors) that do not know this list.
      staleTime: 0,
    }),
  footprints: (req: { domainId?: number; page: number }) =>
    queryOptions({
      ...account.query(footprintList, { ...req, size: FOOTPRINT_PAGE_SIZE }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  folders: () =>
    queryOptions({
      ...account.query(favoriteFolders, {}),
      // Items are favourited from every domain's pages, which do not know this key.
      staleTime: 0,
    }),
  favourites: (req: { folderId?: number; page: number }) =>
    queryOptions({
      ...account.query(centreFavourites, { ...req, size: DEFAULT_PAGE_SIZE }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
};

/** The personal page's numbers and story (GET, no input). */
export const centreHomeQueries = {
  stats: () =>
    queryOptions({
      ...account.query(centreStats, {}),
      staleTime: 60_000,
    }),
  story: () =>
    queryOptions({
      ...account.query(accountStory, {}),
      // A year's summary moves slowly; a few minutes old is as good as fresh.
      staleTime: 5 * 60_000,
    }),
};

export const centreSearchQueries = {
  list: (req: { keyword?: string; page: number }) =>
    queryOptions({
      ...account.query(mySearches, { ...req, size: DEFAULT_PAGE_SIZE }),
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
        invalidates: [account.of(mySearches), moduleKeys('search').of(searchSuggest)],
      },
    }),
};

/** What a change to folders or favourites makes stale: these lists and every domain's folder picker. */
const FAVOURITES_CHANGED = [account.of(favoriteFolders), account.of(centreFavourites)];

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
      meta: { successMessage: '已移入回收站', invalidates: [account.all, moduleKeys('recycle').all] },
    }),
  removeFootprints: () =>
    mutationOptions({
      mutationKey: ['account', 'removeFootprints'],
      mutationFn: (input: InputOf<typeof footprintRemove>) => api(footprintRemove, input),
      meta: { successMessage: '足迹已删除', invalidates: [account.of(footprintList)] },
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
