import { sql } from 'drizzle-orm';
import { auditList } from '../../../contract/admin-audit';
import {
  type AdminFieldView,
  fieldCreate,
  fieldDelete,
  fieldList,
  fieldReorder,
  fieldUpdate,
} from '../../../contract/admin-fields';
import { field } from '../../../contract/custom-fields';
import { CODE_UNAUTHENTICATED } from '../../../contract/envelope';
import { wikiSave } from '../../../contract/wiki';
import { call } from '../../test/client';
import { grantKeys } from '../../test/grants';
import { setupRuntime } from '../../test/setup-runtime';
import { detail, entry, idOf, save } from '../../test/wiki/flow';

const t = setupRuntime('admin', 'zhangsan', 'lisi');
const WIKI = 1;
const VIDEO = 3;

type Entry = { action: string; target: string; changes: { field: string; before: string; after: string }[] };
const lastAudit = async () => (await call<{ list: Entry[] }>(t.rt, auditList, { size: 1 }, { token: t.admin })).body.data.list[0];
const list = async (domainId = WIKI) =>
  (await call<AdminFieldView[]>(t.rt, fieldList, { domainId }, { token: t.admin })).body.data;
const create = (input: Record<string, unknown>, token = t.admin) =>
  call<AdminFieldView>(t.rt, fieldCreate, { domainId: WIKI, ...input }, { token });
const update = (id: number, input: Record<string, unknown>) =>
  call<AdminFieldView>(t.rt, fieldUpdate, input, { token: t.admin, params: { id } });
/** Stored values of a field in every version, sorted. */
const storedValues = async (fieldId: number) =>
  (
    await t.rt.deps.db.execute<{ value: string }>(sql`
      select e->>'value' as value from knowledge_versions v cross join lateral jsonb_array_elements(v.fields) e
      where (e->>'fieldId')::int = ${fieldId} order by 1`)
  ).rows.map((r) => r.value);
const saveWith = (fieldId: number, value: string) => save(t.rt, t.zhangsan, entry({ fields: [{ fieldId, value }] }));
const trySave = (fieldId: number, value: string) =>
  call(t.rt, wikiSave, entry({ fields: [{ fieldId, value }] }), { token: t.zhangsan });

describe('field list', () => {
  it('lists a domain’s fields in order with the number of items holding a value', async () => {
    const r = await call<AdminFieldView[]>(t.rt, fieldList, { domainId: WIKI }, { token: t.admin });
    expect(r.status).toBe(200);
    expect(r.body.data.map((f) => [f.code, f.name, f.type])).toEqual([
      ['scope', '适用范围', 'select'],
      ['effectiveDate', '生效日期', 'date'],
      ['version', '版本号', 'text'],
    ]);
    const seeded = await t.rt.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from knowledge where domain_id = ${WIKI}`,
    );
    expect(r.body.data[0].itemCount).toBe(seeded.rows[0].n);
    expect(await list(VIDEO)).toEqual([]);
  });

  it('refuses no token (401), no key (403) and a domain without fields (400); a delegated manager may', async () => {
    const anon = await call(t.rt, fieldList, { domainId: WIKI });
    expect([anon.status, anon.body.code]).toEqual([401, CODE_UNAUTHENTICATED]);
    const denied = await call(t.rt, fieldList, { domainId: WIKI }, { token: t.zhangsan });
    expect([denied.status, denied.body.message]).toEqual([403, '没有「字段管理」权限']);
    const bad = await call(t.rt, fieldList, { domainId: 5 }, { token: t.admin });
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringContaining('知识域')]);
    await grantKeys(t.rt, 'lisi', '字段管理员', ['ROLE_ADMIN_FIELD_MANAGE']);
    expect((await call(t.rt, fieldList, { domainId: WIKI }, { token: t.lisi })).status).toBe(200);
  });
});

describe('field create', () => {
  it('creates a field last in order, with a generated or given code, audited and served at once', async () => {
    const r = await create({ name: ' 负责部门 ', type: 'group' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ code: 'field4', name: '负责部门', type: 'group', options: [], required: false });
    const given = await create({ code: 'region', name: '地区', type: 'multiselect', options: ['北京', '上海'], required: true });
    expect(given.body.data).toMatchObject({ code: 'region', itemCount: 0 });
    expect(await lastAudit()).toEqual(
      expect.objectContaining({
        action: 'field_create',
        target: '字段 地区（词条）',
        changes: [
          { field: '名称', before: '', after: '地区' },
          { field: '编码', before: '', after: 'region' },
          { field: '类型', before: '', after: '多选' },
          { field: '必填', before: '', after: '是' },
          { field: '选项', before: '', after: '北京、上海' },
        ],
      }),
    );
    // The editors' endpoint sees the new fields on its next call: no restart, no cache.
    const served = await call<{ code: string }[]>(t.rt, field, { domainId: WIKI }, { token: t.zhangsan });
    expect(served.body.data.map((f) => f.code).slice(-2)).toEqual(['field4', 'region']);
  });

  it('refuses invalid input with a Chinese message naming the field, and creates nothing', async () => {
    const before = (await list()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ', type: 'text' }, '字段名称不能为空'],
      [{ name: '长'.repeat(21), type: 'text' }, '字段名称最多20个字'],
      [{ name: '甲', type: 'colour' }, '字段类型不存在'],
      [{ name: '甲', type: 'text', code: '1abc' }, '字段编码须以字母开头'],
      [{ name: '甲', type: 'text', code: 'a-b' }, '字段编码'],
      [{ name: '甲', type: 'select' }, '单选和多选字段至少需要一个选项'],
      [{ name: '甲', type: 'number', options: ['1'] }, '只有单选和多选字段可以设置选项'],
      [{ name: '甲', type: 'select', options: ['是', '是'] }, '选项不能重复'],
      [{ name: '甲', type: 'select', options: [' '] }, '选项不能为空'],
      [{ name: '甲', type: 'select', options: ['长'.repeat(51)] }, '每个选项最多50个字'],
      [{ name: '甲', type: 'select', options: Array.from({ length: 101 }, (_, i) => `项${i}`) }, '选项最多100个'],
      [{ name: '甲', type: 'text', domainId: 9 }, '知识域'],
    ];
    for (const [input, message] of cases) {
      const r = await create(input);
      expect([r.status, r.body.message]).toEqual([400, expect.stringContaining(message)]);
    }
    expect((await create({ name: '适用范围', type: 'text' })).body.message).toBe('词条已有名为「适用范围」的字段');
    const code = await create({ name: '新字段', type: 'text', code: 'SCOPE' });
    expect([code.status, code.body.message]).toEqual([409, '字段编码「SCOPE」在词条中已被使用']);
    expect((await list()).length).toBe(before);
  });

  it('refuses no token (401) and no key (403)', async () => {
    expect((await call(t.rt, fieldCreate, { domainId: WIKI, name: '甲', type: 'text' })).status).toBe(401);
    expect((await create({ name: '甲', type: 'text' }, t.zhangsan)).status).toBe(403);
    expect((await list()).some((f) => f.name === '甲')).toBe(false);
  });
});

describe('values of the new types on save', () => {
  it('checks numbers, multiple choices, people and groups, and shows names in the detail', async () => {
    const num = (await create({ name: '预算', type: 'number' })).body.data.id;
    const multi = (await create({ name: '适用地区', type: 'multiselect', options: ['华北', '华东', '华南'] })).body.data.id;
    const person = (await create({ name: '负责人', type: 'person' })).body.data.id;
    const group = (await create({ name: '归口组织', type: 'group' })).body.data.id;
    const cases: [number, string, string][] = [
      [num, 'abc', '自定义字段：「预算」应为数字'],
      [num, '1e5', '自定义字段：「预算」应为数字'],
      [multi, '华北', '自定义字段：「适用地区」的值格式不正确'],
      [multi, '["华北","火星"]', '自定义字段：「适用地区」没有选项「火星」，只能选择华北、华东、华南'],
      [person, '999999', '自定义字段：「负责人」所选人员不存在'],
      [person, '张三', '自定义字段：「负责人」应为所选人员'],
      [person, '9999999999', '自定义字段：「负责人」应为所选人员'],
      [group, '999999', '自定义字段：「归口组织」所选组织不存在'],
      [group, '-1', '自定义字段：「归口组织」应为所选组织'],
    ];
    const before = await t.rt.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from knowledge`);
    for (const [fieldId, value, message] of cases) {
      const r = await trySave(fieldId, value);
      expect([r.status, r.body.message]).toEqual([400, message]);
    }
    const after = await t.rt.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from knowledge`);
    expect(after.rows[0].n).toBe(before.rows[0].n);

    const zhangsan = await idOf(t.rt, 'users', 'zhangsan');
    const rd = await idOf(t.rt, 'groups', '研发中心');
    const saved = await save(
      t.rt,
      t.zhangsan,
      entry({
        fields: [
          { fieldId: num, value: '-12.5' },
          { fieldId: multi, value: '["华南","华北","华南"]' },
          { fieldId: person, value: String(zhangsan) },
          { fieldId: group, value: String(rd) },
        ],
      }),
    );
    const d = (await detail(t.rt, t.zhangsan, saved.id)).body.data;
    const nickname = (await t.rt.deps.db.execute<{ nickname: string }>(sql`select nickname from users where id = ${zhangsan}`))
      .rows[0].nickname;
    expect(d.fields.map((f) => [f.name, f.value, f.display])).toEqual([
      ['预算', '-12.5', '-12.5'],
      // Stored without repeats, in the options' order.
      ['适用地区', '["华北","华南"]', '华北、华南'],
      ['负责人', String(zhangsan), nickname],
      ['归口组织', String(rd), '研发中心'],
    ]);
  });
});

describe('field edit', () => {
  it('refuses a type change existing values cannot take, naming the count, and changes nothing', async () => {
    const id = (await create({ name: '编号', type: 'text' })).body.data.id;
    await saveWith(id, 'abc');
    await saveWith(id, 'x-1');
    await saveWith(id, '42');
    const r = await update(id, { type: 'number', name: '数字编号' });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('有 2 个词条的「编号」现有的值无法转为数字（如「abc」），不能保存此修改。请先修改这些词条');
    expect(r.body.data).toEqual({ itemCount: 2 });
    expect((await list()).find((f) => f.id === id)).toMatchObject({ name: '编号', type: 'text', itemCount: 3 });
    expect(await storedValues(id)).toEqual(['42', 'abc', 'x-1']);
  });

  it('changes a type the values fit, and audits before → after', async () => {
    const id = (await create({ name: '人数', type: 'text' })).body.data.id;
    await saveWith(id, '15');
    const r = await update(id, { type: 'number', required: true });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ type: 'number', required: true, itemCount: 1 });
    expect(await storedValues(id)).toEqual(['15']);
    expect(await lastAudit()).toEqual(
      expect.objectContaining({
        action: 'field_edit',
        target: '字段 人数（词条）',
        changes: [
          { field: '类型', before: '文本', after: '数字' },
          { field: '必填', before: '否', after: '是' },
        ],
      }),
    );
  });

  it('refuses removing an option items use, and converts between single and multiple choice', async () => {
    const id = (await create({ name: '等级', type: 'select', options: ['高', '中', '低'] })).body.data.id;
    await saveWith(id, '高');
    await saveWith(id, '低');
    const removed = await update(id, { options: ['高', '中'] });
    expect([removed.status, removed.body.message]).toEqual([
      409,
      '有 1 个词条的「等级」现有的值用到了不在选项中的「低」，不能保存此修改。请先修改这些词条',
    ]);
    expect((await list()).find((f) => f.id === id)?.options).toEqual(['高', '中', '低']);
    // An unused option may go.
    expect((await update(id, { options: ['高', '低'] })).status).toBe(200);

    const multi = await update(id, { type: 'multiselect' });
    expect(multi.status).toBe(200);
    expect(await storedValues(id)).toEqual(['["低"]', '["高"]']);
    expect(await lastAudit()).toMatchObject({
      changes: [
        { field: '类型', before: '单选', after: '多选' },
        { field: '转换的值', before: '', after: '2 个词条' },
      ],
    });

    await saveWith(id, '["高","低"]');
    const single = await update(id, { type: 'select' });
    expect([single.status, single.body.message]).toEqual([
      409,
      '有 1 个词条的「等级」现有的值选了多个选项（如「高、低」），不能改为单选，不能保存此修改。请先修改这些词条',
    ]);
    expect((await list()).find((f) => f.id === id)?.type).toBe('multiselect');
    expect(await storedValues(id)).toEqual(['["低"]', '["高","低"]', '["高"]']);
  });

  it('refuses turning people into text, and options on a type without them', async () => {
    const id = (await create({ name: '审核人', type: 'person' })).body.data.id;
    await saveWith(id, String(await idOf(t.rt, 'users', 'lisi')));
    const r = await update(id, { type: 'text' });
    expect([r.status, r.body.message]).toEqual([
      409,
      '有 1 个词条的「审核人」现有的值是人员，不能转为文本，不能保存此修改。请先修改这些词条',
    ]);
    const options = await update(id, { options: ['甲'] });
    expect([options.status, options.body.message]).toEqual([400, '选项：只有单选和多选字段可以设置选项']);
    const noOptions = await update(id, { type: 'select' });
    expect([noOptions.status, noOptions.body.message]).toEqual([400, '选项：单选和多选字段至少需要一个选项']);
  });

  it('refuses an unknown field (404), a clashing name (409), no token (401) and no key (403)', async () => {
    const id = (await list())[0].id;
    expect((await update(999_999, { name: '无' })).status).toBe(404);
    expect((await update(id, { name: '生效日期' })).status).toBe(409);
    expect((await call(t.rt, fieldUpdate, { name: '改名' }, { params: { id } })).status).toBe(401);
    expect((await call(t.rt, fieldUpdate, { name: '改名' }, { token: t.zhangsan, params: { id } })).status).toBe(403);
    expect((await list())[0].name).toBe('适用范围');
  });
});

describe('field reorder', () => {
  it('puts the fields in the given order, audited; a stale list is refused', async () => {
    const ids = (await list()).map((f) => f.id);
    const swapped = [ids[1], ids[0], ...ids.slice(2)];
    const r = await call<AdminFieldView[]>(t.rt, fieldReorder, { domainId: WIKI, ids: swapped }, { token: t.admin });
    expect(r.status).toBe(200);
    expect(r.body.data.map((f) => f.id)).toEqual(swapped);
    const served = await call<{ id: number }[]>(t.rt, field, { domainId: WIKI }, { token: t.zhangsan });
    expect(served.body.data.map((f) => f.id)).toEqual(swapped);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'field_edit', target: '词条字段顺序' });
    expect(audit.changes[0].before.startsWith('适用范围、生效日期')).toBe(true);
    expect(audit.changes[0].after.startsWith('生效日期、适用范围')).toBe(true);

    const stale = await call(t.rt, fieldReorder, { domainId: WIKI, ids: swapped.slice(1) }, { token: t.admin });
    expect([stale.status, stale.body.message]).toEqual([409, '字段已被他人修改，请刷新后重新排序']);
    const foreign = await call(t.rt, fieldReorder, { domainId: 2, ids: swapped }, { token: t.admin });
    expect(foreign.status).toBe(409);
    expect((await list()).map((f) => f.id)).toEqual(swapped);
    expect((await call(t.rt, fieldReorder, { domainId: WIKI, ids }, { token: t.zhangsan })).status).toBe(403);
  });
});

describe('field delete', () => {
  it('deletes a field with its values, answering how many items held one, audited', async () => {
    const id = (await create({ name: '临时字段', type: 'text' })).body.data.id;
    const a = await saveWith(id, '甲');
    await saveWith(id, '乙');
    const r = await call<{ itemCount: number }>(t.rt, fieldDelete, {}, { token: t.admin, params: { id } });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ itemCount: 2 });
    expect(await storedValues(id)).toEqual([]);
    expect((await list()).some((f) => f.id === id)).toBe(false);
    expect((await detail(t.rt, t.zhangsan, a.id)).body.data.fields).toEqual([]);
    expect(await lastAudit()).toMatchObject({
      action: 'field_delete',
      target: '字段 临时字段（词条）',
      changes: expect.arrayContaining([
        { field: '名称', before: '临时字段', after: '' },
        { field: '清除的值', before: '2 个词条', after: '' },
      ]),
    });
    expect((await call(t.rt, fieldDelete, {}, { token: t.admin, params: { id } })).status).toBe(404);
  });

  it('refuses no token (401) and no key (403), deleting nothing', async () => {
    const id = (await list())[0].id;
    expect((await call(t.rt, fieldDelete, {}, { params: { id } })).status).toBe(401);
    expect((await call(t.rt, fieldDelete, {}, { token: t.zhangsan, params: { id } })).status).toBe(403);
    expect((await list())[0].id).toBe(id);
  });
});
