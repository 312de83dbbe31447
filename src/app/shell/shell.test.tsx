import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { commonQueries } from '@/modules/common/api/common-queries';
import { greetingFor } from '@/shared/lib/greeting';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';

const db = () => runtime().deps.db;

/** The theme the app renders with: the data attribute and Mantine's primary colour variable. */
function renderedTheme() {
  const name = document.querySelector('[data-theme]')?.getAttribute('data-theme');
  const css = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
  const primary = css.match(/--mantine-primary-color-filled:\s*([^;]+);/)?.[1]?.trim();
  return { name, primary };
}

describe('theme', () => {
  afterEach(async () => {
    await db().execute(sql`update users set type = 1 where username = 'lisi'`);
  });

  it.each([6, 7, 8])('is gold for user type %i', async (type) => {
    await db().execute(sql`update users set type = ${type} where username = 'lisi'`);
    await signInAs('lisi');
    await renderApp('/account/home');
    await screen.findByText('账号：lisi');
    await waitFor(() => expect(renderedTheme()).toEqual({ name: 'gold', primary: 'var(--mantine-color-gold-filled)' }));
  });

  it.each([1, 2, 5])('is blue for user type %i', async (type) => {
    await db().execute(sql`update users set type = ${type} where username = 'lisi'`);
    await signInAs('lisi');
    await renderApp('/account/home');
    await screen.findByText('账号：lisi');
    expect(renderedTheme()).toEqual({ name: 'blue', primary: 'var(--mantine-color-brand-filled)' });
  });

  it('is blue on the sign-in page', async () => {
    await renderApp('/login');
    await screen.findByRole('button', { name: '登录' });
    expect(renderedTheme().name).toBe('blue');
  });
});

describe('bind-user modal', () => {
  const setConfig = (code: string, value: string) =>
    db().execute(sql`update config_items set value = ${value} where code = ${code}`);

  afterEach(async () => {
    await setConfig('visitor.mode', '1');
    await setConfig('visitor.consumerPattern', '1');
  });

  it('opens for a visitor when visitor mode is on and the consumer pattern is 1', async () => {
    await signInAs('wangwu');
    await renderApp('/index');
    expect(await screen.findByRole('dialog', { name: '绑定员工账号' })).toBeTruthy();
  });

  it('does not open for staff', async () => {
    await signInAs('zhangsan');
    await renderApp('/index');
    await screen.findByRole('heading', { name: /，张三$/ });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not open when visitor mode is off', async () => {
    await setConfig('visitor.mode', '0');
    await signInAs('wangwu');
    const app = await renderApp('/index');
    await screen.findByRole('heading', { name: /，王五$/ });
    await waitFor(() => expect(app.queryClient.getQueryData(commonQueries.visitorInfo().queryKey)).toBeDefined());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open under another consumer pattern', async () => {
    await setConfig('visitor.consumerPattern', '2');
    await signInAs('wangwu');
    const app = await renderApp('/index');
    await screen.findByRole('heading', { name: /，王五$/ });
    await waitFor(() => expect(app.queryClient.getQueryData(commonQueries.visitorInfo().queryKey)).toBeDefined());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays closed for the session once put off', async () => {
    await signInAs('wangwu');
    const app = await renderApp('/index');
    const dialog = await screen.findByRole('dialog', { name: '绑定员工账号' });
    await app.user.click(within(dialog).getByRole('button', { name: '稍后绑定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await app.router.navigate({ to: '/account/home' });
    await screen.findByText('账号：wangwu');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('judges the mobile and the code by the bind endpoint before anything is sent', async () => {
    await signInAs('wangwu');
    const app = await renderApp('/index');
    const dialog = await screen.findByRole('dialog', { name: '绑定员工账号' });
    const sent = runtime().sender.sent.length;
    await app.user.type(within(dialog).getByLabelText('员工手机号'), '123');
    await app.user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByText('请输入有效的11位手机号')).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: '立即绑定' }));
    expect(await within(dialog).findByText('验证码为6位数字')).toBeTruthy();
    expect(runtime().sender.sent.length).toBe(sent);
    expect(screen.getByRole('dialog', { name: '绑定员工账号' })).toBeTruthy();
  });

  it('binds through the server and does not open again', async () => {
    await signInAs('wangwu');
    const app = await renderApp('/index');
    const dialog = await screen.findByRole('dialog', { name: '绑定员工账号' });
    await app.user.type(within(dialog).getByLabelText('员工手机号'), '13800000001');
    await app.user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await within(dialog).findByRole('button', { name: /秒后重发$/ });
    await app.user.type(within(dialog).getByLabelText('验证码'), runtime().sender.lastCode('13800000001'));
    await app.user.click(within(dialog).getByRole('button', { name: '立即绑定' }));
    expect(await screen.findByText('绑定成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '绑定员工账号' })).toBeNull());
  });
});

describe('fill-user-info dialog', () => {
  it('opens on the fillUserInfo flag and saves through the server', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/index?fillUserInfo=1');
    const dialog = await screen.findByRole('dialog', { name: '完善个人资料' });
    const nickname = within(dialog).getByLabelText(/昵称/) as HTMLInputElement;
    expect(nickname.value).toBe('张三');
    // The group decides what the user may read: shown, never edited here.
    const group = within(dialog).getByLabelText('所属组织') as HTMLInputElement;
    expect(group.value).toBe('平台研发部');
    expect(group.readOnly).toBe(true);
    await app.user.clear(nickname);
    await app.user.type(nickname, '张三丰');
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('资料已保存')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '完善个人资料' })).toBeNull());
    expect(app.search()).not.toHaveProperty('fillUserInfo');
    expect(await screen.findByRole('heading', { name: /，张三丰$/ })).toBeTruthy();
    const saved = await db().execute<{ nickname: string; group_name: string }>(
      sql`select u.nickname, g.name as group_name from users u join groups g on g.id = u.group_id where u.username = 'zhangsan'`,
    );
    expect(saved.rows[0]).toEqual({ nickname: '张三丰', group_name: '平台研发部' });
  });

  it('stays closed without the flag or with it turned off', async () => {
    await signInAs('zhangsan');
    await renderApp('/index?fillUserInfo=0');
    await screen.findByRole('heading', { name: /，张三/ });
    expect(screen.queryByRole('dialog', { name: '完善个人资料' })).toBeNull();
  });

  it('checks the nickname with the contract rules before saving', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/account/home?fillUserInfo');
    const dialog = await screen.findByRole('dialog', { name: '完善个人资料' });
    await app.user.clear(within(dialog).getByLabelText(/昵称/));
    await app.user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('昵称不能为空')).toBeTruthy();
  });

  it('shows mobile and e-mail read-only and sends their change to 账号安全', async () => {
    await signInAs('zhangsan');
    await renderApp('/account/home?fillUserInfo');
    const dialog = await screen.findByRole('dialog', { name: '完善个人资料' });
    const mobile = within(dialog).getByLabelText('手机号') as HTMLInputElement;
    const email = within(dialog).getByLabelText('电子邮箱') as HTMLInputElement;
    expect([mobile.value, mobile.readOnly]).toEqual(['13800000001', true]);
    expect([email.value, email.readOnly]).toEqual(['zhangsan@zhilian.example', true]);
    const link = within(dialog).getByRole('link', { name: '账号设置 › 账号安全' });
    expect(link.getAttribute('href')).toBe('#/account/settings?tab=security');
  });

  it('is opened from the user menu', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/account/home');
    await app.user.click(await screen.findByRole('button', { name: '用户菜单' }));
    await app.user.click(await screen.findByText('完善资料', { selector: '[role="menuitem"] *, [role="menuitem"]' }));
    expect(await screen.findByRole('dialog', { name: '完善个人资料' })).toBeTruthy();
    expect(app.search()).toMatchObject({ fillUserInfo: true });
  });
});

describe('header', () => {
  it('shows the configured logo and leaves the greeting to the home banner, once', async () => {
    await signInAs('zhangsan');
    await renderApp('/index');
    // An earlier test of this file renames 张三; greet whatever he is called now.
    const named = await db().execute<{ nickname: string }>(sql`select nickname from users where username = 'zhangsan'`);
    const greeting = `${greetingFor(new Date())}，${named.rows[0]?.nickname}`;
    expect(await screen.findByRole('heading', { name: greeting })).toBeTruthy();
    expect(screen.getAllByText(greeting)).toHaveLength(1);
    expect(
      within(document.querySelector('header') as HTMLElement).queryByText(new RegExp(`，${named.rows[0]?.nickname}$`)),
    ).toBeNull();
    const logo = document.querySelector('header img') as HTMLImageElement;
    expect(logo.getAttribute('src')).toBe('/webaikn/logo.svg');
  });
});

describe('header on narrow screens', () => {
  it('opens the same navigation from the menu button and closes it on the way', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/index');
    const inline = await screen.findByRole('navigation', { name: '模块导航' });
    await app.user.click(screen.getByRole('button', { name: '打开导航菜单' }));
    const drawer = await screen.findByRole('navigation', { name: '模块导航（菜单）' });
    const names = (nav: HTMLElement) => [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(names(drawer)).toEqual(names(inline));
    await app.user.click(within(drawer).getByRole('link', { name: '文档库' }));
    await waitFor(() => expect(app.path()).toBe('/library'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: '模块导航（菜单）' })).toBeNull());
  });

  it('searches from the full-screen search dialog', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/index');
    await app.user.click(await screen.findByRole('button', { name: '搜索' }));
    const dialog = await screen.findByRole('dialog', { name: '搜索' });
    const box = within(dialog).getByRole('combobox', { name: '搜索' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    await app.user.type(box, '制度{Enter}');
    await waitFor(() => expect(app.path()).toBe('/search'));
    expect(app.search()).toMatchObject({ keyword: '制度' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '搜索' })).toBeNull());
  });
});

describe('back-to-top button', () => {
  it('appears once the page is scrolled and brings it back to the top', async () => {
    await signInAs('lisi');
    const app = await renderApp('/account/home');
    await screen.findByText('账号：lisi');
    expect(screen.queryByRole('button', { name: '回到顶部' })).toBeNull();
    window.scrollTo(0, 1200);
    window.dispatchEvent(new Event('scroll'));
    await app.user.click(await screen.findByRole('button', { name: '回到顶部' }));
    await waitFor(() => expect(window.scrollY).toBe(0));
  });
});
