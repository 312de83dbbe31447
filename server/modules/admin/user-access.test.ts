import { personalData } from '@contract/account/account';
import { changePassword } from '@contract/account/account-security';
import { roleList, userDisable, userList, userUpdate } from '@contract/admin/admin';
import { roleOptions, userEndSessions, userResetPassword, userUnlock } from '@contract/admin/admin-users';
import { login, MUST_CHANGE_PASSWORD_MESSAGE, me } from '@contract/auth/auth';
import { allAuth } from '@contract/common/common';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import { idOf, storeKeyPair } from '../../test/admin/setup';
import { call, tokenFor } from '../../test/client';
import { grantKeys } from '../../test/grants';
import { setupRuntime } from '../../test/setup-runtime';
import type { AdminUserView } from './users.service';

const t = setupRuntime('admin', 'zhangsan', 'lisi');
let key: Awaited<ReturnType<typeof storeKeyPair>>;
beforeAll(async () => {
  key = await storeKeyPair(t.rt);
});

type Page = { total: number; list: AdminUserView[] };
const list = async (input: Record<string, unknown>) => (await call<Page>(t.rt, userList, input, { token: t.admin })).body.data;
const signIn = (username: string, password: string) =>
  call<{ token: string; user: { mustChangePassword: boolean } }>(t.rt, login, { username, ...key.seal(password) });

describe('password reset', () => {
  it('sets an initial password, ends the sessions, and the next sign-in must change it before anything else', async () => {
    const id = await idOf(t.rt, 'users', 'lisi');
    const old = t.lisi;
    const r = await call(t.rt, userResetPassword, key.seal('Reset2026'), { token: t.admin, params: { id } });
    expect(r.status).toBe(200);
    expect((await call(t.rt, personalData, {}, { token: old })).body.code).toBe(CODE_UNAUTHENTICATED);

    const signed = await signIn('lisi', 'Reset2026');
    expect(signed.status).toBe(200);
    expect(signed.body.data.user.mustChangePassword).toBe(true);
    const token = signed.body.data.token;
    // What sign-in reads about the user himself is answered; nothing else is.
    expect((await call(t.rt, me, {}, { token })).status).toBe(200);
    expect((await call(t.rt, allAuth, {}, { token })).status).toBe(200);
    const refused = await call(t.rt, personalData, {}, { token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MUST_CHANGE_PASSWORD_MESSAGE);

    const o = key.seal('Reset2026');
    const n = key.seal('Lisi2027new');
    const changed = await call(
      t.rt,
      changePassword,
      { oldKeyId: o.keyId, oldPassword: o.password, newKeyId: n.keyId, newPassword: n.password },
      { token },
    );
    expect(changed.status).toBe(200);
    expect((await call(t.rt, personalData, {}, { token })).status).toBe(200);
    expect((await call<{ mustChangePassword: boolean }>(t.rt, me, {}, { token })).body.data.mustChangePassword).toBe(false);
    t.lisi = token;
  });

  it('refuses a weak password (400), oneself (400), no token (401), no key (403) and an administrator for a delegate (403)', async () => {
    const id = await idOf(t.rt, 'users', 'zhangsan');
    const weak = await call(t.rt, userResetPassword, key.seal('short'), { token: t.admin, params: { id } });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain('初始密码');
    const self = await call(t.rt, userResetPassword, key.seal('Reset2026'), {
      token: t.admin,
      params: { id: await idOf(t.rt, 'users', 'admin') },
    });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('不能重置自己的密码，请在账号设置中修改密码');
    expect((await call(t.rt, userResetPassword, key.seal('Reset2026'), { params: { id } })).status).toBe(401);
    expect((await call(t.rt, userResetPassword, key.seal('Reset2026'), { token: t.zhangsan, params: { id } })).status).toBe(403);
    await grantKeys(t.rt, 'zhangsan', '重置专员', ['ROLE_ADMIN_USER_MANAGE']);
    const delegate = await call(t.rt, userResetPassword, key.seal('Reset2026'), {
      token: t.zhangsan,
      params: { id: await idOf(t.rt, 'users', 'admin') },
    });
    expect(delegate.status).toBe(403);
    expect(delegate.body.message).toBe('只有系统管理员可以修改管理员账号');
    expect((await call(t.rt, userResetPassword, {}, { token: t.admin, params: { id } })).status).toBe(400);
  });
});

describe('unlock', () => {
  it('shows an account whose sign-in asks for a captcha as locked and forgives it, leaving the address tally alone', async () => {
    const id = await idOf(t.rt, 'users', 'wangwu');
    await t.rt.deps.db.execute(sql`
      insert into auth_attempts (kind, subject, address, subnet, prefix, ok)
      select 'password', 'wangwu', '203.0.113.9', '203.0.113.0/24', '', false from generate_series(1, 4)`);
    expect((await list({ state: 'locked' })).list.map((u) => u.username)).toEqual(['wangwu']);
    const r = await call(t.rt, userUnlock, {}, { token: t.admin, params: { id } });
    expect(r.status).toBe(200);
    expect((await list({ state: 'locked' })).total).toBe(0);
    const failures = await t.rt.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from auth_attempts where address = '203.0.113.9' and not ok`,
    );
    expect(failures.rows[0].n).toBe(4);
    expect((await call(t.rt, userUnlock, {}, { params: { id } })).status).toBe(401);
    expect((await call(t.rt, userUnlock, {}, { token: t.lisi, params: { id } })).status).toBe(403);
    expect((await call(t.rt, userUnlock, {}, { token: t.admin, params: { id: 999_999 } })).status).toBe(404);
  });
});

describe('end sessions', () => {
  it('ends every live session of the user, whose tokens then get code -1', async () => {
    const id = await idOf(t.rt, 'users', 'wangwu');
    const tokens = [await tokenFor(t.rt, 'wangwu'), await tokenFor(t.rt, 'wangwu')];
    const r = await call<{ endedSessions: number }>(t.rt, userEndSessions, {}, { token: t.admin, params: { id } });
    expect(r.status).toBe(200);
    expect(r.body.data.endedSessions).toBe(2);
    for (const token of tokens) expect((await call(t.rt, personalData, {}, { token })).body.code).toBe(CODE_UNAUTHENTICATED);
    expect((await call(t.rt, userEndSessions, {}, { token: t.admin, params: { id: 0 } })).status).toBe(400);
    expect((await call(t.rt, userEndSessions, {}, { params: { id } })).status).toBe(401);
    expect((await call(t.rt, userEndSessions, {}, { token: t.lisi, params: { id } })).status).toBe(403);
  });
});

describe('role options', () => {
  it('lists the roles with their keys to user managers, who are not role managers (401, 403 otherwise)', async () => {
    await grantKeys(t.rt, 'wangwu', '只管用户', ['ROLE_ADMIN_USER_MANAGE']);
    const wangwu = await tokenFor(t.rt, 'wangwu');
    const r = await call<{ name: string; permissions: string[] }[]>(t.rt, roleOptions, {}, { token: wangwu });
    expect(r.status).toBe(200);
    expect(r.body.data.find((x) => x.name === '文档专员')?.permissions).toContain('ROLE_DOCUMENT_DISPLAY_WEB');
    expect((await call(t.rt, roleList, {}, { token: wangwu })).status).toBe(403);
    expect((await call(t.rt, roleOptions, {}, {})).status).toBe(401);
    expect((await call(t.rt, roleOptions, {}, { token: t.lisi })).status).toBe(403);
  });
});

describe('the last administrator', () => {
  it('of two administrators disabling each other at once, only one succeeds', async () => {
    const lisiId = await idOf(t.rt, 'users', 'lisi');
    const adminId = await idOf(t.rt, 'users', 'admin');
    expect((await call(t.rt, userUpdate, { isAdmin: true }, { token: t.admin, params: { id: lisiId } })).status).toBe(200);
    const [a, b] = await Promise.all([
      call(t.rt, userDisable, { disabled: true }, { token: t.admin, params: { id: lisiId } }),
      call(t.rt, userDisable, { disabled: true }, { token: t.lisi, params: { id: adminId } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body.message).toBe('这是最后一位可用的系统管理员，不能停用或取消其管理员身份');
    const enabled = await t.rt.deps.db.execute(sql`select 1 from users where is_admin and not disabled`);
    expect(enabled.rows).toHaveLength(1);
  });

  it('nobody disables himself', async () => {
    // Whichever administrator the race above disabled is enabled again.
    await t.rt.deps.db.execute(sql`update users set disabled = false where username in ('admin', 'lisi')`);
    const adminId = await idOf(t.rt, 'users', 'admin');
    const admin = await tokenFor(t.rt, 'admin');
    const r = await call(t.rt, userDisable, { disabled: true }, { token: admin, params: { id: adminId } });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('不能停用自己的账号');
  });
});
