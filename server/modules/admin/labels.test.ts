import { auditList } from '@contract/admin/admin-audit';
import {
  type AdminLabelCategory,
  type AdminLabelView,
  labelCreate,
  labelDelete,
  labelReorder,
  labelTree,
  labelUpdate,
  labelUsage,
} from '@contract/admin/admin-labels';
import { LABEL_CATEGORIES } from '@contract/common/common';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { grantKeys } from '../../test/grants';
import { createItem } from '../../test/knowledge/factory';
import { setupRuntime } from '../../test/setup-runtime';
import { idOf } from '../../test/wiki/flow';

const t = setupRuntime('admin', 'zhangsan', 'lisi');
beforeAll(() => grantKeys(t.rt, 'lisi', '标签管理员', ['ROLE_ADMIN_LABEL_MANAGE']));

const tree = async (token = t.admin) => (await call<AdminLabelCategory[]>(t.rt, labelTree, {}, { token })).body.data;
const category = async (name: string) => (await tree()).find((c) => c.name === name) as AdminLabelCategory;
const names = (c: AdminLabelCategory, parentId = c.id) => c.labels.filter((l) => l.parentId === parentId).map((l) => l.name);
const create = (input: Record<string, unknown>, token = t.admin) => call<AdminLabelView>(t.rt, labelCreate, input, { token });
const lastAudit = async () =>
  (
    await call<{ list: { action: string; target: string; changes: unknown[] }[] }>(
      t.rt,
      auditList,
      { page: 1, size: 1 },
      { token: t.admin },
    )
  ).body.data.list[0];
const labelCount = async () => (await t.rt.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from labels`)).rows[0].n;

describe('label tree', () => {
  it('lists the six categories in SPEC order with their labels in sort order', async () => {
    const r = await call<AdminLabelCategory[]>(t.rt, labelTree, {}, { token: t.admin });
    expect(r.status).toBe(200);
    expect(r.body.data.map((c) => c.name)).toEqual([...LABEL_CATEGORIES]);
    const region = r.body.data.find((c) => c.name === '地区') as AdminLabelCategory;
    expect(names(region)).toEqual(['北京', '上海', '杭州', '广州', '成都']);
    expect(region.labels[0]).toMatchObject({ parentId: region.id, domainId: null, itemCount: expect.any(Number) });
  });

  it('is refused without a token (401) or without the label management key (403); the key alone is enough', async () => {
    const anon = await call(t.rt, labelTree);
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe(CODE_UNAUTHENTICATED);
    const denied = await call(t.rt, labelTree, {}, { token: t.zhangsan });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('没有「标签管理」权限');
    expect((await tree(t.lisi)).length).toBe(6);
  });
});

describe('label create', () => {
  it('adds a label last under a category or a label, audited with its fields', async () => {
    const source = await category('来源');
    const r = await create({ parentId: source.id, name: ' 合作伙伴 ' }, t.lisi);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ name: '合作伙伴', parentId: source.id, domainId: null, itemCount: 0 });
    expect(names(await category('来源')).at(-1)).toBe('合作伙伴');
    expect(await lastAudit()).toMatchObject({
      action: 'label_create',
      target: '标签 来源/合作伙伴',
      changes: [
        { field: '名称', before: '', after: '合作伙伴' },
        { field: '上级', before: '', after: '来源' },
        { field: '适用知识域', before: '', after: '全部知识域' },
      ],
    });
    const child = await create({ parentId: r.body.data.id, name: '供应商', domainId: 2 });
    expect(child.body.data).toMatchObject({ parentId: r.body.data.id, domainId: 2 });
    expect(names(await category('来源'), r.body.data.id)).toEqual(['供应商']);
  });

  it('refuses bad input with a Chinese message and creates nothing', async () => {
    const region = await category('地区');
    const before = await labelCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ parentId: region.id, name: '  ' }, 400, '标签名称不能为空'],
      [{ parentId: region.id, name: '长'.repeat(33) }, 400, '标签名称最多32个字'],
      [{ parentId: region.id, name: '北京' }, 409, '同一上级下已有名为「北京」的标签'],
      [{ parentId: 999_999, name: '深圳' }, 400, '上级标签：所选标签不存在'],
      [{ parentId: region.id, name: '深圳', domainId: 5 }, 400, '知识域'],
      [{ name: '深圳' }, 400, '上级标签'],
    ];
    for (const [input, status, message] of cases) {
      const r = await create(input);
      expect(r.status).toBe(status);
      expect(r.body.message).toContain(message);
    }
    expect(await labelCount()).toBe(before);
  });

  it('refuses a label deeper than six levels', async () => {
    let parentId = (await category('年份')).id;
    for (let level = 1; level <= 6; level++) {
      const r = await create({ parentId, name: `第${level}级` });
      expect(r.status).toBe(200);
      parentId = r.body.data.id;
    }
    const deep = await create({ parentId, name: '第7级' });
    expect(deep.status).toBe(400);
    expect(deep.body.message).toBe('标签最多6级，不能再往下添加');
  });

  it('refuses callers without a token (401) or without the key (403)', async () => {
    const parentId = (await category('地区')).id;
    expect((await create({ parentId, name: '深圳' }, '')).status).toBe(401);
    expect((await create({ parentId, name: '深圳' }, t.zhangsan)).status).toBe(403);
    expect(names(await category('地区'))).not.toContain('深圳');
  });
});

describe('label update and order', () => {
  it('renames a label and restricts it to a domain, audited before → after', async () => {
    const id = await idOf(t.rt, 'labels', '成都');
    const r = await call<AdminLabelView>(t.rt, labelUpdate, { name: '成都市', domainId: 1 }, { token: t.admin, params: { id } });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id, name: '成都市', domainId: 1 });
    expect(await lastAudit()).toMatchObject({
      action: 'label_edit',
      target: '标签 地区/成都',
      changes: [
        { field: '名称', before: '成都', after: '成都市' },
        { field: '适用知识域', before: '全部知识域', after: '知识词条' },
      ],
    });
  });

  it('moves a label under another of its category, never under itself or into another category', async () => {
    const region = await category('地区');
    const beijing = await idOf(t.rt, 'labels', '北京');
    const shanghai = await idOf(t.rt, 'labels', '上海');
    const moved = await call(t.rt, labelUpdate, { parentId: beijing }, { token: t.admin, params: { id: shanghai } });
    expect(moved.status).toBe(200);
    expect(names(await category('地区'), beijing)).toEqual(['上海']);
    const self = await call(t.rt, labelUpdate, { parentId: shanghai }, { token: t.admin, params: { id: beijing } });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('不能移动到自身或下级标签之下');
    const across = await call(
      t.rt,
      labelUpdate,
      { parentId: (await category('来源')).id },
      { token: t.admin, params: { id: beijing } },
    );
    expect(across.status).toBe(400);
    expect(across.body.message).toBe('只能在「地区」分类内移动');
    const back = await call(t.rt, labelUpdate, { parentId: region.id }, { token: t.admin, params: { id: shanghai } });
    expect(back.status).toBe(200);
    expect(names(await category('地区')).at(-1)).toBe('上海');
  });

  it('refuses renaming a category, a clashing or empty name, and an unknown label', async () => {
    const region = await category('地区');
    const cat = await call(t.rt, labelUpdate, { name: '区域' }, { token: t.admin, params: { id: region.id } });
    expect(cat.status).toBe(400);
    expect(cat.body.message).toBe('「地区」是标签分类，分类由产品规定，不能修改');
    const id = await idOf(t.rt, 'labels', '杭州');
    expect((await call(t.rt, labelUpdate, { name: '北京' }, { token: t.admin, params: { id } })).status).toBe(409);
    const empty = await call(t.rt, labelUpdate, { name: '' }, { token: t.admin, params: { id } });
    expect(empty.body.message).toContain('标签名称不能为空');
    expect((await call(t.rt, labelUpdate, { name: '无' }, { token: t.admin, params: { id: 999_999 } })).status).toBe(404);
    expect(names(await category('地区'))).toContain('杭州');
    expect((await call(t.rt, labelUpdate, { name: '临安' }, { token: t.zhangsan, params: { id } })).status).toBe(403);
  });

  it('moves a label up or down among its siblings, not past either end', async () => {
    const kind = await category('知识类型');
    const id = await idOf(t.rt, 'labels', '操作手册');
    const up = await call(t.rt, labelReorder, { direction: 'up' }, { token: t.admin, params: { id } });
    expect(up.status).toBe(200);
    expect(names(await category('知识类型')).slice(0, 2)).toEqual(['操作手册', '制度规范']);
    expect(await lastAudit()).toMatchObject({ changes: [{ field: '同级顺序', before: '第 2 位', after: '第 1 位' }] });
    const top = await call(t.rt, labelReorder, { direction: 'up' }, { token: t.admin, params: { id } });
    expect(top.status).toBe(400);
    expect(top.body.message).toBe('已经排在同级第一位');
    await call(t.rt, labelReorder, { direction: 'down' }, { token: t.admin, params: { id } });
    expect(names(await category('知识类型'))).toEqual(names(kind));
    const bad = await call(t.rt, labelReorder, { direction: 'left' }, { token: t.admin, params: { id } });
    expect(bad.body.message).toContain('移动方向只能是上移或下移');
  });
});

describe('label domains and strays', () => {
  it('refuses restricting a label to a domain other items carrying it belong to', async () => {
    const region = await category('地区');
    const id = (await create({ parentId: region.id, name: '雄安新区' })).body.data.id;
    await createItem(t.rt, { authorUsername: 'admin', labelIds: [id] });
    const r = await call(t.rt, labelUpdate, { domainId: 3 }, { token: t.admin, params: { id } });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('「雄安新区」或其下级标签已用于 1 条其他知识域的知识，不能限定为视频库');
    const child = await create({ parentId: id, name: '容城', domainId: 3 });
    expect(child.status).toBe(200);
    const moved = await call(t.rt, labelUpdate, { domainId: 1 }, { token: t.admin, params: { id } });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe('下级标签「容城」适用于视频库，不能再限定为知识词条');
    expect((await category('地区')).labels.find((l) => l.id === id)?.domainId).toBeNull();
  });

  it('does not touch labels outside the six categories', async () => {
    const stray = await t.rt.deps.db.execute<{ id: number }>(
      sql`insert into labels (name, parent_id, sort) values ('旧分类', null, 99) returning id`,
    );
    const id = stray.rows[0].id;
    const r = await create({ parentId: id, name: '旧标签' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('上级标签：所选标签不存在');
    expect((await tree()).some((c) => c.id === id)).toBe(false);
  });
});

describe('label delete refusals', () => {
  it('refuses a category, a label with sub-labels, callers without the key, and keeps them', async () => {
    const region = await category('地区');
    const cat = await call(t.rt, labelDelete, {}, { token: t.admin, params: { id: region.id } });
    expect(cat.status).toBe(400);
    expect(cat.body.message).toBe('「地区」是标签分类，分类由产品规定，不能删除');
    const parent = await create({ parentId: region.id, name: '华南' });
    await create({ parentId: parent.body.data.id, name: '深圳' });
    const usage = await call(t.rt, labelUsage, {}, { token: t.admin, params: { id: parent.body.data.id } });
    expect(usage.body.data).toEqual({ itemCount: 0, childCount: 1 });
    const withChild = await call(t.rt, labelDelete, {}, { token: t.admin, params: { id: parent.body.data.id } });
    expect(withChild.status).toBe(409);
    expect(withChild.body.message).toBe('「华南」下还有 1 个下级标签，请先删除、移走或合并下级标签');
    expect((await call(t.rt, labelDelete, {}, { params: { id: parent.body.data.id } })).status).toBe(401);
    expect((await call(t.rt, labelDelete, {}, { token: t.zhangsan, params: { id: parent.body.data.id } })).status).toBe(403);
    expect(names(await category('地区'))).toContain('华南');
  });
});
