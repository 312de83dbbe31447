import { changePassword, securityOverview } from '@contract/account/account-security';
import { ADDRESS_FREE_FAILURES, login, me, PASSWORD_RULE_MESSAGE } from '@contract/auth/auth';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { userRow } from '../../test/auth/sign-in';
import { call, tokenFor } from '../../test/client';
import { encryptedFor, loginAs } from '../../test/login';
import { setupRuntime } from '../../test/setup-runtime';
import { NO_PASSWORD_MESSAGE, WRONG_OLD_PASSWORD } from './password-change.service';
import { createSession } from './session.service';

const t = setupRuntime('zhangsan');
const NEW_PASSWORD = 'Zhishi2027';

/** The request body: each password under a seal of its own, as the SPA sends it. */
async function body(oldPassword: string, newPassword: string) {
  const o = await encryptedFor(t.rt, oldPassword);
  const n = await encryptedFor(t.rt, newPassword);
  return { oldKeyId: o.keyId, oldPassword: o.password, newKeyId: n.keyId, newPassword: n.password };
}

const demo = () => t.rt.deps.config.demoPassword;

async function failures(username: string): Promise<number> {
  const r = await t.rt.deps.db.execute<{ n: number }>(
    sql`select count(*)::int as n from auth_attempts where kind = 'password' and subject = ${username} and not ok`,
  );
  return r.rows[0].n;
}

describe('GET /aikn-app/account/security', () => {
  it('tells whether the caller has a password, and his contacts', async () => {
    const r = await call(t.rt, securityOverview, {}, { token: t.zhangsan });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ hasPassword: true, mobile: '13800000001', email: 'zhangsan@zhilian.example' });
    expect((await call(t.rt, securityOverview)).status).toBe(401);
  });
});

describe('POST /aikn-app/account/password', () => {
  it('changes the password, ends every other session of the user and keeps the current one', async () => {
    const current = await loginAs(t.rt, 'lisi');
    const other = await loginAs(t.rt, 'lisi');
    const elsewhere = await tokenFor(t.rt, 'lisi');
    const stranger = await tokenFor(t.rt, 'wangwu');
    const before = (await userRow(t.rt, 'lisi')).passwordHash;

    const r = await call(t.rt, changePassword, await body(demo(), NEW_PASSWORD), { token: current });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ endedSessions: 2 });

    const hash = (await userRow(t.rt, 'lisi')).passwordHash;
    expect(hash).not.toBe(before);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect((await call(t.rt, me, {}, { token: current })).status).toBe(200);
    for (const ended of [other, elsewhere]) {
      const res = await call(t.rt, me, {}, { token: ended });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(CODE_UNAUTHENTICATED);
    }
    // Another user's sessions are not touched.
    expect((await call(t.rt, me, {}, { token: stranger })).status).toBe(200);

    const oldSignIn = await call(t.rt, login, { username: 'lisi', ...(await encryptedFor(t.rt, demo())) });
    expect(oldSignIn.status).toBe(400);
    expect((await call(t.rt, login, { username: 'lisi', ...(await encryptedFor(t.rt, NEW_PASSWORD)) })).status).toBe(200);
  });

  it('refuses a wrong old password with a clear message, changes nothing and counts it as a sign-in failure', async () => {
    const before = (await userRow(t.rt, 'zhangsan')).passwordHash;
    const other = await tokenFor(t.rt, 'zhangsan');
    const counted = await failures('zhangsan');
    const r = await call(t.rt, changePassword, await body('Wrong2026x', NEW_PASSWORD), { token: t.zhangsan });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(WRONG_OLD_PASSWORD);
    expect((await userRow(t.rt, 'zhangsan')).passwordHash).toBe(before);
    expect((await call(t.rt, me, {}, { token: other })).status).toBe(200);
    expect(await failures('zhangsan')).toBe(counted + 1);
  });

  it('throttles a client that keeps guessing, as sign-in does, even when it then sends the right password', async () => {
    const token = await tokenFor(t.rt, 'admin');
    const address = '198.51.100.77';
    for (let i = 1; i < ADDRESS_FREE_FAILURES; i++) {
      const r = await call(t.rt, changePassword, await body(`Guess${i}abc`, NEW_PASSWORD), { token, address });
      expect(r.status).toBe(400);
    }
    const last = await call(t.rt, changePassword, await body('Guess99abc', NEW_PASSWORD), { token, address });
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/^原密码错误；密码验证失败次数过多，请\d+分钟后再试$/);
    expect(last.body.data).toMatchObject({ retryAfterSeconds: 60 });
    const right = await call(t.rt, changePassword, await body(demo(), NEW_PASSWORD), { token, address });
    expect(right.status).toBe(429);
    // Another address is not held back, and the account is not locked.
    expect((await call(t.rt, changePassword, await body(demo(), NEW_PASSWORD), { token })).status).toBe(200);
  });

  it('refuses a new password that breaks the policy or equals the old one, before checking the old one', async () => {
    const counted = await failures('zhangsan');
    for (const weak of ['short1', 'lettersonly', '1234567890', 'a1'.repeat(33)]) {
      const r = await call(t.rt, changePassword, await body(demo(), weak), { token: t.zhangsan });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(`新密码：${PASSWORD_RULE_MESSAGE}`);
    }
    const same = await call(t.rt, changePassword, await body(demo(), demo()), { token: t.zhangsan });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('新密码不能与原密码相同');
    expect(await failures('zhangsan')).toBe(counted);
  });

  it('refuses a seal used twice, one seal for both passwords, and missing or foreign fields', async () => {
    const o = await encryptedFor(t.rt, demo());
    const shared = { oldKeyId: o.keyId, oldPassword: o.password, newKeyId: o.keyId, newPassword: o.password };
    const reused = await call(t.rt, changePassword, shared, { token: t.zhangsan });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toContain('密钥已使用');
    const cases: [Record<string, unknown>, string][] = [
      [{}, '原密码'],
      [{ ...(await body(demo(), NEW_PASSWORD)), newPassword: '' }, '新密码'],
      [{ ...(await body(demo(), NEW_PASSWORD)), newKeyId: 'x'.repeat(200) }, '密钥编号'],
      [{ ...(await body(demo(), NEW_PASSWORD)), userId: 1 }, 'userId'],
      [{ ...(await body(demo(), NEW_PASSWORD)), newPassword: '!!!not-base64' }, '密文'],
    ];
    for (const [input, text] of cases) {
      const r = await call(t.rt, changePassword, input, { token: t.zhangsan });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(text);
    }
  });

  it('refuses an account without a password with a message saying what to do', async () => {
    const [row] = await t.rt.deps.db
      .insert(users)
      .values({ username: 'smsonly', nickname: '短信用户', type: 1, mobile: '13755550001' })
      .returning({ id: users.id });
    const { token } = await createSession(t.rt.deps.db, row.id);
    const overview = await call(t.rt, securityOverview, {}, { token });
    expect(overview.body.data).toMatchObject({ hasPassword: false, mobile: '13755550001' });
    const r = await call(t.rt, changePassword, await body('Anything1', NEW_PASSWORD), { token });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(NO_PASSWORD_MESSAGE);
    expect((await userRow(t.rt, 'smsonly')).passwordHash).toBeNull();
  });

  it('refuses a caller without a session with code -1', async () => {
    const r = await call(t.rt, changePassword, await body(demo(), NEW_PASSWORD));
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(CODE_UNAUTHENTICATED);
  });
});
