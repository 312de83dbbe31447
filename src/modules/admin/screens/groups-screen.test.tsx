import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

const row = (name: string) => screen.getByText(name, { selector: 'p' }).closest('div') as HTMLElement;

/**
 * Opens a group's 操作 menu and picks an item from that menu: a menu closed
 * earlier may still be in the page during its transition, with the same items.
 */
async function pick(app: { user: { click: (e: Element) => Promise<void> } }, group: string, item: string) {
  const button = within(row(group)).getByRole('button', { name: `操作：${group}` });
  await app.user.click(button);
  const menu = await waitFor(() => {
    const el = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!el) throw new Error(`“${group}”的操作菜单没有打开`);
    return el;
  });
  await app.user.click(await within(menu).findByRole('menuitem', { name: item, hidden: true }));
}

describe('/admin/groups', () => {
  // Each step waits on the server and a modal's transition: generous waits, for a loaded CI machine.
  it('shows the tree with member counts, adds, moves and refuses deleting a group in use', async () => {
    await signInAs('admin');
    const app = await renderApp('/admin/groups');
    await screen.findByRole('list', { name: '组织树' });
    expect(within(row('研发中心')).getByText('0 人 / 共 1 人')).toBeTruthy();

    await pick(app, '市场部', '添加下级组织');
    const add = await screen.findByRole('dialog', { name: '在“市场部”下添加组织' }, { timeout: 5000 });
    await app.user.click(within(add).getByRole('button', { name: '添加' }));
    expect(within(add).getByText('组织名称不能为空')).toBeTruthy();
    await app.user.type(within(add).getByLabelText('组织名称'), '品牌组');
    await app.user.click(within(add).getByRole('button', { name: '添加' }));
    await screen.findByText('品牌组', { selector: 'p' }, { timeout: 5000 });
    // The next menu opens once this dialog has closed (its focus trap would take the click).
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '在“市场部”下添加组织' })).toBeNull(), { timeout: 5000 });

    await pick(app, '研发中心', '删除');
    const del = await screen.findByRole('dialog', { name: '删除组织' }, { timeout: 5000 });
    await app.user.click(within(del).getByRole('button', { name: '删除' }));
    expect(await within(del).findByText('该组织下还有 2 个下级组织，不能删除', {}, { timeout: 5000 })).toBeTruthy();
    await app.user.click(within(del).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '删除组织' })).toBeNull(), { timeout: 5000 });

    await pick(app, '品牌组', '移动到…');
    const move = await screen.findByRole('dialog', { name: '移动“品牌组”' }, { timeout: 5000 });
    await app.user.click(within(move).getByLabelText(/移动到/));
    // Picking the current place again clears the choice: a move must name where, and nothing is sent.
    await app.user.click(await screen.findByRole('option', { name: '市场部', hidden: true }));
    await app.user.click(within(move).getByRole('button', { name: '移动' }));
    expect(await within(move).findByText('请选择移动到的位置')).toBeTruthy();
    await app.user.click(within(move).getByLabelText(/移动到/));
    await app.user.click(await screen.findByRole('option', { name: '人力资源部', hidden: true }));
    await app.user.click(within(move).getByRole('button', { name: '移动' }));
    await waitFor(
      async () => {
        const r = await runtime().deps.db.execute<{ parent: string }>(
          sql`select p.name as parent from groups g join groups p on p.id = g.parent_id where g.name = '品牌组'`,
        );
        expect(r.rows).toEqual([{ parent: '人力资源部' }]);
      },
      { timeout: 5000 },
    );
  });
});
