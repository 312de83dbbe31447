import {
  commentNum,
  loop,
  MESSAGE_POLL_INTERVAL_MS,
  type MessageGroup,
  messageList,
  taskList,
} from '@contract/messages/messages';
import { queryOptions } from '@tanstack/react-query';
import { moduleQueries } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';
import { messageGroupCounts } from '@/shared/lib/message-groups';

const messages = moduleQueries('messages');

/** The loop's one cache entry: its input carries the moment of each poll, so it cannot be part of the key. */
const loopKey = messages.of(loop);

const fetchLoop = ({ signal }: { signal: AbortSignal }) =>
  api(loop, { intervalTime: MESSAGE_POLL_INTERVAL_MS, currentTime: Date.now() }, { signal });

/** Cards per page on the message-task tabs. */
export const MESSAGE_PAGE_SIZE = 10;

export const messageQueries = {
  all: messages.all,
  loopKey,
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
  groupCounts: () => messages.query(commentNum, {}, { map: (counts) => messageGroupCounts(counts) }),
  /** One page of a group's messages; under `messages`, so reading or removing refreshes it with the counts. */
  list: (p: { group: MessageGroup; unreadOnly: boolean; page: number }) =>
    messages.query(messageList, { ...p, size: MESSAGE_PAGE_SIZE }),
  /** One page of open or done tasks. */
  tasks: (p: { done: boolean; page: number }) => messages.query(taskList, { ...p, size: MESSAGE_PAGE_SIZE }),
};
