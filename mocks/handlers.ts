import { http } from 'msw';

/** Anything that answers a fetch Request: the real server app (`createApp(deps).app`). */
export interface FetchHandler {
  fetch(request: Request): Response | Promise<Response>;
}

/**
 * The SPA tests' handlers (ARCHITECTURE §6): every request the SPA makes is
 * answered by the real server app over a test database, so these mocks
 * cannot drift from the server. Error paths override single handlers.
 */
export function forwardTo(app: FetchHandler) {
  return [http.all('*', ({ request }) => app.fetch(request))];
}
