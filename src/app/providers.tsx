import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useSyncExternalStore } from 'react';
import { authQueries } from '@/modules/auth/api/auth-queries';
import { useHasToken } from '@/shared/hooks/use-has-token';
import { onToastRequested, toastRequested } from '@/shared/lib/toast';
import type { AppRouter } from './router';
import { createAppTheme, cssVariablesResolver, themeNameFor } from './theme';

const ToastHost = lazy(() => import('./toast-host'));

/**
 * Toasts of SPEC §8. The container (with its animation and scroll-lock code)
 * and the toast store load with the first toast rather than with the first
 * screen; the store holds what was shown until the container is there.
 */
export function AppNotifications() {
  // Once loaded the container stays, so later toasts appear at once and leave with their animation.
  const wanted = useSyncExternalStore(onToastRequested, toastRequested);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}

/**
 * Mantine with the theme of the signed-in user: gold for user types 6, 7, 8,
 * blue otherwise. It only reads the cached user; the guards fetch it.
 */
function ThemedMantine({ children }: { children: React.ReactNode }) {
  const signedIn = useHasToken();
  const { data: user } = useQuery({ ...authQueries.me(), enabled: false });
  const name = themeNameFor(signedIn ? user?.type : undefined);
  const theme = useMemo(() => createAppTheme(name), [name]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <AppNotifications />
      <div data-theme={name} style={{ display: 'contents' }}>
        {children}
      </div>
    </MantineProvider>
  );
}

/** Every provider of the app, around the router. */
export function AppProviders({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedMantine>
        <RouterProvider router={router} />
      </ThemedMantine>
    </QueryClientProvider>
  );
}
