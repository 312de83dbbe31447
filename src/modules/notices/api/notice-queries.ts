import type { InputOf } from '@contract/endpoint';
import { noticeDetailGet, noticeList, noticeReaders, noticeSave } from '@contract/notices';
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';

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
  all: ['notices'] as const,
  list: ({ keyword, page, size = NOTICE_PAGE_SIZE, manage = false }: NoticeListRequest) =>
    queryOptions({
      queryKey: ['notices', 'list', { keyword, page, size, manage }] as const,
      queryFn: ({ signal }) => api(noticeList, { keyword, page, size, manage }, { signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: ['notices', 'detail', id] as const,
      queryFn: ({ signal }) => api(noticeDetailGet, {}, { params: { id }, signal }),
      retry: false,
    }),
  readers: (id: number, read: boolean, page: number) =>
    queryOptions({
      queryKey: ['notices', 'readers', id, { read, page }] as const,
      queryFn: ({ signal }) => api(noticeReaders, { read, page, size: READERS_PAGE_SIZE }, { params: { id }, signal }),
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
          queryClient.invalidateQueries({ queryKey: ['messages'] }),
        ]),
    }),
};
