import { login, logout, me } from '@contract/auth/auth';
import { call } from '../test/client';
import { eventMark, eventsSince, rollupMismatches } from '../test/events';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { userId } from '../test/knowledge/factory';
import { encryptedFor } from '../test/login';

let rt: TestRuntime;
let zhangsan: number;

beforeAll(async () => {
  rt = await createTestRuntime();
  zhangsan = await userId(rt, 'zhangsan');
});
afterAll(() => rt.close());

const signIn = async (password: string, address: string) =>
  call<{ token: string }>(rt, login, { username: 'zhangsan', ...(await encryptedFor(rt, password)) }, { address });

describe('sign-in and sign-out events', () => {
  it('records a successful sign-in with the client address, and none for a refused one', async () => {
    const mark = await eventMark(rt);
    expect((await signIn('not-the-password', '203.0.113.20')).status).toBe(400);
    expect(await eventsSince(rt, mark)).toEqual([]);

    const ok = await signIn(rt.deps.config.demoPassword, '203.0.113.21');
    expect(ok.status).toBe(200);
    expect(await eventsSince(rt, mark)).toEqual([
      {
        action: 'login',
        user_id: zhangsan,
        domain_id: null,
        subject_id: null,
        object_id: null,
        ip: '203.0.113.21',
        detail: null,
      },
    ]);
    expect(await rollupMismatches(rt, [zhangsan])).toEqual([]);
  });

  it('records a sign-out once: the ended session cannot sign out again', async () => {
    const { token } = (await signIn(rt.deps.config.demoPassword, '203.0.113.22')).body.data;
    const mark = await eventMark(rt);
    expect((await call(rt, logout, {}, { token, address: '203.0.113.23' })).status).toBe(200);
    expect((await call(rt, logout, {}, { token, address: '203.0.113.23' })).status).toBe(401);
    expect((await call(rt, me, {}, { token })).status).toBe(401);
    expect(await eventsSince(rt, mark)).toEqual([
      {
        action: 'logout',
        user_id: zhangsan,
        domain_id: null,
        subject_id: null,
        object_id: null,
        ip: '203.0.113.23',
        detail: null,
      },
    ]);
    expect(await rollupMismatches(rt, [zhangsan])).toEqual([]);
  });

  it('records the address the trusted proxy forwarded, not the proxy', async () => {
    const trusted = rt.deps.config.trustedProxies;
    (rt.deps.config as { trustedProxies: readonly string[] }).trustedProxies = ['10.0.0.0/8'];
    try {
      const { token } = (await signIn(rt.deps.config.demoPassword, '203.0.113.24')).body.data;
      const mark = await eventMark(rt);
      await call(rt, logout, {}, { token, address: '10.1.2.3', headers: { 'x-forwarded-for': '198.51.100.9' } });
      expect((await eventsSince(rt, mark)).map((e) => [e.action, e.ip])).toEqual([['logout', '198.51.100.9']]);
    } finally {
      (rt.deps.config as { trustedProxies: readonly string[] }).trustedProxies = trusted;
    }
  });
});
