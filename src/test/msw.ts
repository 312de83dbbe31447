import type { SetupServerApi } from 'msw/node';

let current: SetupServerApi | undefined;

/** The msw server of the running test file; `server().use(...)` overrides single handlers. */
export function server(): SetupServerApi {
  if (!current) throw new Error('msw server not started');
  return current;
}

export function setServer(s: SetupServerApi) {
  current = s;
}
