import { noticeSave } from '@contract/notices/notices';
import { idOf } from '@server-test/admin/setup';
import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { callAs } from '@/test/call-as';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

const publish = (input: Record<string, unknown>) =>
  callAs<{ id: number }>('admin', noticeSave, { content: '<p>正文</p>', audience: 'all', ...input });
const titlesIn = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));

describe('notices in the SPA', () => {
  it('lists the notices naming the user, pinned first, and searches them', async () => {
    const rd = await idOf(runtime(), 'groups', '研发中心');
    await publish({ title: '研发中心代码评审规范', audience: 'groups', groupIds: [rd] });
    await publish({ title: '市场部专属公告', audience: 'users', userIds: [await idOf(runtime(), 'users', 'lisi')] });
    await signInAs('zhangsan');
    const app = await renderApp('/moreNotice');
    const main = await screen.findByRole('heading', { name: '通知公告' });
    const list = main.closest('.mantine-Stack-root') as HTMLElement;
    await within(list).findByRole('article', { name: '研发中心代码评审规范' });
    const titles = titlesIn(list);
    expect(titles[0]).toBe('关于2026年元旦放假安排的通知');
    expect(titles).not.toContain('市场部专属公告');
    // Unread notices carry the mark; the manager's button is not offered.
    expect(within(within(list).getByRole('article', { name: '研发中心代码评审规范' })).getByText('未读')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '发布公告' })).toBeNull();

    await app.user.type(screen.getByRole('textbox', { name: '搜索公告' }), '代码评审{Enter}');
    await waitFor(() => expect(titlesIn(list)).toEqual(['研发中心代码评审规范']));
    expect(app.search()).toMatchObject({ keyword: '代码评审' });
  });

  it('opens a notice, records the read and drops the unread mark', async () => {
    const { id } = await publish({ title: '安全演练通知', content: '<p>周三下午<strong>消防演练</strong></p>' });
    await signInAs('lisi');
    const app = await renderApp(`/noticeDetails?id=${id}`);
    const article = await screen.findByRole('article', { name: '安全演练通知' });
    expect(within(article).getByText('消防演练').tagName).toBe('STRONG');
    expect(await within(article).findByText(/^已读于/)).toBeTruthy();
    const read = await runtime().deps.db.execute(sql`
      select 1 from notice_reads r join users u on u.id = r.user_id where r.notice_id = ${id} and u.username = 'lisi'`);
    expect(read.rows).toHaveLength(1);
    expect(screen.queryByRole('region', { name: '阅读情况' })).toBeNull();

    await app.user.click(screen.getByRole('link', { name: '← 返回公告列表' }));
    const row = await screen.findByRole('article', { name: '安全演练通知' });
    expect(within(row).queryByText('未读')).toBeNull();
  });

  it('tells a user outside the audience that the notice is not there', async () => {
    const { id } = await publish({
      title: '仅张三可见',
      audience: 'users',
      userIds: [await idOf(runtime(), 'users', 'zhangsan')],
    });
    await signInAs('lisi');
    await renderApp(`/noticeDetails?id=${id}`);
    expect(await screen.findByText(/公告不存在或您无权查看/)).toBeTruthy();
    expect(screen.queryByRole('article', { name: '仅张三可见' })).toBeNull();
  });

  it('lets a manager publish a notice and follow who has read it', async () => {
    await signInAs('admin');
    const app = await renderApp('/moreNotice');
    await app.user.click(await screen.findByRole('button', { name: '发布公告' }));
    const dialog = await screen.findByRole('dialog', { name: '发布公告' });
    await app.user.type(within(dialog).getByRole('textbox', { name: '标题' }), '年终总结提交通知');
    await app.user.type(within(dialog).getByRole('textbox', { name: '正文' }), '请于本周五前提交年终总结。');
    // Plain text is shown as it will be published.
    expect(within(dialog).getAllByText('请于本周五前提交年终总结。').length).toBeGreaterThan(1);
    await app.user.click(within(dialog).getByRole('button', { name: '发布' }));

    const article = await screen.findByRole('article', { name: '年终总结提交通知' });
    expect(app.path()).toBe('/noticeDetails');
    expect(within(article).getByText('请于本周五前提交年终总结。')).toBeTruthy();
    const readers = await screen.findByRole('region', { name: '阅读情况' });
    expect(await within(readers).findByText('张三')).toBeTruthy();
    // The author is one of everyone and has just opened it; the others have not.
    expect(within(readers).getByText(/已读 1 人/)).toBeTruthy();
    await app.user.click(within(readers).getByText('已读 1'));
    expect(await within(readers).findByText('管理员')).toBeTruthy();
    expect(within(readers).queryByText('张三')).toBeNull();
    // Its audience got the announcement in the notice group.
    const sent = await runtime().deps.db.execute(sql`
      select 1 from messages m join users u on u.id = m.user_id
      where u.username = 'zhangsan' and m.custom_type = 7 and m.title = '新公告：年终总结提交通知'`);
    expect(sent.rows).toHaveLength(1);
  });

  it('lets a manager edit a notice from its page, the form filled with what was saved', async () => {
    const { id } = await publish({ title: '待修改的公告', content: '<p>原来的正文</p>', pinned: true });
    await signInAs('admin');
    const app = await renderApp(`/noticeDetails?id=${id}`);
    await app.user.click(await screen.findByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑公告' });
    const title = within(dialog).getByRole('textbox', { name: '标题' });
    expect((title as HTMLInputElement).value).toBe('待修改的公告');
    expect((within(dialog).getByRole('textbox', { name: '正文' }) as HTMLTextAreaElement).value).toBe('<p>原来的正文</p>');
    expect((within(dialog).getByRole('switch', { name: '置顶' }) as HTMLInputElement).checked).toBe(true);
    await app.user.clear(title);
    await app.user.type(title, '已修改的公告');
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('article', { name: '已修改的公告' })).toBeTruthy();
    const row = await runtime().deps.db.execute<{ title: string; pinned: boolean }>(
      sql`select title, pinned from notices where id = ${id}`,
    );
    expect(row.rows[0]).toEqual({ title: '已修改的公告', pinned: true });
  });

  it('lets a manager pick named colleagues as the audience with the shared colleague picker', async () => {
    await signInAs('admin');
    const app = await renderApp('/moreNotice');
    await app.user.click(await screen.findByRole('button', { name: '发布公告' }));
    const dialog = await screen.findByRole('dialog', { name: '发布公告' });
    await app.user.type(within(dialog).getByRole('textbox', { name: '标题' }), '点名给李四的公告');
    await app.user.type(within(dialog).getByRole('textbox', { name: '正文' }), '请李四查收。');
    await app.user.click(within(dialog).getByText('指定人员'));
    expect(await within(dialog).findByText('请至少选择一位可见人员')).toBeTruthy();
    await app.user.type(within(dialog).getByLabelText('可见人员'), '李四');
    // jsdom has no layout, so Mantine hides the dropdown as detached; its options are still there.
    await app.user.click(await screen.findByRole('option', { name: /^李四/, hidden: true }));
    await app.user.click(within(dialog).getByRole('button', { name: '发布' }));
    await screen.findByRole('article', { name: '点名给李四的公告' });
    const targets = await runtime().deps.db.execute<{ username: string }>(sql`
      select u.username from notice_targets t join notices n on n.id = t.notice_id join users u on u.id = t.user_id
      where n.title = '点名给李四的公告'`);
    expect(targets.rows).toEqual([{ username: 'lisi' }]);
  });

  it('refuses a notice without a title in the dialog with the server message', async () => {
    await signInAs('admin');
    const app = await renderApp('/moreNotice');
    await app.user.click(await screen.findByRole('button', { name: '发布公告' }));
    const dialog = await screen.findByRole('dialog', { name: '发布公告' });
    await app.user.type(within(dialog).getByRole('textbox', { name: '标题' }), '   ');
    await app.user.type(within(dialog).getByRole('textbox', { name: '正文' }), '正文内容');
    await app.user.click(within(dialog).getByRole('button', { name: '发布' }));
    expect(await within(dialog).findByText(/请输入标题/)).toBeTruthy();
  });

  it('shows the latest notices on the home page with a link to all of them', async () => {
    await signInAs('zhangsan');
    await renderApp('/index');
    const block = await screen.findByRole('region', { name: '通知公告' });
    await within(block).findByRole('article', { name: '关于2026年元旦放假安排的通知' });
    expect(within(block).getByRole('link', { name: '更多' }).getAttribute('href')).toMatch(/\/moreNotice$/);
  });
});
