import { createItem } from '@server-test/knowledge/factory';
import { screen, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

const titlesIn = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));

describe('knowledge on the portal home (/index)', () => {
  it('shows newest, most read and recommended entries and the drafts of the user beside the greeting', async () => {
    await createItem(runtime(), { authorUsername: 'admin', title: '首页最新词条', minutesAgo: 0 });
    await createItem(runtime(), { authorUsername: 'admin', title: '首页热读词条', minutesAgo: 30, views: 500 });
    const draft = await createItem(runtime(), { authorUsername: 'zhangsan', title: '张三的草稿', status: 'draft' });
    await signInAs('zhangsan');
    await renderApp('/index');

    expect(await screen.findByRole('heading', { name: /，张三$/ })).toBeTruthy();
    const newest = await screen.findByRole('region', { name: '最新发布' });
    expect(titlesIn(newest)[0]).toBe('首页最新词条');
    expect(titlesIn(screen.getByRole('region', { name: '阅读最多' }))[0]).toBe('首页热读词条');
    // A new reader has nothing to go on: recommendations fall back to what colleagues read most.
    expect(titlesIn(screen.getByRole('region', { name: '为你推荐' }))).toContain('首页热读词条');
    const drafts = screen.getByRole('region', { name: '我的草稿' });
    expect(within(drafts).getByRole('link', { name: '张三的草稿' }).getAttribute('href')).toBe(
      `/webaikn/#/wiki/newCreate?id=${draft.id}`,
    );
    expect(within(newest).getByRole('link', { name: '首页最新词条' }).getAttribute('href')).toMatch(
      /^\/webaikn\/#\/detail\?id=\d+$/,
    );
    // The approval queue is for approvers only.
    expect(screen.queryByRole('link', { name: /^待审核/ })).toBeNull();
    // The existing blocks stay.
    expect(screen.getByRole('heading', { name: '未读消息' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '我的待办' })).toBeTruthy();
  });

  it('shows approvers how many versions wait in the approval queue', async () => {
    const before = await runtime().deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from knowledge_versions where status = 'pending'`,
    );
    await createItem(runtime(), { authorUsername: 'zhangsan', title: '等待审核的词条', status: 'pending' });
    await signInAs('admin');
    await renderApp('/index');
    const n = (before.rows[0]?.n ?? 0) + 1;
    const link = await screen.findByRole('link', { name: `待审核 ${n} 条` });
    expect(link.getAttribute('href')).toBe('/webaikn/#/approval');
    // The same decisions are the approver's to-dos: never '暂无待办任务' while the queue holds work.
    const todo = screen.getByRole('heading', { name: '我的待办' }).closest('.mantine-Card-root') as HTMLElement;
    const row = await within(todo).findByRole('link', { name: `审核待办：${n} 条知识等待您审核` });
    expect(row.getAttribute('href')).toBe('/webaikn/#/approval');
    expect(within(todo).queryByText('暂无待办任务')).toBeNull();
  });

  it('shows a reader who may not write no drafts block', async () => {
    await signInAs('wangwu');
    await renderApp('/index');
    await screen.findByRole('region', { name: '最新发布' });
    expect(screen.queryByRole('region', { name: '我的草稿' })).toBeNull();
    expect(screen.queryByRole('link', { name: '新建词条' })).toBeNull();
  });

  it('leaves knowledge out for a user who may not read entries', async () => {
    await runtime().deps.db.execute(
      sql`update roles set permissions = array_remove(permissions, 'ROLE_WIKI_DISPLAY_WEB') where name = '访客'`,
    );
    try {
      await signInAs('wangwu');
      await renderApp('/index');
      await screen.findByRole('heading', { name: /，王五$/ });
      expect(screen.queryByRole('region', { name: '最新发布' })).toBeNull();
    } finally {
      await runtime().deps.db.execute(
        sql`update roles set permissions = array_append(permissions, 'ROLE_WIKI_DISPLAY_WEB') where name = '访客'`,
      );
    }
  });
});
