import { tokenFor } from '@server-test/client';
import { createMemoryHistory } from '@tanstack/react-router';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { installUnauthenticatedHandler } from '@/app/unauthenticated';
import { setToken } from '@/shared/lib/token';
import { runtime } from './runtime';

/** Signs a seeded user in the way the app does after sign-in: token in local storage and cookie. */
export async function signInAs(username: string): Promise<string> {
  const token = await tokenFor(runtime(), username);
  setToken(token, new Date(Date.now() + 3_600_000));
  return token;
}

/**
 * Renders the real route tree at `path` (memory history) with the app's
 * providers, query client and code -1 handler.
 */
export async function renderApp(path: string) {
  const queryClient = createQueryClient();
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient, history });
  installUnauthenticatedHandler(router, queryClient);
  const user = userEvent.setup();
  const view = render(<AppProviders queryClient={queryClient} router={router} />);
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return {
    ...view,
    router,
    queryClient,
    user,
    path: () => router.state.location.pathname,
    search: () => router.state.location.search,
  };
}
