import { connect } from '../db/client';
import type { Deps } from '../deps';
import type { TestRuntime } from './harness';

/**
 * Another server's view of a test runtime's database: its own small pool,
 * with the runtime's other dependencies. Tests of what several servers share
 * (jobs, caches, queues) run one side on it; close it before the runtime.
 */
export function secondServer(rt: TestRuntime): { deps: Deps; close: () => Promise<void> } {
  const database = connect(rt.databaseUrl, 3);
  return { deps: { ...rt.deps, db: database.db, pool: database.pool }, close: database.close };
}
