import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useMemo, useSyncExternalStore } from 'react';
import { authQueries } from '@/modules/auth/api/auth-queries';
import { TOAST_DURATION_MS, TOAST_TOP_OFFSET } from '@/shared/lib/toast';
import { getToken, subscribeToken } from '@/shared/lib/token';
import type { AppRouter } from './router';
import { createAppTheme, cssVariablesResolver, themeNameFor } from './theme';

/** Whether a token is stored, as React state. */
export function useHasToken(): boolean {
  return useSyncExternalStore(subscribeToken, () => getToken() !== null);
}

/** Toasts of SPEC §8: top centre, 500px down, 3 seconds. */
export function AppNotifications() {
  // Every position gets a container; `bottom: auto` keeps the unused ones from stretching over the page.
  return (
    <Notifications
      position="top-center"
      autoClose={TOAST_DURATION_MS}
      styles={{ root: { top: TOAST_TOP_OFFSET, bottom: 'auto' } }}
      zIndex={1000}
    />
  );
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
