import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

const inboxOf = async (username: string) =>
  (
    await runtime().deps.db.execute<{ title: string; content: string; custom_type: number }>(sql`
      select title, content, custom_type from messages
      where user_id = (select id from users where username = ${username}) order by id desc limit 1`)
  ).rows[0];

describe('/message-task/new', () => {
  it('lets a holder of the key write to a colleague, who gets a notice message', async () => {
    await signInAs('admin');
    const app = await renderApp('/message-task/comment');
    await app.user.click(await screen.findByRole('link', { name: '写消息' }));
    await waitFor(() => expect(app.path()).toBe('/message-task/new'));
    const send = await screen.findByRole('button', { name: '发送' });
    expect(send.hasAttribute('disabled')).toBe(true);

    await app.user.type(screen.getByLabelText('接收人', { selector: 'input' }), '李四');
    await app.user.click(await screen.findByRole('option', { name: /李四/, hidden: true }, { timeout: 3000 }));
    await app.user.type(screen.getByRole('textbox', { name: /标题/ }), '请更新通讯录');
    await app.user.type(screen.getByRole('textbox', { name: '内容' }), '链接：https://example.com/a');
    await app.user.click(send);

    await waitFor(() => expect(app.path()).toBe('/message-task/notice'));
    expect(await screen.findByText('消息已发送')).toBeTruthy();
    expect(await inboxOf('lisi')).toEqual({ title: '请更新通讯录', content: '链接：https://example.com/a', custom_type: 7 });
  });

  it('asks before leaving a message that has been written but not sent', async () => {
    await signInAs('admin');
    const app = await renderApp('/message-task/new');
    await app.user.type(await screen.findByRole('textbox', { name: /标题/ }), '未发送的消息');
    void app.router.navigate({ to: '/message-task/$tab', params: { tab: 'notice' } });
    let dialog = await screen.findByRole('dialog', { name: '离开此页面？' });
    await app.user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '离开此页面？' })).toBeNull());
    expect(app.path()).toBe('/message-task/new');
    expect(screen.getByRole('textbox', { name: /标题/ })).toHaveProperty('value', '未发送的消息');
    void app.router.navigate({ to: '/message-task/$tab', params: { tab: 'notice' } });
    dialog = await screen.findByRole('dialog', { name: '离开此页面？' });
    await app.user.click(within(dialog).getByRole('button', { name: '离开' }));
    await waitFor(() => expect(app.path()).toBe('/message-task/notice'));
  });

  it('is closed to those without the key, who are not offered it', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/message-task/comment');
    await screen.findByRole('tab', { name: /^评论/ });
    expect(screen.queryByRole('link', { name: '写消息' })).toBeNull();
    app.unmount();
    await renderApp('/message-task/new');
    expect(await screen.findByText('您没有发送消息权限，请联系管理员开通')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '发送' })).toBeNull();
  });
});
