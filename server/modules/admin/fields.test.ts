import { type AdminFieldView, fieldCreate, fieldList } from '@contract/admin/admin-fields';
import { field } from '@contract/common/custom-fields';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import { setupFields, VIDEO, WIKI } from '../../test/admin/field-setup';
import { call } from '../../test/client';
import { grantKeys } from '../../test/grants';

const { t, lastAudit, list, create } = setupFields();

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
