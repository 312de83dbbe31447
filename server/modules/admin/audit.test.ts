import { groupCreate, groupDelete, groupUpdate, roleUpdate, userCreate, userDisable, userUpdate } from '@contract/admin/admin';
import { auditList } from '@contract/admin/admin-audit';
import { idOf, storeKeyPair } from '../../test/admin/setup';
import { call } from '../../test/client';
import { grantKeys } from '../../test/grants';
import { setupRuntime } from '../../test/setup-runtime';

const t = setupRuntime('admin', 'zhangsan', 'lisi');
let key: Awaited<ReturnType<typeof storeKeyPair>>;
beforeAll(async () => {
  key = await storeKeyPair(t.rt);
});

type Entry = { action: string; userName: string; target: string; changes: { field: string; before: string; after: string }[] };
type Page = { total: number; list: Entry[] };
const audit = async (input: Record<string, unknown>, token = t.admin) => call<Page>(t.rt, auditList, input, { token });

describe('console audit trail', () => {
  it('records who changed which user, each changed field before → after, newest first', async () => {
    const id = await idOf(t.rt, 'users', 'wangwu');
    const market = await idOf(t.rt, 'groups', '市场部');
    await call(t.rt, userUpdate, { nickname: '王五二', groupId: market, type: 2 }, { token: t.admin, params: { id } });
    await call(t.rt, userDisable, { disabled: true }, { token: t.admin, params: { id } });
    const r = await audit({});
    expect(r.status).toBe(200);
    expect(r.body.data.list.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'user_disable',
        userName: '管理员',
        target: '用户 王五二（wangwu）',
        changes: [{ field: '状态', before: '正常', after: '已停用' }],
      }),
      expect.objectContaining({
        action: 'user_edit',
        target: '用户 王五二（wangwu）',
        changes: [
          { field: '姓名', before: '王五', after: '王五二' },
          { field: '用户类型', before: '访客（类型 6）', after: '类型 2' },
          { field: '组织', before: '', after: '市场部' },
        ],
      }),
    ]);
  });

  it('records creations with every field, group and role changes, and deletions', async () => {
    const created = await call<{ id: number }>(
      t.rt,
      userCreate,
      {
        username: 'qianyi',
        ...key.seal('Qianyi2026'),
        nickname: '钱一',
        type: 1,
        roleIds: [await idOf(t.rt, 'roles', '文档专员')],
      },
      { token: t.admin },
    );
    expect(created.status).toBe(200);
    const group = await call<{ id: number }>(t.rt, groupCreate, { name: '审计组', parentId: null }, { token: t.admin });
    await call(
      t.rt,
      groupUpdate,
      { name: '审计二组', parentId: await idOf(t.rt, 'groups', '集团总部') },
      {
        token: t.admin,
        params: { id: group.body.data.id },
      },
    );
    await call(t.rt, groupDelete, {}, { token: t.admin, params: { id: group.body.data.id } });
    const role = await idOf(t.rt, 'roles', '文档专员');
    await call(t.rt, roleUpdate, { permissions: ['ROLE_DOCUMENT_DISPLAY_WEB'] }, { token: t.admin, params: { id: role } });
    const list = (await audit({ size: 5 })).body.data.list;
    expect(list.map((e) => e.action)).toEqual(['role_edit', 'group_delete', 'group_edit', 'group_create', 'user_create']);
    expect(list[0].changes).toEqual([
      { field: '权限', before: '文档库、文档下载、内部论坛、知识创作、知识评论', after: '文档库' },
    ]);
    expect(list[1].changes).toEqual([
      { field: '名称', before: '审计二组', after: '' },
      { field: '上级组织', before: '智联科技集团/集团总部', after: '' },
    ]);
    expect(list[2].changes).toEqual([
      { field: '名称', before: '审计组', after: '审计二组' },
      { field: '上级组织', before: '（顶级）', after: '智联科技集团/集团总部' },
    ]);
    expect(list[4].changes).toContainEqual({ field: '角色', before: '', after: '文档专员' });
    expect(list[4].changes).toContainEqual({ field: '用户名', before: '', after: 'qianyi' });
  });

  it('records nothing for a refused change', async () => {
    const before = (await audit({})).body.data.total;
    const self = await idOf(t.rt, 'users', 'admin');
    expect((await call(t.rt, userDisable, { disabled: true }, { token: t.admin, params: { id: self } })).status).toBe(400);
    expect((await call(t.rt, groupCreate, { name: '', parentId: null }, { token: t.admin })).status).toBe(400);
    expect((await audit({})).body.data.total).toBe(before);
  });

  it('filters by person, action and day, and pages', async () => {
    const adminId = await idOf(t.rt, 'users', 'admin');
    expect((await audit({ userId: adminId })).body.data.total).toBe((await audit({})).body.data.total);
    expect((await audit({ userId: await idOf(t.rt, 'users', 'lisi') })).body.data.total).toBe(0);
    expect((await audit({ action: 'group_delete' })).body.data.total).toBe(1);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
    expect((await audit({ from: today, to: today })).body.data.total).toBeGreaterThan(5);
    expect((await audit({ from: '2020-01-01', to: '2020-01-02' })).body.data.total).toBe(0);
    const page = await audit({ page: 2, size: 2 });
    expect(page.body.data.list).toHaveLength(2);
  });

  it('refuses bad filters (400), no token (401), no console key (403), and shows each manager his own sections', async () => {
    expect((await audit({ from: '2026-02-30' })).status).toBe(400);
    expect((await audit({ from: '2026-03-02', to: '2026-03-01' })).body.message).toContain('开始日期不能晚于结束日期');
    expect((await audit({ action: 'login' })).status).toBe(400);
    expect((await call(t.rt, auditList, {}, {})).status).toBe(401);
    expect((await audit({}, t.lisi)).status).toBe(403);
    await grantKeys(t.rt, 'zhangsan', '组织管理员', ['ROLE_ADMIN_GROUP_MANAGE']);
    const groupsOnly = (await audit({ size: 100 }, t.zhangsan)).body.data.list;
    expect(new Set(groupsOnly.map((e) => e.action))).toEqual(new Set(['group_create', 'group_edit', 'group_delete']));
  });
});
