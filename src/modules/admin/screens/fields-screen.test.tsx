import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';
import { publishEntry, wikiFieldId } from '@/test/wiki/entries';

const WAIT = { timeout: 5000 };
const table = () => screen.getByRole('table', { name: '词条字段' });
/** The names in the table, in order. */
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1].textContent);
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;

async function wikiFields() {
  const r = await runtime().deps.db.execute<{ name: string; type: string; options: string[] }>(
    sql`select name, type, options from fields where domain_id = 1 order by sort, id`,
  );
  return r.rows;
}

describe('/admin/fields', () => {
  // Each step waits on the server and a modal's transition: generous waits, for a loaded CI machine.
  it('lists a domain’s fields, checks a new field before sending it, creates it and reorders', async () => {
    await signInAs('admin');
    const app = await renderApp('/admin/fields');
    await screen.findByRole('heading', { name: '字段' });
    await waitFor(() => expect(names()).toEqual(['适用范围', '生效日期', '版本号']), WAIT);
    expect(within(rowOf('适用范围')).getByText('单选')).toBeTruthy();
    expect(within(rowOf('生效日期')).getByText('日期')).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: '新建字段' }));
    const dialog = await screen.findByRole('dialog', { name: '新建词条字段' }, WAIT);
    await app.user.click(within(dialog).getByLabelText('字段类型'));
    await app.user.click(await screen.findByRole('option', { name: '多选', hidden: true }));
    await app.user.type(within(dialog).getByLabelText(/字段编码/), '9x');
    await app.user.click(within(dialog).getByRole('button', { name: '添加' }));
    expect(within(dialog).getByText('字段名称不能为空')).toBeTruthy();
    expect(within(dialog).getByText('字段编码须以字母开头，最多32位字母、数字或下划线')).toBeTruthy();
    expect(within(dialog).getByText('单选和多选字段至少需要一个选项')).toBeTruthy();

    await app.user.type(within(dialog).getByLabelText(/字段名称/), '适用地区');
    await app.user.clear(within(dialog).getByLabelText(/字段编码/));
    await app.user.type(within(dialog).getByLabelText(/^选项/), '华北{enter}华东{enter}华北');
    await app.user.click(within(dialog).getByRole('button', { name: '添加' }));
    expect(within(dialog).getByText('选项不能重复')).toBeTruthy();
    await app.user.type(within(dialog).getByLabelText(/^选项/), '{backspace}{backspace}华南');
    await app.user.click(within(dialog).getByRole('button', { name: '添加' }));
    await waitFor(() => expect(names()).toEqual(['适用范围', '生效日期', '版本号', '适用地区']), WAIT);
    expect((await wikiFields()).at(-1)).toEqual({ name: '适用地区', type: 'multiselect', options: ['华北', '华东', '华南'] });
    expect(within(rowOf('适用地区')).getByText('多选')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建词条字段' })).toBeNull(), WAIT);

    await app.user.click(within(rowOf('适用地区')).getByRole('button', { name: '上移：适用地区' }));
    await waitFor(() => expect(names()).toEqual(['适用范围', '生效日期', '适用地区', '版本号']), WAIT);
    expect((await wikiFields()).map((f) => f.name)).toEqual(['适用范围', '生效日期', '适用地区', '版本号']);
    expect((within(rowOf('适用范围')).getByRole('button', { name: '上移：适用范围' }) as HTMLButtonElement).disabled).toBe(true);

    await app.user.click(screen.getByRole('tab', { name: '文档' }));
    await waitFor(() => expect(app.search()).toMatchObject({ domainId: 2 }));
    expect(await screen.findByRole('table', { name: '文档字段' })).toBeTruthy();
    expect(await screen.findByText('密级')).toBeTruthy();
  }, 30_000);

  it('shows the server’s refusal of a type change the stored values cannot take, and names the count before a delete', async () => {
    const version = await wikiFieldId('version');
    await publishEntry('zhangsan', { fields: [{ fieldId: version.id, value: 'V1.0' }] });
    await publishEntry('zhangsan', { fields: [{ fieldId: version.id, value: '2' }] });
    const used = await runtime().deps.db.execute<{ all: number; text: number }>(sql`
      select count(distinct v.knowledge_id)::int as all,
        count(distinct v.knowledge_id) filter (where e->>'value' ~ '[^0-9]')::int as text
      from knowledge_versions v, jsonb_array_elements(v.fields) e
      where (e->>'fieldId')::int = ${version.id} and e->>'value' <> ''`);
    const { all: total, text: count } = used.rows[0];
    expect(count).toBeGreaterThan(0);
    expect(total).toBeGreaterThan(count);
    await signInAs('admin');
    const app = await renderApp('/admin/fields');
    await waitFor(() => expect(names()).toContain('版本号'), WAIT);
    expect(within(rowOf('版本号')).getByText(String(total))).toBeTruthy();

    await app.user.click(within(rowOf('版本号')).getByRole('button', { name: '编辑：版本号' }));
    const edit = await screen.findByRole('dialog', { name: '编辑字段“版本号”' }, WAIT);
    await app.user.click(within(edit).getByLabelText('字段类型'));
    await app.user.click(await screen.findByRole('option', { name: '数字', hidden: true }));
    expect(within(edit).getByText(`已有 ${total} 个词条填写了此字段：现有的值须能转为“数字”，否则无法保存`)).toBeTruthy();
    await app.user.click(within(edit).getByRole('button', { name: '保存' }));
    expect(
      await within(edit).findByText(new RegExp(`^有 ${count} 个词条的「版本号」现有的值无法转为数字`), {}, WAIT),
    ).toBeTruthy();
    expect((await wikiFields()).find((f) => f.name === '版本号')?.type).toBe('text');
    await app.user.click(within(edit).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑字段“版本号”' })).toBeNull(), WAIT);

    await app.user.click(within(rowOf('版本号')).getByRole('button', { name: '删除：版本号' }));
    const del = await screen.findByRole('dialog', { name: '删除字段' }, WAIT);
    expect(within(del).getByText(new RegExp(`${total} 个词条填写了此字段，删除后这些值将一并清除`))).toBeTruthy();
    await app.user.click(within(del).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(names()).not.toContain('版本号'), WAIT);
    expect((await wikiFields()).map((f) => f.name)).not.toContain('版本号');
  }, 30_000);
});
