import { wikiList } from '@contract/wiki/wiki';
import { call } from '@server-test/client';
import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';
import { entry } from '@/test/wiki/list';

const row = (title: string) => screen.findByRole('row', { name: title });

async function listed(token: string, keyword: string): Promise<string[]> {
  const res = await call(runtime(), wikiList, { keyword, page: 1, size: 10 }, { token });
  return (res.body.data as { list: { title: string }[] }).list.map((i) => i.title);
}

async function exists(id: number): Promise<boolean> {
  const r = await runtime().deps.db.execute(sql`select 1 from knowledge where id = ${id}`);
  return r.rows.length > 0;
}

describe('recycle bin (/wiki/recycle)', () => {
  it('lists deleted entries with the days left before the purge', async () => {
    await entry({ authorUsername: 'zhangsan', title: '回收甲', deleted: true });
    await signInAs('zhangsan');
    await renderApp('/wiki/recycle');
    const r = await row('回收甲');
    expect(within(r).getByText('30天后自动清除')).toBeTruthy();
    expect(within(r).getAllByText('张三')).toHaveLength(2);
  });

  it('restores an entry, which leaves the bin and is listed again', async () => {
    await entry({ authorUsername: 'zhangsan', title: '回收恢复项', deleted: true });
    const token = await signInAs('zhangsan');
    expect(await listed(token, '回收恢复项')).toEqual([]);
    const app = await renderApp('/wiki/recycle');
    await app.user.click(within(await row('回收恢复项')).getByRole('button', { name: '恢复' }));
    expect(await screen.findByText('已恢复')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('row', { name: '回收恢复项' })).toBeNull());
    expect(await listed(token, '回收恢复项')).toEqual(['回收恢复项']);
  });

  it('deletes an entry for good only after confirming', async () => {
    const { id } = await entry({ authorUsername: 'zhangsan', title: '回收清除项', deleted: true });
    await signInAs('zhangsan');
    const app = await renderApp('/wiki/recycle');
    await app.user.click(within(await row('回收清除项')).getByRole('button', { name: '彻底删除' }));
    const dialog = await screen.findByRole('dialog', { name: '彻底删除' });
    await app.user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(await exists(id)).toBe(true);

    await app.user.click(within(await row('回收清除项')).getByRole('button', { name: '彻底删除' }));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: '彻底删除' })).getByRole('button', { name: '彻底删除' }),
    );
    await waitFor(() => expect(screen.queryByRole('row', { name: '回收清除项' })).toBeNull());
    expect(await exists(id)).toBe(false);
  });

  it('searches the bin by keyword held in the URL', async () => {
    await entry({ authorUsername: 'zhangsan', title: '回收搜索甲', deleted: true });
    await entry({ authorUsername: 'zhangsan', title: '另一条已删除', deleted: true });
    await signInAs('zhangsan');
    const app = await renderApp('/wiki/recycle');
    await row('另一条已删除');
    await app.user.type(screen.getByRole('textbox', { name: '关键词' }), '回收搜索{Enter}');
    await waitFor(() => expect(app.search()).toEqual({ keyword: '回收搜索' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: '另一条已删除' })).toBeNull());
    expect(await row('回收搜索甲')).toBeTruthy();
  });

  it("does not show another user's deleted entries", async () => {
    await entry({ authorUsername: 'zhangsan', title: '张三的删除项', deleted: true });
    await signInAs('wangwu');
    await renderApp('/wiki/recycle');
    expect(await screen.findByText('回收站是空的')).toBeTruthy();
  });
});
