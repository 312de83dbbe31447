import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

const row = (name: string) => screen.getByText(name, { selector: 'p' }).closest('div') as HTMLElement;

describe('/admin/groups', () => {
  // Each step waits on the server and a modal's transition: generous waits, for a loaded CI machine.
  it('shows the tree with member counts, adds, moves and refuses deleting a group in use', async () => {
    await signInAs('admin');
    const app = await renderApp('/admin/groups');
    await screen.findByRole('list', { name: '组织树' });
    expect(within(row('研发中心')).getByText('0 人 / 共 1 人')).toBeTruthy();

    await app.user.click(within(row('市场部')).getByRole('button', { name: '操作：市场部' }));
    await app.user.click(await screen.findByRole('menuitem', { name: '添加下级组织', hidden: true }));
    const add = await screen.findByRole('dialog', { name: '在“市场部”下添加组织' }, { timeout: 5000 });
    await app.user.click(within(add).getByRole('button', { name: '添加' }));
    expect(within(add).getByText('组织名称不能为空')).toBeTruthy();
    await app.user.type(within(add).getByLabelText('组织名称'), '品牌组');
    await app.user.click(within(add).getByRole('button', { name: '添加' }));
    await screen.findByText('品牌组', { selector: 'p' }, { timeout: 5000 });
    // The next menu opens once this dialog has closed (its focus trap would take the click).
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '在“市场部”下添加组织' })).toBeNull(), { timeout: 5000 });

    await app.user.click(within(row('研发中心')).getByRole('button', { name: '操作：研发中心' }));
    await app.user.click(await screen.findByRole('menuitem', { name: '删除', hidden: true }));
    const del = await screen.findByRole('dialog', { name: '删除组织' }, { timeout: 5000 });
    await app.user.click(within(del).getByRole('button', { name: '删除' }));
    expect(await within(del).findByText('该组织下还有 2 个下级组织，不能删除', {}, { timeout: 5000 })).toBeTruthy();
    await app.user.click(within(del).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '删除组织' })).toBeNull(), { timeout: 5000 });

    await app.user.click(within(row('品牌组')).getByRole('button', { name: '操作：品牌组' }));
    await app.user.click(await screen.findByRole('menuitem', { name: '移动到…', hidden: true }));
    const move = await screen.findByRole('dialog', { name: '移动“品牌组”' }, { timeout: 5000 });
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
