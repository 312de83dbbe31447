import { sql } from 'drizzle-orm';
import { setupFields } from '../../test/admin/field-setup';
import { detail, entry, idOf, save } from '../../test/wiki/flow';

const { t, create, trySave } = setupFields();

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
