import { commentNum, loop, MESSAGE_POLL_INTERVAL_MS, type MessageGroup, messageList, taskList } from '@contract/messages';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';
import { messageGroupCounts } from '@/shared/lib/message-groups';

const loopKey = ['messages', 'loop'] as const;

const fetchLoop = ({ signal }: { signal: AbortSignal }) =>
  api(loop, { intervalTime: MESSAGE_POLL_INTERVAL_MS, currentTime: Date.now() }, { signal });

/** Cards per page on the message-task tabs. */
export const MESSAGE_PAGE_SIZE = 10;

export const messageQueries = {
  all: ['messages'] as const,
  /**
   * The unread loop (SPEC §4). Only the single driver in the shell polls:
   * TanStack Query gives every observer its own interval timer, so a reader
   * that also asked for an interval would start a second loop.
   */
  loopDriver: (looping: boolean) =>
    queryOptions({
      queryKey: loopKey,
      queryFn: fetchLoop,
      refetchInterval: looping ? MESSAGE_POLL_INTERVAL_MS : false,
      refetchIntervalInBackground: true,
      staleTime: MESSAGE_POLL_INTERVAL_MS,
    }),
  /** Readers of the loop (badge, counts): same cache, never their own fetch or timer. */
  loopReader: () => queryOptions({ queryKey: loopKey, queryFn: fetchLoop, enabled: false, staleTime: Number.POSITIVE_INFINITY }),
  /** Unread counts per customType, summed into the four groups of SPEC §9. */
  groupCounts: () =>
    queryOptions({
      queryKey: ['messages', 'groupCounts'] as const,
      queryFn: async ({ signal }) => messageGroupCounts(await api(commentNum, {}, { signal })),
    }),
  /** One page of a group's messages; under `messages`, so reading or removing refreshes it with the counts. */
  list: (p: { group: MessageGroup; unreadOnly: boolean; page: number }) =>
    queryOptions({
      queryKey: ['messages', 'list', p] as const,
      queryFn: ({ signal }) => api(messageList, { ...p, size: MESSAGE_PAGE_SIZE }, { signal }),
    }),
  /** One page of open or done tasks. */
  tasks: (p: { done: boolean; page: number }) =>
    queryOptions({
      queryKey: ['messages', 'tasks', p] as const,
      queryFn: ({ signal }) => api(taskList, { ...p, size: MESSAGE_PAGE_SIZE }, { signal }),
    }),
};
