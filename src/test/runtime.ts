import type { TestRuntime } from '@server-test/harness';

let current: TestRuntime | undefined;

/** The real server app and test database of the running test file (set up in setup.ts). */
export function runtime(): TestRuntime {
  if (!current) throw new Error('test runtime not started');
  return current;
}

export function setRuntime(rt: TestRuntime | undefined) {
  current = rt;
}
