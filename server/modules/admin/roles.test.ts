import { roleCreate, roleDelete, roleList, roleMembers, roleUpdate } from '@contract/admin/admin';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import { idOf } from '../../test/admin/setup';
import { call, tokenFor } from '../../test/client';
import { grantKeys } from '../../test/grants';
import { setupRuntime } from '../../test/setup-runtime';
import type { RoleView } from './roles.service';

const t = setupRuntime('admin', 'zhangsan');

const roles = async () => (await call<RoleView[]>(t.rt, roleList, {}, { token: t.admin })).body.data;

describe('role list', () => {
  it('lists every role by id with its keys and number of holders', async () => {
    const r = await call<RoleView[]>(t.rt, roleList, {}, { token: t.admin });
    expect(r.status).toBe(200);
    expect(r.body.data.map((x) => [x.name, x.userCount])).toEqual([
      ['系统管理员', 1],
      ['普通员工', 1],
      ['文档专员', 1],
      ['访客', 1],
    ]);
    expect(r.body.data[2].permissions).toEqual([
      'ROLE_DOCUMENT_DISPLAY_WEB',
      'ROLE_DOCUMENT_DOWNLOAD',
      'ROLE_BBS_DISPLAY',
      'ROLE_KNOWLEDGE_CREATE',
      'ROLE_KNOWLEDGE_COMMENT',
    ]);
    // Visitors read: writing and commenting are granted, not given.
    expect(r.body.data[3].permissions).not.toContain('ROLE_KNOWLEDGE_CREATE');
    expect(r.body.data[3].permissions).not.toContain('ROLE_KNOWLEDGE_COMMENT');
    expect(r.body.data[0].permissions).toContain('ROLE_ADMIN_ROLE_MANAGE');
  });

  it('refuses callers without a token (401) or without the role management key (403)', async () => {
    const anon = await call(t.rt, roleList);
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe(CODE_UNAUTHENTICATED);
    const denied = await call(t.rt, roleList, {}, { token: t.zhangsan });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('没有「角色管理」权限');
  });
});

describe('role create', () => {
  it('creates a role with its keys in vocabulary order', async () => {
    const r = await call<RoleView>(
      t.rt,
      roleCreate,
      { name: '报表专员', permissions: ['ROLE_REPORT_DISPLAY', 'ROLE_WIKI_DISPLAY_WEB', 'ROLE_REPORT_DISPLAY'] },
      { token: t.admin },
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      name: '报表专员',
      permissions: ['ROLE_WIKI_DISPLAY_WEB', 'ROLE_REPORT_DISPLAY'],
      userCount: 0,
    });
    expect((await roles()).at(-1)?.name).toBe('报表专员');
  });

  it('refuses a name already used with 409', async () => {
    const r = await call(t.rt, roleCreate, { name: '普通员工', permissions: [] }, { token: t.admin });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('角色名称已存在');
  });

  it('refuses invalid fields, naming them', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', permissions: [] }, '角色名称'],
      [{ name: 'x'.repeat(51), permissions: [] }, '角色名称'],
      [{ name: 'a\u0000', permissions: [] }, '角色名称'],
      [{ name: '新角色', permissions: ['ROLE_NOPE'] }, '权限'],
      [{ name: '新角色' }, '权限'],
    ];
    for (const [input, label] of cases) {
      const r = await call(t.rt, roleCreate, input, { token: t.admin });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(label);
    }
    expect((await roles()).some((x) => x.name === '新角色')).toBe(false);
  });

  it('refuses callers without a token (401) or without the role management key (403)', async () => {
    expect((await call(t.rt, roleCreate, { name: '新角色', permissions: [] })).status).toBe(401);
    expect((await call(t.rt, roleCreate, { name: '新角色', permissions: [] }, { token: t.zhangsan })).status).toBe(403);
  });
});

describe('role update', () => {
  it('renames a role and replaces its keys', async () => {
    const id = await idOf(t.rt, 'roles', '报表专员');
    const r = await call<RoleView>(
      t.rt,
      roleUpdate,
      { name: '报表分析员', permissions: ['ROLE_REPORT_DISPLAY'] },
      { token: t.admin, params: { id } },
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      id,
      name: '报表分析员',
      permissions: ['ROLE_REPORT_DISPLAY'],
      dataScope: 2,
      userCount: 0,
      system: false,
    });
    const keep = await call<RoleView>(t.rt, roleUpdate, { name: '报表分析师' }, { token: t.admin, params: { id } });
    expect(keep.body.data.permissions).toEqual(['ROLE_REPORT_DISPLAY']);
  });

  it('refuses a clashing name (409), an unknown role (404) and invalid input (400)', async () => {
    const id = await idOf(t.rt, 'roles', '报表分析师');
    const clash = await call(t.rt, roleUpdate, { name: '访客' }, { token: t.admin, params: { id } });
    expect(clash.status).toBe(409);
    expect((await call(t.rt, roleUpdate, { name: '无' }, { token: t.admin, params: { id: 999_999 } })).status).toBe(404);
    const bad = await call(t.rt, roleUpdate, { permissions: 'ROLE_REPORT_DISPLAY' }, { token: t.admin, params: { id } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('权限');
    expect((await call(t.rt, roleUpdate, { name: '无' }, { token: t.admin, params: { id: 2 ** 31 } })).status).toBe(400);
  });

  it('refuses callers without a token (401) or without the role management key (403)', async () => {
    const params = { id: await idOf(t.rt, 'roles', '访客') };
    expect((await call(t.rt, roleUpdate, { name: '游客' }, { params })).status).toBe(401);
    expect((await call(t.rt, roleUpdate, { name: '游客' }, { token: t.zhangsan, params })).status).toBe(403);
  });
});

describe('delegated role manager', () => {
  it('may put into roles only the keys he holds', async () => {
    await grantKeys(t.rt, 'lisi', '角色管理员', ['ROLE_ADMIN_ROLE_MANAGE']);
    const lisi = await tokenFor(t.rt, 'lisi');
    const own = await call<RoleView>(
      t.rt,
      roleCreate,
      { name: '文档只读', permissions: ['ROLE_DOCUMENT_DISPLAY_WEB'] },
      { token: lisi },
    );
    expect(own.status).toBe(200);
    const wider = await call(t.rt, roleCreate, { name: '越权角色', permissions: ['ROLE_ADMIN_USER_MANAGE'] }, { token: lisi });
    expect(wider.status).toBe(403);
    expect(wider.body.message).toBe('不能授予自己没有的权限「用户管理」');
    const widen = await call(
      t.rt,
      roleUpdate,
      { permissions: ['ROLE_DOCUMENT_DISPLAY_WEB', 'ROLE_REPORT_DISPLAY'] },
      { token: lisi, params: { id: own.body.data.id } },
    );
    expect(widen.status).toBe(403);
    // Renaming a role whose keys he lacks is no grant, so it is allowed; the administrators' role alone keeps its name.
    const rename = await call(t.rt, roleUpdate, { name: '文档只读角色' }, { token: lisi, params: { id: own.body.data.id } });
    expect(rename.status).toBe(200);
    const system = await call(
      t.rt,
      roleUpdate,
      { name: '超级管理员' },
      { token: lisi, params: { id: await idOf(t.rt, 'roles', '系统管理员') } },
    );
    expect(system.status).toBe(403);
  });
});

describe('role delete', () => {
  it('deletes a role nobody holds', async () => {
    const id = await idOf(t.rt, 'roles', '报表分析师');
    const r = await call(t.rt, roleDelete, {}, { token: t.admin, params: { id } });
    expect(r.status).toBe(200);
    expect(r.body.data).toBeNull();
    expect((await roles()).some((x) => x.id === id)).toBe(false);
    expect((await call(t.rt, roleDelete, {}, { token: t.admin, params: { id } })).status).toBe(404);
  });

  it('refuses a role users hold with 409', async () => {
    const r = await call(t.rt, roleDelete, {}, { token: t.admin, params: { id: await idOf(t.rt, 'roles', '普通员工') } });
    expect(r.status).toBe(409);
    expect(r.body.message).toContain('仍有');
    expect((await roles()).some((x) => x.name === '普通员工')).toBe(true);
  });

  it('refuses an invalid id (400), no token (401) and no key (403)', async () => {
    const params = { id: await idOf(t.rt, 'roles', '访客') };
    expect((await call(t.rt, roleDelete, {}, { token: t.admin, params: { id: 'abc' } })).status).toBe(400);
    expect((await call(t.rt, roleDelete, {}, { params })).status).toBe(401);
    expect((await call(t.rt, roleDelete, {}, { token: t.zhangsan, params })).status).toBe(403);
  });
});

describe('role data scope', () => {
  it('creates roles seeing their own group and below unless told otherwise, and changes the scope with an audit entry', async () => {
    const created = await call<RoleView>(
      t.rt,
      roleCreate,
      { name: '部门报表', permissions: ['ROLE_REPORT_DISPLAY'] },
      { token: t.admin },
    );
    expect(created.body.data).toMatchObject({ dataScope: 2, system: false });
    const widened = await call<RoleView>(
      t.rt,
      roleUpdate,
      { dataScope: 1 },
      { token: t.admin, params: { id: created.body.data.id } },
    );
    expect(widened.status).toBe(200);
    expect(widened.body.data.dataScope).toBe(1);
    const audit = await t.rt.deps.db.execute<{ detail: { changes: unknown[] } }>(
      sql`select detail from events where action = 'role_edit' and object_id = ${created.body.data.id} order by id desc limit 1`,
    );
    expect(audit.rows[0].detail.changes).toEqual([{ field: '数据范围', before: '本组及下级', after: '全部数据' }]);
    expect((await roles()).find((r) => r.name === '系统管理员')?.system).toBe(true);
  });

  it('refuses a scope that is not 1 or 2 with a Chinese message, changing nothing', async () => {
    const id = await idOf(t.rt, 'roles', '部门报表');
    const r = await call(t.rt, roleUpdate, { dataScope: 3 }, { token: t.admin, params: { id } });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('数据范围只能是全部数据或本组及下级');
    expect((await roles()).find((x) => x.id === id)?.dataScope).toBe(1);
  });

  it('lets a delegated manager who sees only his own group grant no wider scope', async () => {
    await grantKeys(t.rt, 'zhangsan', '组内报表管理', ['ROLE_ADMIN_ROLE_MANAGE', 'ROLE_REPORT_DISPLAY']);
    await t.rt.deps.db.execute(sql`update roles set data_scope = 2 where name = '组内报表管理'`);
    const zhangsan = await tokenFor(t.rt, 'zhangsan');
    const narrow = await call<RoleView>(
      t.rt,
      roleCreate,
      { name: '组内报表', permissions: ['ROLE_REPORT_DISPLAY'], dataScope: 2 },
      { token: zhangsan },
    );
    expect(narrow.status).toBe(200);
    const wide = await call(
      t.rt,
      roleCreate,
      { name: '全部报表', permissions: ['ROLE_REPORT_DISPLAY'], dataScope: 1 },
      { token: zhangsan },
    );
    expect(wide.status).toBe(403);
    expect(wide.body.message).toContain('不能授予超出自己的数据范围');
    const widen = await call(t.rt, roleUpdate, { dataScope: 1 }, { token: zhangsan, params: { id: narrow.body.data.id } });
    expect(widen.status).toBe(403);
    expect((await roles()).find((x) => x.id === narrow.body.data.id)?.dataScope).toBe(2);
    expect((await roles()).some((x) => x.name === '全部报表')).toBe(false);
  });
});

describe('role members', () => {
  type Members = { total: number; list: { username: string; groupName: string | null }[] };

  it('lists a role holders by username, a page at a time, filtered by a keyword', async () => {
    const id = await idOf(t.rt, 'roles', '普通员工');
    const all = await call<Members>(t.rt, roleMembers, { page: 1, size: 10 }, { token: t.admin, params: { id } });
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(1);
    expect(all.body.data.list.map((m) => m.username)).toEqual(['zhangsan']);
    const none = await call<Members>(
      t.rt,
      roleMembers,
      { keyword: '100%', page: 1, size: 10 },
      { token: t.admin, params: { id } },
    );
    expect(none.body.data).toEqual({ total: 0, list: [] });
    const past = await call<Members>(t.rt, roleMembers, { page: 5, size: 10 }, { token: t.admin, params: { id } });
    expect(past.body.data).toEqual({ total: 1, list: [] });
  });

  it('answers 404 for an unknown role, 400 for a bad page, 401 and 403', async () => {
    const params = { id: await idOf(t.rt, 'roles', '访客') };
    expect((await call(t.rt, roleMembers, { page: 1, size: 10 }, { token: t.admin, params: { id: 999999 } })).status).toBe(404);
    expect((await call(t.rt, roleMembers, { page: 0, size: 10 }, { token: t.admin, params })).status).toBe(400);
    expect((await call(t.rt, roleMembers, { page: 1, size: 10 }, { params })).status).toBe(401);
    expect((await call(t.rt, roleMembers, { page: 1, size: 10 }, { token: await tokenFor(t.rt, 'wangwu'), params })).status).toBe(
      403,
    );
  });
});
