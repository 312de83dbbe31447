import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from '@/shared/lib/token';

/** Whether a token is stored, as React state. */
export function useHasToken(): boolean {
  return useSyncExternalStore(subscribeToken, () => getToken() !== null);
}
