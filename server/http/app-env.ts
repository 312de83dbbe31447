import type { Deps } from '../deps';

/** What every request's context carries (set by the app's first middleware): in its own file, below the routing that uses it. */
export interface AppEnv {
  Variables: { deps: Deps; requestId: string };
}
