import { FIGURE_NOTES } from '@contract/reports/report-notes';
import { userId } from '@server-test/knowledge/factory';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

// jsdom has no canvas for ECharts: the drawing is replaced by a list of what it would draw.
vi.mock('../components/echart', () => ({
  EChart: ({ label, option }: { label: string; option: { series?: { name?: string }[] } }) => (
    <ul aria-label={label}>
      {(option.series ?? []).map((s, i) => (
        <li key={s.name ?? i}>{s.name}</li>
      ))}
    </ul>
  ),
}));

/** Every registered report page answers from the real server: its heading, no refusal, its table or charts. */
describe('report pages against the server', () => {
  it.each([
    ['/reportStatistics/searchLog?tab=noHits', '搜索日志', '搜索记录'],
    ['/reportStatistics/user?sort=views&desc=true', '用户统计', '用户活跃情况'],
    ['/reportStatistics/wiki', '词条统计', '词条统计（按条目）'],
    ['/reportStatistics/library?tab=labels', '文档统计', '文档统计（按标签）'],
    ['/reportStatistics/wiki?tab=unread', '词条统计', '词条统计（未被阅读）'],
    ['/reportStatistics/user-operate?action=search', '操作记录', '操作记录'],
    ['/reportStatistics/user-keyword?granularity=week', '用户关键词', '关键词'],
    ['/reportStatistics/user-feedback?handled=false', '用户反馈', '反馈记录'],
    ['/reportStatistics/user-task?tab=groups', '任务统计', '任务统计（按部门）'],
  ])('%s', async (path, heading, table) => {
    await signInAs('admin');
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    const t = await screen.findByRole('table', { name: table });
    await vi.waitFor(() => expect(t.getAttribute('aria-busy')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('narrows the user table to one user type, held in the URL', async () => {
    await signInAs('admin');
    const app = await renderApp('/reportStatistics/user');
    const table = await screen.findByRole('table', { name: '用户活跃情况' });
    await vi.waitFor(() => expect(table.getAttribute('aria-busy')).toBeNull());
    await app.user.click(screen.getAllByLabelText('用户类型').find((e) => e.tagName === 'INPUT') as HTMLElement);
    await app.user.click(await screen.findByRole('option', { name: '访客（类型 6）', hidden: true }));
    await vi.waitFor(() => expect(app.search()).toMatchObject({ userType: 6 }));
    // wangwu is the demo organisation's visitor (type 6); staff accounts are not.
    await vi.waitFor(() => {
      const t = screen.getByRole('table', { name: '用户活跃情况' });
      expect(within(t).queryByText('wangwu')).toBeTruthy();
      expect(within(t).queryByText('zhangsan')).toBeNull();
    });
  });

  it('opens the overview from /reportStatistics with totals against the period before and its charts', async () => {
    await signInAs('admin');
    const app = await renderApp('/reportStatistics?period=90d');
    expect(app.path()).toBe('/reportStatistics/all');
    expect(app.search()).toMatchObject({ period: '90d' });
    const totals = await screen.findByRole('button', { name: /^浏览 [\d,]+，查看明细$/ });
    expect(within(totals).getByText(/较上期|上期/)).toBeTruthy();
    expect(screen.getByRole('list', { name: '活跃趋势' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await app.user.click(totals);
    expect(await screen.findByRole('dialog', { name: '明细：浏览' })).toBeTruthy();
    // Another period (the URL changes, as Back would): the drawer's figures are no longer the page's, so it closes (issue 28).
    await app.router.navigate({ to: '/reportStatistics/all', search: { period: '30d' } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '明细：浏览' })).toBeNull());
  });

  it('says what each figure counts: a note beside every overview card and every counted column (issue 28)', async () => {
    await signInAs('admin');
    const app = await renderApp('/reportStatistics/all');
    const note = await screen.findByRole('button', { name: '新增视频的说明' });
    expect(note.getAttribute('aria-description')).toBe(FIGURE_NOTES.videos);
    for (const name of ['活跃用户', '新增词条', '新增文档', '浏览', '搜索', '下载', '贡献']) {
      expect(screen.getByRole('button', { name: `${name}的说明` })).toBeTruthy();
    }
    // The note opens on its own: the card behind it does not open its rows.
    await app.user.click(note);
    expect(await screen.findByText(FIGURE_NOTES.videos)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /^明细/ })).toBeNull();

    await app.router.navigate({ to: '/reportStatistics/wiki' });
    const t = await screen.findByRole('table', { name: '词条统计（按条目）' });
    const likes = within(t).getByRole('button', { name: '点赞的说明' });
    expect(likes.getAttribute('aria-description')).toBe(FIGURE_NOTES.likes);
    await vi.waitFor(() => expect(t.getAttribute('aria-busy')).toBeNull());
    // A note click never sorts the column.
    await app.user.click(likes);
    expect(app.search().sort).toBeUndefined();
  });

  it("shows one person's year once a person is picked", async () => {
    const id = await userId(runtime(), 'zhangsan');
    await signInAs('admin');
    await renderApp(`/reportStatistics/user-summary?userId=${id}&period=year`);
    expect(await screen.findByText(/^张三（/)).toBeTruthy();
    expect(await screen.findByRole('list', { name: '每月走势' })).toBeTruthy();
    expect(screen.getByText('活跃天数')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the exam report as not yet available, with no numbers', async () => {
    await signInAs('admin');
    await renderApp('/reportStatistics/exam');
    expect(await screen.findByText('考试数据在在线学院启用后提供')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('answers a report page the app does not offer with the not-found page', async () => {
    await signInAs('admin');
    await renderApp('/reportStatistics/exams');
    expect(await screen.findByText('页面不存在')).toBeTruthy();
  });

  it('refuses the reports to a user without the report permission', async () => {
    await signInAs('zhangsan');
    await renderApp('/reportStatistics/all');
    expect(await screen.findByText('您没有统计报表的访问权限')).toBeTruthy();
  });
});
