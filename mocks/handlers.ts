import { http } from 'msw';
import { connectionFrom, freshAddress } from '../server/test/client';

/** Anything that answers a fetch Request: the real server app (`createApp(deps).app`), given the connection's peer. */
export interface FetchHandler {
  fetch(request: Request, env: ReturnType<typeof connectionFrom>): Response | Promise<Response>;
}

/**
 * The SPA tests' handlers (ARCHITECTURE §6): every request the SPA makes is
 * answered by the real server app over a test database, so these mocks
 * cannot drift from the server. Error paths override single handlers.
 */
export function forwardTo(app: FetchHandler) {
  // Each request from an address of its own, as server tests do: the address throttles
  // would otherwise count every test's failed sign-ins in the file against the next test.
  return [http.all('*', ({ request }) => app.fetch(request, connectionFrom(freshAddress())))];
}
