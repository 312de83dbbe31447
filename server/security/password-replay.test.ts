import { login, visitorRegister } from '@contract/auth/auth';
import { call } from '../test/client';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { encryptedFor } from '../test/login';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(() => rt.close());

describe('an encrypted password seen on the wire', () => {
  it('refuses a sign-in request replayed with the same encrypted password', async () => {
    const body = { username: 'zhangsan', ...(await encryptedFor(rt, rt.deps.config.demoPassword)) };
    expect((await call(rt, login, body)).status).toBe(200);
    const replayed = await call(rt, login, body);
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toMatch(/请刷新页面后重试$/);
  });

  it('refuses a replayed sign-in even after the first one was refused', async () => {
    const body = { username: 'lisi', ...(await encryptedFor(rt, 'Wrong1234')) };
    expect((await call(rt, login, body)).status).toBe(400);
    const replayed = await call(rt, login, body);
    expect(replayed.body.message).toMatch(/请刷新页面后重试$/);
  });

  it('refuses a ciphertext that was sealed for another request', async () => {
    const first = await encryptedFor(rt, rt.deps.config.demoPassword);
    const second = await encryptedFor(rt, 'anything1');
    const moved = await call(rt, login, { username: 'zhangsan', keyId: second.keyId, password: first.password });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toMatch(/请刷新页面后重试$/);
  });

  it('does not let a registration reuse the encrypted password of a sign-in', async () => {
    const sealed = await encryptedFor(rt, 'Visit0r2026');
    await call(rt, login, { username: 'nobody', ...sealed });
    const res = await call(rt, visitorRegister, { mobile: '13600001111', code: '123456', nickname: '访客', ...sealed });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/请刷新页面后重试$/);
  });
});
