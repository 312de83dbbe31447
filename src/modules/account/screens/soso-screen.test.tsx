import { searchSmart } from '@contract/search/search';
import { call } from '@server-test/client';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

describe('/account/soso', () => {
  it('lists my searches to run again, deletes one, then clears all', async () => {
    const token = await signInAs('lisi');
    await call(runtime(), searchSmart, { keyword: '差旅标准' }, { token });
    await call(runtime(), searchSmart, { keyword: '采购流程' }, { token });
    const app = await renderApp('/account/soso');
    const list = await screen.findByRole('list', { name: '搜索记录' });
    const again = within(list).getByRole('link', { name: '再次搜索：差旅标准' });
    expect(again.getAttribute('href')).toBe(`/webaikn/#/search?keyword=${encodeURIComponent('差旅标准')}`);

    await app.user.click(screen.getByRole('button', { name: '删除搜索记录：差旅标准' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '再次搜索：差旅标准' })).toBeNull());
    expect(screen.getByRole('link', { name: '再次搜索：采购流程' })).toBeTruthy();

    await app.user.type(screen.getByRole('textbox', { name: '关键词' }), '采购{Enter}');
    await waitFor(() => expect(app.search()).toMatchObject({ keyword: '采购' }));

    await app.user.click(screen.getByRole('button', { name: '清空记录' }));
    const dialog = await screen.findByRole('dialog', { name: '清空搜索记录' });
    await app.user.click(within(dialog).getByRole('button', { name: '全部清空' }));
    expect(await screen.findByText('没有符合条件的搜索记录')).toBeTruthy();
  });
});
