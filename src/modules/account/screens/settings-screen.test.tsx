import { accountSettings } from '@contract/account/account-settings';
import { call } from '@server-test/client';
import { giveAvatar } from '@server-test/files/avatar';
import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { READING_FONT_VAR } from '@/shared/ui/reading-font';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

type Settings = { readingFontSize: number; mutedGroups: string[] };
const stored = async (token: string) => (await call<Settings>(runtime(), accountSettings, {}, { token })).body.data;
const rootFontSize = () => document.documentElement.style.getPropertyValue(READING_FONT_VAR);

afterEach(() => runtime().deps.db.execute(sql`delete from user_preferences`));

describe('/account/settings', () => {
  it('keeps the open tab in the URL and falls back to the first tab for an unknown one', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/account/settings?tab=nonsense');
    expect((await screen.findByRole('tab', { name: '基本资料' })).getAttribute('aria-selected')).toBe('true');
    // The first tab is the page's default: its address carries no `tab`.
    expect(app.search()).toEqual({});
    expect(await screen.findByRole('textbox', { name: '昵称' })).toBeTruthy();

    await app.user.click(screen.getByRole('tab', { name: '阅读偏好' }));
    await waitFor(() => expect(app.search()).toEqual({ tab: 'reading' }));
    expect(await screen.findByText('正文字号')).toBeTruthy();
    await app.user.click(screen.getByRole('tab', { name: '消息通知' }));
    await waitFor(() => expect(app.search()).toEqual({ tab: 'notify' }));

    const nav = screen.getByRole('navigation', { name: '个人中心' });
    expect(within(nav).getByRole('link', { name: '账号设置' }).getAttribute('aria-current')).toBe('page');
  });

  it('saves the reading size on the server and applies it to every reading surface at once', async () => {
    const token = await signInAs('zhangsan');
    const app = await renderApp('/account/settings?tab=reading');
    await screen.findByText('正文字号');
    await waitFor(() => expect(rootFontSize()).toBe('16px'));
    expect((screen.getByTestId('reading-preview').firstElementChild as HTMLElement).style.fontSize).toBe('16px');

    await app.user.click(screen.getByRole('radio', { name: '20px' }));
    await waitFor(() => expect(rootFontSize()).toBe('20px'));
    expect((screen.getByTestId('reading-preview').firstElementChild as HTMLElement).style.fontSize).toBe('20px');
    expect((await stored(token)).readingFontSize).toBe(20);
  });

  it('turns message groups off and on; notices stay on and say why', async () => {
    const token = await signInAs('lisi');
    const app = await renderApp('/account/settings?tab=notify');
    const like = await screen.findByRole('switch', { name: /点赞消息/ });
    expect((like as HTMLInputElement).checked).toBe(true);
    const notice = screen.getByRole('switch', { name: /通知消息/ }) as HTMLInputElement;
    expect(notice.checked).toBe(true);
    expect(notice.disabled).toBe(true);
    expect(screen.getByText(/不能关闭/)).toBeTruthy();

    await app.user.click(like);
    await waitFor(async () => expect((await stored(token)).mutedGroups).toEqual(['like']));
    await waitFor(() => expect((screen.getByRole('switch', { name: /点赞消息/ }) as HTMLInputElement).checked).toBe(false));
    await app.user.click(screen.getByRole('switch', { name: /分享消息/ }));
    await waitFor(async () => expect((await stored(token)).mutedGroups).toEqual(['like', 'share']));
    await waitFor(() => expect((screen.getByRole('switch', { name: /分享消息/ }) as HTMLInputElement).disabled).toBe(false));
    await app.user.click(screen.getByRole('switch', { name: /点赞消息/ }));
    await waitFor(async () => expect((await stored(token)).mutedGroups).toEqual(['share']));
  });

  it('shows the uploaded avatar in the header menu and on the settings page', async () => {
    const url = await giveAvatar(runtime(), 'wangwu');
    await signInAs('wangwu');
    await renderApp('/account/settings');
    const menu = await screen.findByRole('button', { name: '用户菜单' });
    await waitFor(() => expect(menu.querySelector('img')?.getAttribute('src')).toBe(url));
    expect(await screen.findByRole('button', { name: '更换头像' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '删除头像' })).toBeTruthy();
  });
});
