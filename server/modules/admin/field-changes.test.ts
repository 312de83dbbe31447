import { type AdminFieldView, fieldDelete, fieldReorder, fieldUpdate } from '@contract/admin/admin-fields';
import { field } from '@contract/common/custom-fields';
import { setupFields, WIKI } from '../../test/admin/field-setup';
import { call } from '../../test/client';
import { detail, idOf } from '../../test/wiki/flow';

const { t, lastAudit, list, create, update, storedValues, saveWith } = setupFields();

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
