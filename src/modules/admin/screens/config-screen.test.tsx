import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

const storedValue = async (code: string) =>
  (await runtime().deps.db.execute<{ value: string }>(sql`select value from config_items where code = ${code}`)).rows[0]?.value;

describe('/admin/config', () => {
  it('finds items by a word kept in the URL, switches one off and resets it to its default', async () => {
    await signInAs('admin');
    const app = await renderApp('/admin/config?keyword=评论');
    const group = await screen.findByRole('region', { name: '功能开关' });
    await within(group).findByText('评论功能');
    expect(within(group).queryByText('文件下载')).toBeNull();
    expect(screen.queryByRole('region', { name: '访客' })).toBeNull();

    await app.user.click(within(group).getByRole('switch', { name: '评论功能' }));
    await waitFor(async () => expect(await storedValue('switch.comment')).toBe('0'));
    await app.user.click(await within(group).findByRole('button', { name: '恢复默认：评论功能' }));
    await waitFor(async () => expect(await storedValue('switch.comment')).toBe('1'));

    const search = screen.getByLabelText('查找配置项');
    await app.user.clear(search);
    await app.user.type(search, '访客');
    await waitFor(() => expect(app.search()).toMatchObject({ keyword: '访客' }));
    await screen.findByRole('region', { name: '访客' });
  });

  it('shows the server refusal of a value an item cannot take, changing nothing', async () => {
    await signInAs('admin');
    const app = await renderApp('/admin/config?keyword=入口');
    const input = await screen.findByRole('textbox', { name: '登录入口页' });
    await app.user.clear(input);
    expect(await screen.findByText('登录入口页不能为空')).toBeTruthy();
    await app.user.type(input, 'javascript:alert(1)');
    await app.user.click(screen.getByRole('button', { name: '保存：登录入口页' }));
    expect(await screen.findByText(/登录入口页须是以 \/ 开头的本系统路径/)).toBeTruthy();
    expect(await storedValue('login.enterPage')).toBe('/login');
  });

  it('judges a multiple choice as it is picked: none picked says so and cannot be saved', async () => {
    await signInAs('admin');
    const app = await renderApp('/admin/config?keyword=区块');
    const input = await screen.findByLabelText('统一门户区块', { selector: 'input' });
    const before = await storedValue('portal.blocks');
    await app.user.click(input);
    await app.user.type(input, '{backspace}'.repeat(20));
    expect(await screen.findByText('统一门户区块至少选择一项')).toBeTruthy();
    expect(screen.getByRole('button', { name: '保存：统一门户区块' })).toHaveProperty('disabled', true);
    expect(await storedValue('portal.blocks')).toBe(before);
  });

  it('renames a module in the header menu from the menu tab', async () => {
    await signInAs('admin');
    const app = await renderApp('/admin/config?tab=menus');
    const input = await screen.findByRole('textbox', { name: '知识词条的显示名称' });
    await app.user.clear(input);
    await app.user.type(input, '百科全书');
    await app.user.click(within(input.closest('form') as HTMLElement).getByRole('button', { name: '保存' }));
    const nav = screen.getAllByRole('navigation', { name: '模块导航' })[0];
    await within(nav).findByText('百科全书');
    await app.user.click(await screen.findByRole('button', { name: '恢复默认：知识词条' }));
    await within(nav).findByText('知识词条');
  });
});
