import { CODE_OK } from '@contract/platform/envelope';
import { reportDrill } from '@contract/reports/reports-overview';
import { reportSearchLog } from '@contract/reports/reports-search';
import { userId } from '@server-test/knowledge/factory';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { columnMemoryKey } from '@/shared/table/column-memory';
import { server } from '@/test/msw';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';
import { addDays, todayInShanghai } from '../lib/period';

type Body = Record<string, unknown>;

const row = (id: number, keyword: string, hits: number) => ({
  id,
  time: '2026-11-20T02:30:00.000Z',
  userId: 1,
  userName: '张三',
  groupName: '平台研发部',
  keyword,
  filters: '',
  hits,
  tookMs: 12,
  clickedTitle: null,
  position: null,
});

/** Answers the search log with two rows and records what the page asked. */
function fakeSearchLog() {
  const bodies: Body[] = [];
  server().use(
    http.post(`*${reportSearchLog.path}`, async ({ request }) => {
      const body = (await request.json()) as Body;
      bodies.push(body);
      return HttpResponse.json({
        code: CODE_OK,
        success: true,
        message: '',
        data: { total: 45, list: [row(1, '报销流程', 0), row(2, '年假', 3)], cloud: [{ keyword: '报销流程', count: 4 }] },
      });
    }),
  );
  return bodies;
}

let adminId: number;
beforeAll(async () => {
  adminId = await userId(runtime(), 'admin');
});
beforeEach(() => localStorage.clear());

describe('report kit on /reportStatistics/searchLog', () => {
  it('keeps period, tab, sort and page in the URL and asks the server exactly that', async () => {
    const bodies = fakeSearchLog();
    await signInAs('admin');
    const app = await renderApp('/reportStatistics/searchLog');
    const table = await screen.findByRole('table', { name: '搜索记录' });
    expect(await within(table).findByText('年假')).toBeTruthy();
    const today = todayInShanghai();
    expect(bodies.at(-1)).toMatchObject({ from: addDays(today, -29), to: today, page: 1, view: 'all' });

    await app.user.click(screen.getByRole('radio', { name: '近7天' }));
    await waitFor(() => expect(app.search()).toMatchObject({ period: '7d' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ from: addDays(today, -6), to: today }));

    await app.user.click(screen.getByRole('tab', { name: '无结果' }));
    await waitFor(() => expect(app.search()).toMatchObject({ tab: 'noHits' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ view: 'noHits' }));

    // Every sortable header says so with an arrow; the sorted one shows its direction (issue 28).
    const hitsHeader = screen.getByRole('button', { name: /结果数/ });
    expect(hitsHeader.textContent).toBe('结果数↕');
    await app.user.click(hitsHeader);
    await waitFor(() => expect(app.search()).toMatchObject({ sort: 'hits', desc: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: /结果数/ }).textContent).toBe('结果数↓'));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ sort: 'hits', desc: true, page: 1 }));

    await app.user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(app.search()).toMatchObject({ page: 2 }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ page: 2, sort: 'hits', view: 'noHits' }));
  });

  it('reopens a link with its filters, and ignores a sort key this table lacks', async () => {
    const bodies = fakeSearchLog();
    await signInAs('admin');
    await renderApp(
      '/reportStatistics/searchLog?period=range&from=2026-01-01&to=2026-01-31&sort=views&keyword=%E5%B9%B4%E5%81%87',
    );
    await screen.findByRole('table', { name: '搜索记录' });
    expect(bodies.at(-1)).toMatchObject({ from: '2026-01-01', to: '2026-01-31', keyword: '年假' });
    expect(bodies.at(-1)).not.toHaveProperty('sort');
  });

  it('remembers the columns a user hides, per user and report', async () => {
    fakeSearchLog();
    await signInAs('admin');
    const app = await renderApp('/reportStatistics/searchLog');
    const table = await screen.findByRole('table', { name: '搜索记录' });
    expect(within(table).getByRole('columnheader', { name: '耗时（毫秒）' })).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: '显示列' }));
    await app.user.click(await screen.findByRole('checkbox', { name: '耗时（毫秒）' }));
    await waitFor(() => expect(within(table).queryByRole('columnheader', { name: '耗时（毫秒）' })).toBeNull());
    expect(JSON.parse(localStorage.getItem(columnMemoryKey(adminId, 'searchLog')) ?? '{}')).toMatchObject({
      visibility: { tookMs: false },
    });
    app.unmount();

    await renderApp('/reportStatistics/searchLog');
    const again = await screen.findByRole('table', { name: '搜索记录' });
    expect(within(again).queryByRole('columnheader', { name: '耗时（毫秒）' })).toBeNull();
    expect(within(again).getByRole('columnheader', { name: /结果数/ })).toBeTruthy();
  });

  it('drills from a keyword to the searches behind it, a page at a time', async () => {
    fakeSearchLog();
    const drills: Body[] = [];
    server().use(
      http.post(`*${reportDrill.path}`, async ({ request }) => {
        const body = (await request.json()) as Body;
        drills.push(body);
        const page = Number(body.page);
        return HttpResponse.json({
          code: CODE_OK,
          success: true,
          message: '',
          data: {
            total: 25,
            list: [
              {
                id: page * 100,
                time: '2026-11-20T02:30:00.000Z',
                userId: 1,
                userName: page === 1 ? '张三' : '李四',
                groupName: '平台研发部',
                action: 'search',
                actionName: '搜索',
                domainId: null,
                subjectId: null,
                title: null,
                ip: null,
                detail: '关键词“报销流程”，0 条结果',
              },
            ],
          },
        });
      }),
    );
    await signInAs('admin');
    const app = await renderApp('/reportStatistics/searchLog?groupId=1');
    const table = await screen.findByRole('table', { name: '搜索记录' });
    await app.user.click(await within(table).findByRole('button', { name: '报销流程' }));
    const drawer = await screen.findByRole('dialog', { name: '明细：搜索 · 报销流程' });
    expect(await within(drawer).findByText('张三')).toBeTruthy();
    expect(drills.at(-1)).toMatchObject({ metric: 'searches', searchKeyword: '报销流程', groupId: 1, page: 1 });
    await app.user.click(within(drawer).getByRole('button', { name: '第 2 页' }));
    expect(await within(drawer).findByText('李四')).toBeTruthy();
    expect(drills.at(-1)).toMatchObject({ page: 2 });
  });
});
