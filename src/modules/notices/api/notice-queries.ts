import { noticeDetailGet, noticeList, noticeReaders, noticeSave } from '@contract/notices/notices';
import type { InputOf } from '@contract/platform/endpoint';
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { moduleKeys, moduleQueries } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';

const notices = moduleQueries('notices');

export const NOTICE_PAGE_SIZE = 10;
/** Readers and non-readers shown per page in the manager's panel. */
export const READERS_PAGE_SIZE = 20;

export interface NoticeListRequest {
  keyword?: string;
  page: number;
  size?: number;
  manage?: boolean;
}

export const noticeQueries = {
  all: notices.all,
  /** Every page of every list (a read receipt changes them). */
  lists: notices.of(noticeList),
  list: ({ keyword, page, size = NOTICE_PAGE_SIZE, manage = false }: NoticeListRequest) =>
    queryOptions({ ...notices.query(noticeList, { keyword, page, size, manage }), placeholderData: keepPreviousData }),
  detail: (id: number) => queryOptions({ ...notices.query(noticeDetailGet, {}, { params: { id } }), retry: false }),
  readers: (id: number, read: boolean, page: number) =>
    queryOptions({
      ...notices.query(noticeReaders, { read, page, size: READERS_PAGE_SIZE }, { params: { id } }),
      placeholderData: keepPreviousData,
    }),
};

export type NoticeSaveInput = InputOf<typeof noticeSave>;

/**
 * Saving a notice changes every list, its detail and (by its announcement
 * message) the unread counts: all of them are refetched.
 */
export const noticeMutations = {
  save: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (input: NoticeSaveInput) => api(noticeSave, input),
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: noticeQueries.all }),
          queryClient.invalidateQueries({ queryKey: moduleKeys('messages').all }),
        ]),
    }),
};
