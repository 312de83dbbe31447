import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { messageQueries } from '../api/message-queries';

/**
 * Drives the unread loop (SPEC §4). Mount it once, in the signed-in shell:
 * it polls every 120 s while `looping` is on, polls once when it is off, and
 * stops with `enabled` false (signed out). Readers use `loopReader()`.
 */
export function useUnreadLoop({ enabled, looping }: { enabled: boolean; looping: boolean }) {
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...messageQueries.loopDriver(looping), enabled });
  const lastTotal = useRef<number | undefined>(undefined);

  // The per-group counts follow the loop: a change in the unread total refreshes them.
  useEffect(() => {
    const total = data?.unreadMessageNum;
    if (total === undefined) return;
    if (lastTotal.current !== undefined && lastTotal.current !== total) {
      void queryClient.invalidateQueries({ queryKey: messageQueries.groupCounts().queryKey });
    }
    lastTotal.current = total;
  }, [data?.unreadMessageNum, queryClient]);
}
