import { messageRead, messageRemove, messageSend } from '@contract/messages/messages';
import type { InputOf } from '@contract/platform/endpoint';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';
import { messageQueries } from './message-queries';

/**
 * Reading or removing changes every count: the loop (header bell), the group
 * counts (tabs, home cards) and the lists all live under `messages`, so one
 * invalidation refreshes them at once — the shell's single loop refetches,
 * no second loop is started.
 */
const CHANGED = [messageQueries.all];

export const messageMutations = {
  /** Marks the given ids, a group, or (neither) everything read. */
  read: () =>
    mutationOptions({
      mutationKey: ['messages', 'read'],
      mutationFn: (input: InputOf<typeof messageRead>) => api(messageRead, input),
      meta: { invalidates: CHANGED },
    }),
  remove: () =>
    mutationOptions({
      mutationKey: ['messages', 'remove'],
      mutationFn: (input: InputOf<typeof messageRemove>) => api(messageRemove, input),
      meta: { invalidates: CHANGED },
    }),
  /** Sends a written message; the sender's own counts do not change. The page shows a failure under the form. */
  send: () =>
    mutationOptions({
      mutationKey: ['messages', 'send'],
      mutationFn: (input: InputOf<typeof messageSend>) => api(messageSend, input),
      meta: { successMessage: '消息已发送', silentError: true },
    }),
};
