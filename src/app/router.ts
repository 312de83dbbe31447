import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { RouteError } from './route-error';

export interface RouterContext {
  queryClient: QueryClient;
}

/** The app's router; the history is hash-based in the browser and in memory in tests. */
export function createAppRouter({ queryClient, history }: { queryClient: QueryClient; history: RouterHistory }) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // Query data is cached by TanStack Query; the router need not cache loader results.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
