import { favoriteAdd, favoriteFolderSave } from '@contract/knowledge/interaction';
import { call } from '@server-test/client';
import { createItem } from '@server-test/knowledge/factory';
import { uniqueTitle } from '@server-test/wiki/flow';
import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

describe('/account/collections', () => {
  it('creates, renames and deletes a folder', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/account/collections');
    const name = uniqueTitle('夹').slice(0, 20);
    await app.user.click(await screen.findByRole('button', { name: '新建收藏夹' }));
    let dialog = await screen.findByRole('dialog', { name: '新建收藏夹' });
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('收藏夹名称不能为空')).toBeTruthy();
    await app.user.type(within(dialog).getByRole('textbox', { name: '收藏夹名称' }), name);
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('link', { name })).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: `重命名：${name}` }));
    dialog = await screen.findByRole('dialog', { name: '重命名收藏夹' });
    const box = within(dialog).getByRole('textbox', { name: '收藏夹名称' });
    await app.user.clear(box);
    await app.user.type(box, `${name}改`);
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('link', { name: `${name}改` })).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: `删除：${name}改` }));
    dialog = await screen.findByRole('dialog', { name: '删除收藏夹' });
    await app.user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: `${name}改` })).toBeNull());
    expect(screen.queryByRole('button', { name: /删除：默认收藏夹/ })).toBeNull();
  });
});

describe('/account/collections-detail', () => {
  it('shows a vanished favourite as unavailable, moves one to another folder and drops the unavailable one', async () => {
    const token = await signInAs('zhangsan');
    const folder = async (name: string) =>
      (await call<{ id: number }>(runtime(), favoriteFolderSave, { name }, { token })).body.data.id;
    const fromName = uniqueTitle('源').slice(0, 20);
    const from = await folder(fromName);
    const toName = uniqueTitle('目标').slice(0, 20);
    const to = await folder(toName);
    const ok = await createItem(runtime(), { authorUsername: 'admin', title: uniqueTitle('收藏可读') });
    const gone = await createItem(runtime(), { authorUsername: 'admin', title: uniqueTitle('收藏已删') });
    for (const i of [ok, gone]) await call(runtime(), favoriteAdd, { knowledgeId: i.id, folderId: from }, { token });
    await runtime().deps.db.execute(sql`update knowledge set deleted_at = now() where id = ${gone.id}`);

    // The folder card counts the rows its list shows and says how many are unavailable.
    const cards = await renderApp('/account/collections');
    const card = (await screen.findByRole('link', { name: fromName })).closest('[role="listitem"]') as HTMLElement;
    expect(within(card).getByText('2 条收藏，1 条不可用')).toBeTruthy();
    cards.unmount();

    const app = await renderApp(`/account/collections-detail?folderId=${from}`);
    const list = await screen.findByRole('list', { name: '收藏列表' });
    expect(within(list).getByRole('link', { name: ok.title })).toBeTruthy();
    expect(within(list).getByText('该内容已删除或你已无权查看')).toBeTruthy();
    expect(screen.queryByText(gone.title)).toBeNull();
    expect(screen.getByText(/共 2 条，其中 1 条已删除或无权查看/)).toBeTruthy();

    await app.user.click(screen.getByRole('checkbox', { name: `选择：${ok.title}` }));
    await app.user.click(screen.getByRole('combobox', { name: '移动到收藏夹' }));
    // jsdom has no layout, so Mantine hides the dropdown as detached; its options are still there.
    await app.user.click(await screen.findByRole('option', { name: toName, hidden: true }));
    await app.user.click(screen.getByRole('button', { name: /移动（1）/ }));
    await waitFor(() => expect(screen.queryByRole('link', { name: ok.title })).toBeNull());
    const moved = await runtime().deps.db.execute<{ folder_id: number }>(
      sql`select folder_id from favourites where knowledge_id = ${ok.id}`,
    );
    expect(moved.rows[0].folder_id).toBe(to);

    await app.user.click(screen.getByRole('button', { name: '移除' }));
    expect(await screen.findByText('这里还没有收藏')).toBeTruthy();
  });
});
