import { commentAdd } from '@contract/knowledge/interaction';
import { loop } from '@contract/messages/messages';
import { call, tokenFor } from '@server-test/client';
import { createItem } from '@server-test/knowledge/factory';
import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { countCalls } from '@/test/overrides';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';
import { messageQueries } from '../api/message-queries';

const db = () => runtime().deps.db;
const zhangsanMessages = sql`user_id = (select id from users where username = 'zhangsan')`;

afterEach(async () => {
  await db().execute(sql`update messages set read_at = null where ${zhangsanMessages}`);
});

const SYSTEM = '系统通知：知识中心升级完成';
const ANNOUNCEMENT = '公告：第四季度知识贡献评选开始';

/** The tab of a group, found by its name (its unread badge is part of the accessible name). */
const tab = (name: string) => screen.findByRole('tab', { name: new RegExp(`^${name}`) });

describe('/message-task', () => {
  it('shows each group tab with its unread count and the tab of the URL', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/message-task/like');
    // zhangsan has one unread message of each customType: comment 6/14/15, like 16/17/18, share 1/10, notice 2/7.
    await waitFor(async () => expect((await tab('评论')).textContent).toContain('3'));
    expect((await tab('点赞')).textContent).toContain('3');
    expect((await tab('分享')).textContent).toContain('2');
    expect((await tab('通知')).textContent).toContain('2');
    await waitFor(async () => expect((await tab('待办任务')).textContent).toBe('待办任务2'));
    expect((await tab('点赞')).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('李四赞了你的词条')).toBeTruthy();
    expect(screen.queryByText('李四评论了你的词条')).toBeNull();

    await app.user.click(await tab('评论'));
    await waitFor(() => expect(app.path()).toBe('/message-task/comment'));
    expect(await screen.findByText('李四评论了你的词条')).toBeTruthy();
  });

  it('marks a group read at once in the tab, the header bell and the lists, without a second loop', async () => {
    await signInAs('zhangsan');
    const calls = countCalls(loop);
    const app = await renderApp('/message-task/comment');
    expect(await screen.findByRole('button', { name: '未读消息 10 条' })).toBeTruthy();
    expect(await screen.findAllByText('未读')).toHaveLength(3);
    const before = calls.count;

    await app.user.click(screen.getByRole('button', { name: '评论全部标为已读' }));
    // The loop's query is invalidated: the bell follows now, not at the next 120 s poll.
    expect(await screen.findByRole('button', { name: '未读消息 7 条' })).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByText('未读')).toHaveLength(0));
    expect((await tab('评论')).textContent).toBe('评论');
    expect((await tab('点赞')).textContent).toContain('3');
    expect(calls.count).toBe(before + 1);
    const loops = app.queryClient.getQueryCache().findAll({ queryKey: messageQueries.loopKey });
    expect(loops).toHaveLength(1);
    calls.stop();
  });

  it('marks one message read, filters unread ones and deletes one', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/message-task/notice');
    const card = async (title: string) => (await screen.findByText(title)).closest('[data-testid^="message-"]') as HTMLElement;
    // Newest first: the system notice (an hour old), then the announcement.
    const cards = await screen.findAllByTestId(/^message-/);
    expect(cards.map((c) => within(c).queryByText(/系统通知|公告/)?.textContent)).toEqual([SYSTEM, ANNOUNCEMENT]);
    await app.user.click(within(await card(SYSTEM)).getByRole('button', { name: '标为已读' }));
    await waitFor(async () => expect((await tab('通知')).textContent).toBe('通知1'));
    expect(await screen.findByRole('button', { name: '未读消息 9 条' })).toBeTruthy();

    await app.user.click(screen.getByRole('switch', { name: '只看未读' }));
    await waitFor(() => expect(app.search()).toMatchObject({ unreadOnly: true }));
    await waitFor(() => expect(screen.queryByText(SYSTEM)).toBeNull());
    expect(await screen.findAllByTestId(/^message-/)).toHaveLength(1);

    await app.user.click(within(await card(ANNOUNCEMENT)).getByRole('button', { name: `删除消息：${ANNOUNCEMENT}` }));
    await waitFor(() => expect(screen.queryByText(ANNOUNCEMENT)).toBeNull());
    expect(await screen.findByText('没有未读的通知消息')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '未读消息 8 条' })).toBeTruthy();
    // Put the deleted demo message back for the other tests.
    await db().execute(sql`
      insert into messages (user_id, custom_type, title, created_at)
      select id, 7, ${ANNOUNCEMENT}, now() - interval '4000 minutes' from users where username = 'zhangsan'`);
  });

  it('lists open and done tasks with their due time', async () => {
    await signInAs('zhangsan');
    await db().execute(sql`update tasks set done_at = now() where title like '完成%'`);
    try {
      const app = await renderApp('/message-task/task');
      const open = await screen.findAllByTestId(/^task-/);
      expect(open).toHaveLength(1);
      expect(within(open[0]).getByText('审阅《平台接口规范》修订稿')).toBeTruthy();
      expect(within(open[0]).getByText(/天后截止/)).toBeTruthy();
      await app.user.click(await tab('已办任务'));
      await waitFor(() => expect(app.path()).toBe('/message-task/task-finish'));
      const done = await screen.findByText('完成《信息安全意识》课程学习');
      expect(within(done.closest('[data-testid^="task-"]') as HTMLElement).getByText('已完成')).toBeTruthy();
    } finally {
      await db().execute(sql`update tasks set done_at = null`);
    }
  });

  it('leads a comment message to the comment, highlighted on the detail page', async () => {
    const item = await createItem(runtime(), { authorUsername: 'zhangsan', title: '消息定位测试' });
    const admin = await tokenFor(runtime(), 'admin');
    const added = await call<{ id: number }>(
      runtime(),
      commentAdd,
      { knowledgeId: item.id, content: '请看第三节' },
      { token: admin },
    );
    const commentId = added.body.data.id;
    await signInAs('zhangsan');
    const app = await renderApp('/message-task/comment');
    const card = (await screen.findByText('请看第三节')).closest('[data-testid^="message-"]') as HTMLElement;
    const link = within(card).getByRole('link', { name: '查看' });
    expect(link.getAttribute('href')).toBe(`/webaikn/#/detail?id=${item.id}&comment=${commentId}`);
    app.unmount();

    const detail = await renderApp(`/detail?id=${item.id}&comment=${commentId}`);
    await waitFor(() => expect(document.getElementById(`comment-${commentId}`)?.dataset.focused).toBe('true'));
    expect(within(document.getElementById(`comment-${commentId}`) as HTMLElement).getByText('请看第三节')).toBeTruthy();
    detail.unmount();
    await db().execute(sql`delete from messages where content = '请看第三节'`);
  });

  it('opens the first tab for /message-task and for an unknown tab', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/message-task');
    await waitFor(() => expect(app.path()).toBe('/message-task/comment'));
    app.unmount();
    const other = await renderApp('/message-task/nothing');
    await waitFor(() => expect(other.path()).toBe('/message-task/comment'));
  });

  it('leads from the bell and the home cards to the tabs', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/index');
    // The home page is up first: a bell opened while the route still settles closes again as the page changes.
    await screen.findByLabelText('通知未读');
    await app.user.click(await screen.findByRole('button', { name: '未读消息 10 条' }));
    await app.user.click(await screen.findByRole('button', { name: '查看分享消息' }));
    await waitFor(() => expect(app.path()).toBe('/message-task/share'));
    app.unmount();
    const home = await renderApp('/index');
    // With unread notices the card opens the tab filtered to them.
    expect((await screen.findByLabelText('通知未读')).textContent).toBe('2');
    await home.user.click(await screen.findByTestId('unread-notice'));
    await waitFor(() => expect(home.path()).toBe('/message-task/notice'));
    expect(home.search()).toMatchObject({ unreadOnly: true });
  });
});
