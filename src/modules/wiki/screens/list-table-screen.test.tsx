import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signInAs } from '@/test/render-app';
import { urlOf } from '@/test/requests';
import { entry, group } from '@/test/wiki/list';

/** A header's words, without the sort marks (↕ on every sortable column, ↑/↓ on the sorted one). */
const headerNames = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[↕↑↓]/g, '').trim());

const rowTitles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('entry table (/listNew)', () => {
  it('shows the filtered entries as table rows and sorts by a clicked column through the URL', async () => {
    const rd = await group('研发中心');
    await entry({ authorUsername: 'zhangsan', title: '云杉甲', groupId: rd, views: 3, minutesAgo: 1 });
    await entry({ authorUsername: 'zhangsan', title: '云杉乙', groupId: rd, views: 7, minutesAgo: 2 });
    await signInAs('zhangsan');
    const app = await renderApp(urlOf('/listNew', { keyword: '云杉' }));

    await waitFor(() => expect(rowTitles()).toEqual(['云杉甲', '云杉乙']));
    expect(headerNames()).toEqual(['标题', '所属组织', '标签', '作者', '更新时间', '阅读', '点赞', '评论']);
    const first = within(screen.getAllByRole('row')[1]).getAllByRole('cell');
    expect(first[1].textContent).toBe('研发中心');
    expect(first[3].textContent).toBe('张三');
    expect(within(first[0]).getByRole('link', { name: '云杉甲' }).getAttribute('href')).toMatch(/#\/detail\?id=\d+$/);

    await app.user.click(screen.getByRole('button', { name: '阅读' }));
    await waitFor(() => expect(app.search()).toEqual({ keyword: '云杉', sort: 'views' }));
    await waitFor(() => expect(rowTitles()).toEqual(['云杉乙', '云杉甲']));
    expect(screen.getByRole('columnheader', { name: /阅读/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('hides and shows optional columns', async () => {
    await entry({ authorUsername: 'zhangsan', title: '雪松' });
    await signInAs('zhangsan');
    const app = await renderApp(urlOf('/listNew', { keyword: '雪松' }));
    await waitFor(() => expect(rowTitles()).toEqual(['雪松']));
    await app.user.click(screen.getByRole('button', { name: '显示列' }));
    // jsdom has no layout, so Mantine hides the popover as detached; its checkboxes are still there.
    await app.user.click(await screen.findByRole('checkbox', { name: '标签', hidden: true }));
    await app.user.click(screen.getByRole('checkbox', { name: '发布时间', hidden: true }));
    await waitFor(() =>
      expect(headerNames()).toEqual(['标题', '所属组织', '作者', '发布时间', '更新时间', '阅读', '点赞', '评论']),
    );
    // The list's default order is by publication, marked on its header.
    expect(screen.getByRole('columnheader', { name: /发布时间/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /发布时间/ }).textContent).toContain('↓');
  });

  it('switches between cards and table keeping the filters', async () => {
    await entry({ authorUsername: 'zhangsan', title: '冷杉' });
    await signInAs('zhangsan');
    const app = await renderApp(urlOf('/list', { keyword: '冷杉', sort: 'views' }));
    await screen.findByRole('article', { name: '冷杉' });
    await app.user.click(screen.getByRole('radio', { name: '表格' }));
    await waitFor(() => expect(app.path()).toBe('/listNew'));
    expect(app.search()).toEqual({ keyword: '冷杉', sort: 'views' });
    await waitFor(() => expect(rowTitles()).toEqual(['冷杉']));
  });

  it('sends a user without the access_token cookie to the enter page with the URL to come back to', async () => {
    await signInAs('zhangsan');
    // biome-ignore lint/suspicious/noDocumentCookie: the test removes only the cookie, keeping the stored token.
    document.cookie = 'access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    const app = await renderApp(urlOf('/listNew', { keyword: '冷杉' }));
    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(String(app.search().redirect)).toMatch(/^\/listNew\?keyword=/);
  });
});
