import { personalData } from '@contract/account/account';
import { userDisable, userList, userUpdate } from '@contract/admin/admin';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import { idOf } from '../../test/admin/setup';
import { call, tokenFor } from '../../test/client';
import { grantKeys } from '../../test/grants';
import { setupRuntime } from '../../test/setup-runtime';
import type { AdminUserView } from './users.service';

type Page = { total: number; list: AdminUserView[] };

const t = setupRuntime('admin', 'zhangsan');

const list = async (input: Record<string, unknown>) => (await call<Page>(t.rt, userList, input, { token: t.admin })).body.data;
const names = (p: Page) => p.list.map((u) => u.username);

describe('user update', () => {
  it('changes the given fields, replaces the roles and keeps the rest', async () => {
    const id = await idOf(t.rt, 'users', 'wangwu');
    const hr = await idOf(t.rt, 'groups', '人力资源部');
    const roles = [await idOf(t.rt, 'roles', '普通员工'), await idOf(t.rt, 'roles', '文档专员')];
    const r = await call<AdminUserView>(
      t.rt,
      userUpdate,
      { nickname: '王五五', type: 2, groupId: hr, roleIds: roles },
      { token: t.admin, params: { id } },
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      nickname: '王五五',
      type: 2,
      groupName: '人力资源部',
      roleIds: roles,
      mobile: '13900000003',
    });
    const cleared = await call<AdminUserView>(
      t.rt,
      userUpdate,
      { mobile: null, roleIds: [] },
      { token: t.admin, params: { id } },
    );
    expect(cleared.body.data).toMatchObject({ nickname: '王五五', mobile: null, roleIds: [] });
  });

  it('refuses taken contacts with 409, unknown references with 400 and unknown users with 404', async () => {
    const id = await idOf(t.rt, 'users', 'wangwu');
    const taken = await call(t.rt, userUpdate, { email: 'zhangsan@zhilian.example' }, { token: t.admin, params: { id } });
    expect(taken.status).toBe(409);
    expect((await call(t.rt, userUpdate, { roleIds: [999_999] }, { token: t.admin, params: { id } })).status).toBe(400);
    expect((await call(t.rt, userUpdate, { groupId: 999_999 }, { token: t.admin, params: { id } })).status).toBe(400);
    const missing = await call(t.rt, userUpdate, { nickname: '无人' }, { token: t.admin, params: { id: 999_999 } });
    expect(missing.status).toBe(404);
  });

  it('refuses an id that is not a database id, naming the field', async () => {
    for (const id of ['abc', '0', String(2 ** 31), '1e400']) {
      const r = await call(t.rt, userUpdate, { nickname: '无人' }, { token: t.admin, params: { id } });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain('编号');
    }
  });

  it('does not let an administrator drop his own administrator flag', async () => {
    const r = await call(
      t.rt,
      userUpdate,
      { isAdmin: false },
      { token: t.admin, params: { id: await idOf(t.rt, 'users', 'admin') } },
    );
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('不能取消自己的管理员身份');
  });

  it('refuses callers without a token (401) or without the user management key (403)', async () => {
    const params = { id: await idOf(t.rt, 'users', 'lisi') };
    expect((await call(t.rt, userUpdate, { nickname: 'x' }, { params })).status).toBe(401);
    expect((await call(t.rt, userUpdate, { nickname: 'x' }, { token: t.zhangsan, params })).status).toBe(403);
  });
});

describe('delegated user manager', () => {
  it('may hand out only keys he holds and may not touch administrators', async () => {
    await grantKeys(t.rt, 'lisi', '用户管理员', ['ROLE_ADMIN_USER_MANAGE', 'ROLE_DOCUMENT_DISPLAY_WEB']);
    const lisi = await tokenFor(t.rt, 'lisi');
    const params = { id: await idOf(t.rt, 'users', 'wangwu') };
    const docRole = await idOf(t.rt, 'roles', '文档专员');
    expect((await call(t.rt, userUpdate, { roleIds: [docRole] }, { token: lisi, params })).status).toBe(200);
    const wider = await call(t.rt, userUpdate, { roleIds: [await idOf(t.rt, 'roles', '普通员工')] }, { token: lisi, params });
    expect(wider.status).toBe(403);
    expect(wider.body.message).toContain('不能授予自己没有的权限');
    expect((await call(t.rt, userUpdate, { isAdmin: true }, { token: lisi, params })).status).toBe(403);
    const adminId = await idOf(t.rt, 'users', 'admin');
    expect((await call(t.rt, userUpdate, { nickname: '改名' }, { token: lisi, params: { id: adminId } })).status).toBe(403);
    expect((await call(t.rt, userDisable, { disabled: true }, { token: lisi, params: { id: adminId } })).status).toBe(403);
  });
});

describe('user disable', () => {
  it('revokes every session of a disabled user, whose token then gets 401', async () => {
    const id = await idOf(t.rt, 'users', 'zhangsan');
    const other = await tokenFor(t.rt, 'zhangsan');
    expect((await call(t.rt, personalData, {}, { token: t.zhangsan })).status).toBe(200);
    const r = await call<AdminUserView>(t.rt, userDisable, { disabled: true }, { token: t.admin, params: { id } });
    expect(r.status).toBe(200);
    expect(r.body.data.disabled).toBe(true);
    for (const token of [t.zhangsan, other]) {
      const refused = await call(t.rt, personalData, {}, { token });
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe(CODE_UNAUTHENTICATED);
    }
    const live = await t.rt.deps.db.execute(sql`select 1 from sessions where user_id = ${id} and revoked_at is null`);
    expect(live.rows).toHaveLength(0);
    expect(names(await list({ state: 'disabled' }))).toEqual(['zhangsan']);
  });

  it('re-enables a user, who must sign in again', async () => {
    const id = await idOf(t.rt, 'users', 'zhangsan');
    const r = await call<AdminUserView>(t.rt, userDisable, { disabled: false }, { token: t.admin, params: { id } });
    expect(r.body.data.disabled).toBe(false);
    expect((await call(t.rt, personalData, {}, { token: t.zhangsan })).status).toBe(401);
    t.zhangsan = await tokenFor(t.rt, 'zhangsan');
    expect((await call(t.rt, personalData, {}, { token: t.zhangsan })).status).toBe(200);
  });

  it('does not let an administrator disable himself', async () => {
    const r = await call(
      t.rt,
      userDisable,
      { disabled: true },
      { token: t.admin, params: { id: await idOf(t.rt, 'users', 'admin') } },
    );
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('不能停用自己的账号');
    expect((await call(t.rt, userList, {}, { token: t.admin })).status).toBe(200);
  });

  it('refuses invalid input (400), unknown users (404), no token (401) and no key (403)', async () => {
    const params = { id: await idOf(t.rt, 'users', 'lisi') };
    const bad = await call(t.rt, userDisable, { disabled: 'yes' }, { token: t.admin, params });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('停用');
    expect((await call(t.rt, userDisable, { disabled: true }, { token: t.admin, params: { id: 999_999 } })).status).toBe(404);
    expect((await call(t.rt, userDisable, { disabled: true }, { params })).status).toBe(401);
    expect((await call(t.rt, userDisable, { disabled: true }, { token: t.zhangsan, params })).status).toBe(403);
  });
});
