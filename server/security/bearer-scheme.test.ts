import { me } from '@contract/auth/auth';
import { call, tokenFor } from '../test/client';
import { createTestRuntime, type TestRuntime } from '../test/harness';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(() => rt.close());

describe('the Authorization header', () => {
  it('accepts the Bearer scheme in any letter case (RFC 7235)', async () => {
    const token = await tokenFor(rt, 'zhangsan');
    for (const scheme of ['bearer', 'BEARER', 'bEaReR']) {
      const res = await call(rt, me, undefined, { headers: { authorization: `${scheme} ${token}` } });
      expect(res.status).toBe(200);
    }
  });

  it('still refuses another scheme carrying a valid token', async () => {
    const token = await tokenFor(rt, 'zhangsan');
    const res = await call(rt, me, undefined, { headers: { authorization: `Basic ${token}` } });
    expect(res.status).toBe(401);
  });
});
