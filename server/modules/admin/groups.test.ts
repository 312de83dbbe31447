import { groupAdminList, groupCreate, groupDelete, groupUpdate } from '@contract/admin/admin';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { idOf } from '../../test/admin/setup';
import { call } from '../../test/client';
import { setupRuntime } from '../../test/setup-runtime';

type Row = { id: number; name: string; parentId: number | null; userCount: number };

const t = setupRuntime('admin', 'zhangsan');

const groups = async () => (await call<Row[]>(t.rt, groupAdminList, {}, { token: t.admin })).body.data;
const byName = async (name: string) => (await groups()).find((g) => g.name === name);

describe('group list', () => {
  it('lists every group in sort order with its number of direct members', async () => {
    const r = await call<Row[]>(t.rt, groupAdminList, {}, { token: t.admin });
    expect(r.status).toBe(200);
    expect(r.body.data.map((g) => [g.name, g.userCount])).toEqual([
      ['智联科技集团', 0],
      ['集团总部', 1],
      ['研发中心', 0],
      ['平台研发部', 1],
      ['数据智能部', 0],
      ['市场部', 1],
      ['人力资源部', 0],
      ['华东分公司', 0],
      ['销售一部', 0],
    ]);
    expect(r.body.data[2].parentId).toBe(r.body.data[1].id);
  });

  it('refuses callers without a token (401) or without the group management key (403)', async () => {
    const anon = await call(t.rt, groupAdminList);
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe(CODE_UNAUTHENTICATED);
    const denied = await call(t.rt, groupAdminList, {}, { token: t.zhangsan });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('没有「组织管理」权限');
  });
});

describe('group create', () => {
  it('creates a group under a parent, listed last', async () => {
    const rd = await idOf(t.rt, 'groups', '研发中心');
    const r = await call<Row>(t.rt, groupCreate, { name: ' 测试部 ', parentId: rd }, { token: t.admin });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ name: '测试部', parentId: rd });
    const all = await groups();
    expect(all.at(-1)).toEqual({ id: r.body.data.id, name: '测试部', parentId: rd, userCount: 0 });
    const root = await call<Row>(t.rt, groupCreate, { name: '外部合作方', parentId: null }, { token: t.admin });
    expect(root.body.data.parentId).toBeNull();
  });

  it('refuses a name already used under the same parent with 409', async () => {
    const r = await call(
      t.rt,
      groupCreate,
      { name: '市场部', parentId: await idOf(t.rt, 'groups', '集团总部') },
      { token: t.admin },
    );
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('同一上级组织下已有同名组织');
    const elsewhere = await call(
      t.rt,
      groupCreate,
      { name: '市场部', parentId: await idOf(t.rt, 'groups', '华东分公司') },
      { token: t.admin },
    );
    expect(elsewhere.status).toBe(200);
  });

  it('refuses an unknown parent and invalid fields with 400, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '新部门', parentId: 999_999 }, '上级组织'],
      [{ name: '新部门', parentId: 2 ** 31 }, '上级组织'],
      [{ name: '新部门' }, '上级组织'],
      [{ name: '  ', parentId: null }, '组织名称'],
      [{ name: '长'.repeat(51), parentId: null }, '组织名称'],
      [{ name: '新\u0000部门', parentId: null }, '组织名称'],
    ];
    for (const [input, label] of cases) {
      const r = await call(t.rt, groupCreate, input, { token: t.admin });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(label);
    }
    expect((await groups()).some((g) => g.name === '新部门')).toBe(false);
  });

  it('refuses callers without a token (401) or without the group management key (403)', async () => {
    expect((await call(t.rt, groupCreate, { name: '新部门', parentId: null })).status).toBe(401);
    expect((await call(t.rt, groupCreate, { name: '新部门', parentId: null }, { token: t.zhangsan })).status).toBe(403);
  });
});

describe('group update', () => {
  it('renames and moves a group', async () => {
    const id = await idOf(t.rt, 'groups', '数据智能部');
    const east = await idOf(t.rt, 'groups', '华东分公司');
    const r = await call<Row>(t.rt, groupUpdate, { name: '数据中台部', parentId: east }, { token: t.admin, params: { id } });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ id, name: '数据中台部', parentId: east });
    expect(await byName('数据中台部')).toMatchObject({ parentId: east });
    const top = await call<Row>(t.rt, groupUpdate, { parentId: null }, { token: t.admin, params: { id } });
    expect(top.body.data).toEqual({ id, name: '数据中台部', parentId: null });
  });

  it('refuses a move under the group itself or one of its descendants', async () => {
    const rd = await idOf(t.rt, 'groups', '研发中心');
    for (const target of [rd, await idOf(t.rt, 'groups', '平台研发部')]) {
      const r = await call(t.rt, groupUpdate, { parentId: target }, { token: t.admin, params: { id: rd } });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('不能移动到自身或下级组织');
    }
    const root = await idOf(t.rt, 'groups', '智联科技集团');
    const deep = await call(
      t.rt,
      groupUpdate,
      { parentId: await idOf(t.rt, 'groups', '销售一部') },
      { token: t.admin, params: { id: root } },
    );
    expect(deep.status).toBe(400);
    expect((await byName('研发中心'))?.parentId).toBe(await idOf(t.rt, 'groups', '集团总部'));
  });

  it('refuses an unknown parent (400), a clashing name (409) and an unknown group (404)', async () => {
    const id = await idOf(t.rt, 'groups', '人力资源部');
    const parent = await call(t.rt, groupUpdate, { parentId: 999_999 }, { token: t.admin, params: { id } });
    expect(parent.status).toBe(400);
    expect(parent.body.message).toContain('上级组织');
    expect((await call(t.rt, groupUpdate, { name: '研发中心' }, { token: t.admin, params: { id } })).status).toBe(409);
    expect((await call(t.rt, groupUpdate, { name: '无' }, { token: t.admin, params: { id: 999_999 } })).status).toBe(404);
    const badId = await call(t.rt, groupUpdate, { name: '无' }, { token: t.admin, params: { id: 'x' } });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toContain('编号');
    expect((await call(t.rt, groupUpdate, { name: '' }, { token: t.admin, params: { id } })).body.message).toContain('组织名称');
  });

  it('refuses callers without a token (401) or without the group management key (403)', async () => {
    const params = { id: await idOf(t.rt, 'groups', '人力资源部') };
    expect((await call(t.rt, groupUpdate, { name: '人事部' }, { params })).status).toBe(401);
    expect((await call(t.rt, groupUpdate, { name: '人事部' }, { token: t.zhangsan, params })).status).toBe(403);
    expect(await byName('人力资源部')).toBeDefined();
  });
});

describe('group delete', () => {
  it('deletes an empty group', async () => {
    const id = await idOf(t.rt, 'groups', '人力资源部');
    const r = await call(t.rt, groupDelete, {}, { token: t.admin, params: { id } });
    expect(r.status).toBe(200);
    expect(r.body.data).toBeNull();
    expect(await byName('人力资源部')).toBeUndefined();
    expect((await call(t.rt, groupDelete, {}, { token: t.admin, params: { id } })).status).toBe(404);
  });

  it('refuses a group with sub-groups or members with 409', async () => {
    const children = await call(
      t.rt,
      groupDelete,
      {},
      { token: t.admin, params: { id: await idOf(t.rt, 'groups', '研发中心') } },
    );
    expect(children.status).toBe(409);
    expect(children.body.message).toBe('该组织下还有 2 个下级组织，不能删除');
    const members = await call(
      t.rt,
      groupDelete,
      {},
      { token: t.admin, params: { id: await idOf(t.rt, 'groups', '平台研发部') } },
    );
    expect(members.status).toBe(409);
    expect(members.body.message).toBe('该组织下还有 1 名成员，不能删除');
    expect(await byName('平台研发部')).toMatchObject({ userCount: 1 });
  });

  it('refuses an invalid id (400), no token (401) and no key (403)', async () => {
    const params = { id: await idOf(t.rt, 'groups', '销售一部') };
    expect((await call(t.rt, groupDelete, {}, { token: t.admin, params: { id: -3 } })).status).toBe(400);
    expect((await call(t.rt, groupDelete, {}, { params })).status).toBe(401);
    expect((await call(t.rt, groupDelete, {}, { token: t.zhangsan, params })).status).toBe(403);
    expect(await byName('销售一部')).toBeDefined();
  });
});
