import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { withNodeUploadClasses } from '@/test/library/node-upload-classes';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

const entityRows = async (name: string) =>
  (await runtime().deps.db.execute(sql`select id from graph_nodes where name = ${name} and type = 2`)).rows;

describe('/admin/graph', () => {
  withNodeUploadClasses();

  it('shows the report of a refused file row by row, and imports the fixed file', async () => {
    await signInAs('admin');
    const app = await renderApp('/admin/graph');
    expect(await screen.findByRole('heading', { name: '图谱管理' })).toBeTruthy();
    // Mantine's FileInput is a button over a hidden file input.
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const bad = '名称,类别,别名\n界面导入甲,人员,甲\n界面导入乙,没有的类别,\n';
    await app.user.upload(input, new File([bad], '实体.csv', { type: 'text/csv' }));
    await app.user.click(screen.getByRole('button', { name: '导入' }));
    const report = await screen.findByRole('table', { name: '校验报告' });
    const cells = within(report)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells).toEqual([['节点', '3', '类别', '类别“没有的类别”不存在']]);
    expect(screen.getByText('校验未通过：1 个问题，文件中的内容均未导入')).toBeTruthy();
    expect(await entityRows('界面导入甲')).toEqual([]);

    const good = '名称,类别,别名\n界面导入甲,人员,甲\n界面导入乙,部门,\n';
    await app.user.upload(input, new File([good], '实体.csv', { type: 'text/csv' }));
    await app.user.click(screen.getByRole('button', { name: '校验' }));
    expect(await screen.findByText('校验通过，可以导入')).toBeTruthy();
    expect(await entityRows('界面导入甲')).toEqual([]);
    await app.user.click(screen.getByRole('button', { name: '导入' }));
    expect(await screen.findByText('导入完成')).toBeTruthy();
    expect(screen.getByText(/新建 2 个/)).toBeTruthy();
    expect((await entityRows('界面导入甲')).length).toBe(1);
  });

  it('checks the entity form before sending, then creates the entity', async () => {
    await signInAs('admin');
    const app = await renderApp('/admin/graph?tab=nodes');
    expect(await screen.findByRole('table', { name: '实体列表' })).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: '新建实体' }));
    const dialog = await screen.findByRole('dialog', { name: '新建实体' });
    await app.user.type(within(dialog).getByLabelText('属性名 1'), '职级');
    await app.user.click(within(dialog).getByRole('button', { name: '添加属性' }));
    await app.user.type(within(dialog).getByLabelText('属性名 2'), '职级');
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请输入名称')).toBeTruthy();
    expect(within(dialog).getByText('请选择本体类别')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('属性名不能重复');

    await app.user.type(within(dialog).getByLabelText(/^名称/), '表单新建实体');
    await app.user.click(within(dialog).getByPlaceholderText('选择类别'));
    // Mantine's dropdown stays display:none in jsdom (no transitions run): its options count as hidden.
    await app.user.click(await within(dialog).findByRole('option', { name: '人员', hidden: true }));
    await app.user.clear(within(dialog).getByLabelText('属性名 2'));
    await app.user.type(within(dialog).getByLabelText('属性名 2'), '工号');
    await app.user.type(within(dialog).getByLabelText('属性值 2'), 'A001');
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建实体' })).toBeNull());
    const rows = await runtime().deps.db.execute<{ properties: Record<string, string> }>(
      sql`select properties from graph_nodes where name = '表单新建实体'`,
    );
    // The first row had a key but no value: kept with an empty value.
    expect(rows.rows).toEqual([{ properties: { 职级: '', 工号: 'A001' } }]);
  });

  it('is refused to users without 知识图谱管理, who see no header entry for it', async () => {
    // Without any console key the console itself is refused (decision 030).
    await signInAs('zhangsan');
    const app = await renderApp('/admin/graph');
    expect(await screen.findByText('管理后台仅对管理人员开放')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '管理后台' })).toBeNull();
    app.unmount();
    // A user manager opens the console, but not this section, which his menu does not offer.
    await runtime().deps.db.execute(sql`
      with r as (insert into roles (name, permissions) values ('用户管理员', '{ROLE_ADMIN_USER_MANAGE}') returning id)
      insert into user_roles (user_id, role_id) select u.id, r.id from users u, r where u.username = 'zhangsan'`);
    await signInAs('zhangsan');
    await renderApp('/admin/graph');
    expect(await screen.findByText('图谱管理仅对知识图谱管理人员开放')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '图谱管理' })).toBeNull();
  });
});

describe('/admin/graph relations', () => {
  it('adds a relation picked by suggestions, lists it from the start, and deletes it after confirmation', async () => {
    await signInAs('admin');
    const app = await renderApp('/admin/graph?tab=relations');
    const [startBox, endBox] = await screen.findAllByPlaceholderText('输入名称、别名或拼音');
    await app.user.type(startBox, '孙浩');
    await app.user.click(await screen.findByRole('option', { name: '孙浩（人员）', hidden: true }));
    const list = await screen.findByRole('table', { name: '节点的关系' });
    const before = within(list).queryAllByRole('row').length;
    await app.user.click(screen.getByPlaceholderText('选择关系类型'));
    await app.user.click(await screen.findByRole('option', { name: '提及', hidden: true }));
    await app.user.type(endBox, '李四');
    await app.user.click(await screen.findByRole('option', { name: '李四（人员）', hidden: true }));
    await app.user.click(screen.getByRole('button', { name: '添加关系' }));
    const removeButton = await screen.findByRole('button', { name: '删除关系 孙浩 提及 李四' });
    expect(within(list).getAllByRole('row').length).toBe(before + 1);
    await app.user.click(removeButton);
    const dialog = await screen.findByRole('dialog', { name: '删除关系' });
    await app.user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '删除关系 孙浩 提及 李四' })).toBeNull());
  });

  it('marks a class public for the public graph pages and back', async () => {
    await signInAs('admin');
    const app = await renderApp('/admin/graph?tab=public');
    const isPublic = async () =>
      (
        await runtime().deps.db.execute<{ is_public: boolean }>(
          sql`select is_public from graph_nodes where type = 1 and name = '诗人'`,
        )
      ).rows[0]?.is_public;
    expect(await screen.findByText('尚未公开任何类别')).toBeTruthy();
    const toggle = await screen.findByRole('switch', { name: '公开「诗人」类别' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await app.user.click(toggle);
    expect(await screen.findByText('已公开 1 个类别')).toBeTruthy();
    expect(await isPublic()).toBe(true);
    await app.user.click(screen.getByRole('switch', { name: '公开「诗人」类别' }));
    expect(await screen.findByText('尚未公开任何类别')).toBeTruthy();
    expect(await isPublic()).toBe(false);
  });
});
