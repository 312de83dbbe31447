import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/** Goes back in history when the app has somewhere to go back to, else to the home page. */
export function useGoBack(): () => void {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return useCallback(() => {
    if (canGoBack) router.history.back();
    else void router.navigate({ to: '/index' });
  }, [router, canGoBack]);
}
