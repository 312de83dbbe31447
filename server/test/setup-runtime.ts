import { tokenFor } from './client';
import { createTestRuntime, type TestRuntime } from './harness';

/**
 * The usual setup of a server test file: one runtime over a fresh demo
 * database and the session tokens of the named seeded users, made before the
 * file's tests and closed after them. Tests read `t.rt` and `t.<username>`.
 */
export function setupRuntime<U extends string>(...users: U[]): { rt: TestRuntime } & Record<U, string> {
  const t = {} as { rt: TestRuntime } & Record<U, string>;
  beforeAll(async () => {
    t.rt = await createTestRuntime();
    for (const u of users) (t as Record<string, unknown>)[u] = await tokenFor(t.rt, u);
  });
  afterAll(() => t.rt.close());
  return t;
}
