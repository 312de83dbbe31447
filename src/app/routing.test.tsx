import { allPermissions } from '@contract/auth/auth';
import { call } from '@server-test/client';
import { screen, waitFor } from '@testing-library/react';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';
import { publishEntry } from '@/test/wiki/entries';
import { LANDING_PATHS, landingPath } from './landing';

async function permissionsOf(token: string): Promise<string[]> {
  const r = await call<string[]>(runtime(), allPermissions, {}, { token });
  return r.body.data;
}

describe('routing', () => {
  it('sends / to the sign-in page', async () => {
    const app = await renderApp('/');
    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
  });

  it('sends unknown paths to the sign-in page', async () => {
    const app = await renderApp('/no/such/page');
    await waitFor(() => expect(app.path()).toBe('/login'));
  });

  it('sends a signed-in user on an unknown path to the landing page, never to the sign-in form', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/no-such-area');
    await waitFor(() => expect(app.path()).toBe('/index'));
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull();
  });

  it('applies the landing order when a signed-in user opens /login', async () => {
    await signInAs('lisi');
    const app = await renderApp('/login');
    await waitFor(() => expect(app.path()).toBe(LANDING_PATHS.library));
  });

  it('sends a signed-in user on /login to the return URL when it is an app route', async () => {
    await signInAs('zhangsan');
    const app = await renderApp(`/login?redirect=${encodeURIComponent('/search?keyword=制度')}`);
    await waitFor(() => expect(app.path()).toBe('/search'));
    expect(app.search()).toMatchObject({ keyword: '制度' });
  });

  it("names the browser tab after the screen: search words, an entry's own title", async () => {
    await signInAs('zhangsan');
    await renderApp('/search?keyword=制度');
    await waitFor(() => expect(document.title).toBe('搜索：制度 - 智能知识中心'));
    await renderApp('/list');
    await waitFor(() => expect(document.title).toBe('词条列表 - 智能知识中心'));
    const entry = await publishEntry('zhangsan');
    await renderApp(`/detail?id=${entry.id}`);
    await waitFor(() => expect(document.title).toBe(`${entry.title} - 智能知识中心`));
  });

  it('opens the public 404 page without a session', async () => {
    const app = await renderApp('/404');
    expect(app.path()).toBe('/404');
    expect(await screen.findByText('页面不存在')).toBeTruthy();
    expect(screen.getByRole('link', { name: '前往登录' })).toBeTruthy();
  });

  it('opens the hand-over page without a session and explains a missing token', async () => {
    const app = await renderApp('/tansferPage');
    expect(app.path()).toBe('/tansferPage');
    expect(await screen.findByText('缺少登录凭证，请重新登录。')).toBeTruthy();
  });

  it('takes over a handed session on /tansferPage and lands', async () => {
    const token = await signInAs('zhangsan');
    localStorage.clear();
    const app = await renderApp(`/tansferPage?token=${token}&redirect=${encodeURIComponent('/account/home')}`);
    await waitFor(() => expect(app.path()).toBe('/account/home'));
    expect(localStorage.getItem('access_token')).toBe(token);
  });

  it('refuses a handed token the server does not accept', async () => {
    const app = await renderApp('/tansferPage?token=not-a-token');
    expect(await screen.findByText('登录凭证无效或已过期，请重新登录。')).toBeTruthy();
    expect(app.path()).toBe('/tansferPage');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('sends /index without a session to the enter page carrying the URL', async () => {
    const app = await renderApp('/index?tab=1');
    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(app.search()).toMatchObject({ redirect: '/index?tab=1' });
  });

  it('sends /index without the access_token cookie to the enter page, even with a stored token', async () => {
    await signInAs('zhangsan');
    // biome-ignore lint/suspicious/noDocumentCookie: the test removes only the cookie, keeping the stored token.
    document.cookie = 'access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    const app = await renderApp('/index');
    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(app.search()).toMatchObject({ redirect: '/index' });
  });

  it('keeps a user with the home permission on /index', async () => {
    const token = await signInAs('zhangsan');
    expect(landingPath(await permissionsOf(token))).toBe('/index');
    const app = await renderApp('/index');
    expect(app.path()).toBe('/index');
    expect(await screen.findByRole('heading', { name: /，张三$/ })).toBeTruthy();
  });

  it('redirects /index to the landing answer for a user without the home permission', async () => {
    const token = await signInAs('lisi');
    const perms = await permissionsOf(token);
    expect(perms).not.toContain('ROLE_PORTAL_HOME_DISPLAY');
    const app = await renderApp('/index');
    await waitFor(() => expect(app.path()).toBe(landingPath(perms)));
    expect(app.path()).toBe(LANDING_PATHS.library);
  });

  it('shows the 403 page on college admin routes to a user who is not an administrator', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/exam-class/schoolAdmin/questions');
    expect(app.path()).toBe('/exam-class/schoolAdmin/questions');
    expect(await screen.findByText('无权访问')).toBeTruthy();
    expect(screen.getByText('此页面仅对管理员开放')).toBeTruthy();
  });

  it('lets an administrator through the college admin guard', async () => {
    await signInAs('admin');
    const app = await renderApp('/exam-class/schoolAdmin/questions');
    // The college screens are not part of this build: the guard passes, the 404 shows inside the app frame.
    expect(await screen.findByText('页面不存在')).toBeTruthy();
    expect(app.path()).toBe('/exam-class/schoolAdmin/questions');
    expect(screen.getByRole('navigation', { name: '模块导航' })).toBeTruthy();
    expect(screen.queryByText('无权访问')).toBeNull();
  });

  it('asks for a session on college admin routes before anything else', async () => {
    const app = await renderApp('/exam-class/schoolAdmin/questions');
    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(app.search()).toMatchObject({ redirect: '/exam-class/schoolAdmin/questions' });
  });

  it('lists only the modules the app has and the user may see, by their menu alias', async () => {
    await signInAs('zhangsan');
    await renderApp('/index');
    const nav = await screen.findByRole('navigation', { name: '模块导航' });
    const names = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(names).toEqual(['首页', '知识词条', '文档库', '视频库', '内部论坛', '知识图谱']);
  });

  it('shows a user without the home permission only the modules she may see', async () => {
    await signInAs('lisi');
    await renderApp('/account/home');
    const nav = await screen.findByRole('navigation', { name: '模块导航' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['文档库', '内部论坛']);
  });

  it('stores the local username parameter and offers it on the sign-in form', async () => {
    await renderApp('/login?localUsername=lisi');
    await waitFor(() => expect(localStorage.getItem('localUsername')).toBe('lisi'));
    expect(((await screen.findByLabelText('用户名')) as HTMLInputElement).value).toBe('lisi');
  });
});
