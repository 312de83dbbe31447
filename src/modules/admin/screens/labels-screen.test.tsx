import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';
import { entry, label } from '@/test/wiki/list';

const row = (name: string) => screen.getByText(name, { selector: 'p' }).closest('div') as HTMLElement;

/** Opens a label's 操作 menu and picks an item from that menu (a menu closed earlier may linger in its transition). */
async function pick(app: { user: { click: (e: Element) => Promise<void> } }, name: string, item: string) {
  const button = within(row(name)).getByRole('button', { name: `操作：${name}` });
  await app.user.click(button);
  const menu = await waitFor(() => {
    const el = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!el) throw new Error(`“${name}”的操作菜单没有打开`);
    return el;
  });
  await app.user.click(await within(menu).findByRole('menuitem', { name: item, hidden: true }));
}

const closed = (name: string) => waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull(), { timeout: 5000 });

const labelsNamed = async (name: string) =>
  (await runtime().deps.db.execute<{ id: number }>(sql`select id from labels where name = ${name}`)).rows.length;

describe('/admin/labels', () => {
  // Each step waits on the server and a modal's transition: generous waits, for a loaded CI machine.
  it('renames with validation, merges within the category and tells how many items a delete touches', async () => {
    const chengdu = await label('成都');
    const guangzhou = await label('广州');
    for (const title of ['成都分公司制度', '成都差旅指引']) await entry({ authorUsername: 'admin', title, labelIds: [chengdu] });
    await entry({ authorUsername: 'admin', title: '广州展会总结', labelIds: [guangzhou] });

    await signInAs('admin');
    const app = await renderApp('/admin/labels');
    await screen.findByRole('list', { name: '业务领域标签树' }, { timeout: 5000 });
    await app.user.click(screen.getByRole('tab', { name: '地区' }));
    await screen.findByRole('list', { name: '地区标签树' });
    // The category shown is in the URL: a reload or a shared link opens it again.
    const region = (await runtime().deps.db.execute<{ id: number }>(sql`select id from labels where name = '地区'`)).rows[0].id;
    await waitFor(() => expect(app.search()).toMatchObject({ category: region }));
    expect(app.path()).toBe('/admin/labels');
    expect(within(row('成都')).getByText('2 条')).toBeTruthy();

    await pick(app, '杭州', '重命名');
    const rename = await screen.findByRole('dialog', { name: '重命名标签' }, { timeout: 5000 });
    const nameInput = within(rename).getByLabelText('标签名称');
    await app.user.clear(nameInput);
    await app.user.click(within(rename).getByRole('button', { name: '保存' }));
    expect(within(rename).getByText('标签名称不能为空')).toBeTruthy();
    await app.user.type(nameInput, '北京');
    await app.user.click(within(rename).getByRole('button', { name: '保存' }));
    expect(await within(rename).findByText('同一上级下已有名为「北京」的标签', {}, { timeout: 5000 })).toBeTruthy();
    await app.user.clear(nameInput);
    await app.user.type(nameInput, '杭州市');
    await app.user.click(within(rename).getByRole('button', { name: '保存' }));
    await screen.findByText('杭州市', { selector: 'p' }, { timeout: 5000 });
    await closed('重命名标签');

    await pick(app, '广州', '合并到…');
    const merge = await screen.findByRole('dialog', { name: '合并“广州”' }, { timeout: 5000 });
    expect(within(merge).getByText(/使用“广州”的 1 条知识将改用所选标签/)).toBeTruthy();
    await app.user.click(within(merge).getByLabelText(/合并到/));
    // Only labels of the same category are offered, never the label itself.
    expect(screen.queryByRole('option', { name: '研发管理', hidden: true })).toBeNull();
    expect(screen.queryByRole('option', { name: '广州', hidden: true })).toBeNull();
    await app.user.click(await screen.findByRole('option', { name: '成都', hidden: true }));
    await app.user.click(within(merge).getByRole('button', { name: '合并' }));
    await closed('合并“广州”');
    await waitFor(() => expect(within(row('成都')).getByText('3 条')).toBeTruthy(), { timeout: 5000 });
    expect(screen.queryByText('广州', { selector: 'p' })).toBeNull();
    expect(await labelsNamed('广州')).toBe(0);

    await pick(app, '成都', '删除');
    const del = await screen.findByRole('dialog', { name: '删除标签' }, { timeout: 5000 });
    expect(await within(del).findByText('确定删除标签“成都”吗？将从 3 条知识中移除该标签。', {}, { timeout: 5000 })).toBeTruthy();
    await app.user.click(within(del).getByRole('button', { name: '删除' }));
    await closed('删除标签');
    await waitFor(() => expect(screen.queryByText('成都', { selector: 'p' })).toBeNull(), { timeout: 5000 });
    expect(await labelsNamed('成都')).toBe(0);
  });
});
