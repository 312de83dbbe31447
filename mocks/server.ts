import { setupServer } from 'msw/node';
import { type FetchHandler, forwardTo } from './handlers';

/** The msw server of one SPA test file, forwarding to the given app. */
export function createMockServer(app: FetchHandler) {
  return setupServer(...forwardTo(app));
}
