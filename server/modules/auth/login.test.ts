import { login, me, SESSION_TTL_HOURS } from '@contract/auth/auth';
import type { UserView } from '@contract/auth/users';
import { eq, sql } from 'drizzle-orm';
import { keyPairs, sessions } from '../../db/schema/index';
import { setDisabled } from '../../test/auth/sign-in';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { encryptedFor, loginAs } from '../../test/login';

let rt: TestRuntime;
let password: string;
beforeAll(async () => {
  rt = await createTestRuntime();
  password = rt.deps.config.demoPassword;
});
afterAll(() => rt.close());

type LoginData = { token: string; expiresAt: string; user: UserView };

describe('POST /base-admin/login/login', () => {
  it('signs in with an RSA-encrypted password and answers token, expiry and user', async () => {
    const started = Date.now();
    const res = await call<LoginData>(rt, login, { username: 'zhangsan', ...(await encryptedFor(rt, password)) });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data.user).toMatchObject({
      username: 'zhangsan',
      nickname: '张三',
      type: 1,
      bound: false,
      abilities: { approve: false, write: true },
    });
    const ttl = new Date(res.body.data.expiresAt).getTime() - started;
    expect(ttl).toBeGreaterThan(SESSION_TTL_HOURS * 3600_000 - 60_000);
    expect(ttl).toBeLessThan(SESSION_TTL_HOURS * 3600_000 + 60_000);
    const who = await call<UserView>(rt, me, undefined, { token: res.body.data.token });
    expect(who.body.data.username).toBe('zhangsan');
  });

  it('stores only the hash of the token', async () => {
    const token = await loginAs(rt, 'lisi');
    const found = await rt.deps.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(found).toHaveLength(0);
  });

  it('treats the username case-insensitively and signs in a visitor too', async () => {
    expect(await loginAs(rt, 'ZhangSan')).toBeTruthy();
    const visitor = await call<UserView>(rt, me, undefined, { token: await loginAs(rt, 'wangwu') });
    expect(visitor.body.data.type).toBe(6);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await call(rt, login, { username: 'lisi', ...(await encryptedFor(rt, 'Wrong1234')) });
    const unknown = await call(rt, login, { username: 'nobody', ...(await encryptedFor(rt, password)) });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(400);
      expect(res.body.message).toBe('用户名或密码错误');
      expect(res.body.data).toEqual({ captchaRequired: false });
    }
  });

  it('refuses missing fields with 400 and a Chinese message naming the field', async () => {
    const noUser = await call(rt, login, { password: 'x', keyId: 'y' });
    expect(noUser.status).toBe(400);
    expect(noUser.body.message).toContain('用户名');
    const noPassword = await call(rt, login, { username: 'zhangsan', password: '', keyId: 'y' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toContain('密码');
    const badType = await call(rt, login, { username: 42, password: 'x', keyId: 'y' });
    expect(badType.status).toBe(400);
  });

  it('refuses an unknown or expired key and undecryptable ciphertext with 400', async () => {
    const enc = await encryptedFor(rt, password);
    const unknownKey = await call(rt, login, { username: 'zhangsan', password: enc.password, keyId: crypto.randomUUID() });
    expect(unknownKey.status).toBe(400);
    expect(unknownKey.body.message).toMatch(/请刷新页面后重试$/);
    expect(unknownKey.body.data).toEqual({ captchaRequired: false });
    const notUuid = await call(rt, login, { username: 'zhangsan', password: enc.password, keyId: "1' or 1=1" });
    expect(notUuid.status).toBe(400);
    const garbage = await call(rt, login, { username: 'zhangsan', password: 'bm90IHJzYQ==', keyId: enc.keyId });
    expect(garbage.status).toBe(400);
    expect(garbage.body.message).toMatch(/请刷新页面后重试$/);
    const notBase64 = await call(rt, login, {
      username: 'zhangsan',
      password: '不是密文',
      keyId: (await encryptedFor(rt, password)).keyId,
    });
    expect(notBase64.status).toBe(400);

    const later = await encryptedFor(rt, password);
    await rt.deps.db
      .update(keyPairs)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(keyPairs.id, later.keyId.split('.')[0]));
    const expired = await call(rt, login, { username: 'zhangsan', ...later });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toMatch(/请刷新页面后重试$/);
  });

  it('refuses a username holding a NUL character with 400, not 500', async () => {
    const res = await call(rt, login, { username: 'zhang\u0000san', ...(await encryptedFor(rt, password)) });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('用户名');
  });

  it('refuses a disabled account with 403 only when the password is right', async () => {
    await setDisabled(rt, 'lisi', true);
    try {
      const right = await call(rt, login, { username: 'lisi', ...(await encryptedFor(rt, password)) });
      expect(right.status).toBe(403);
      expect(right.body.message).toBe('账号已停用，请联系管理员');
      const wrong = await call(rt, login, { username: 'lisi', ...(await encryptedFor(rt, 'Nope12345')) });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('用户名或密码错误');
    } finally {
      await setDisabled(rt, 'lisi', false);
    }
  });
});
