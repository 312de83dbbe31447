import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { RouteError } from './route-error';
import type { RouterContext } from './router-context';

/** The app's router; the history is hash-based in the browser and in memory in tests. */
export function createAppRouter({ queryClient, history }: RouterContext & { history: RouterHistory }) {
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
