import { logout, me } from '@contract/auth/auth';
import { ENTER_PAGE_CODE } from '@contract/common/common';
import { loop } from '@contract/messages/messages';
import { call } from '@server-test/client';
import { screen, waitFor } from '@testing-library/react';
import { authQueries } from '@/modules/auth/api/auth-queries';
import { api } from '@/shared/lib/http';
import { getToken, hasTokenCookie } from '@/shared/lib/token';
import { server } from '@/test/msw';
import { useConfigValues } from '@/test/overrides';
import { renderApp, signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';
import { answerUnauthenticated } from '../../mocks/error-handlers';
import { enterTarget } from './enter-page';

describe('code -1', () => {
  it('clears the token and goes to the enter page with the return URL', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/account/home');
    expect(await screen.findByText('账号：zhangsan')).toBeTruthy();
    server().use(answerUnauthenticated(me), answerUnauthenticated(loop));
    await app.queryClient.invalidateQueries({ queryKey: authQueries.me().queryKey });
    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(app.search()).toMatchObject({ redirect: '/account/home' });
    expect(getToken()).toBeNull();
    expect(hasTokenCookie()).toBe(false);
    expect(localStorage.getItem('allPermissions')).toBeNull();
  });

  it('sends a user whose token was revoked on the server to sign in, with the return URL', async () => {
    const token = await signInAs('zhangsan');
    await call(runtime(), logout, {}, { token });
    const app = await renderApp('/index');
    await waitFor(() => expect(app.path()).toBe('/login'));
    expect(app.search()).toMatchObject({ redirect: '/index' });
    expect(getToken()).toBeNull();
  });

  it('stays on the sign-in page when a call there answers -1', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/login?redirect=%2Faccount%2Fhome');
    server().use(answerUnauthenticated(me));
    await expect(api(me, {})).rejects.toMatchObject({ code: -1 });
    expect(getToken()).toBeNull();
    expect(app.path()).toBe('/login');
    expect(app.search()).toEqual({ redirect: '/account/home' });
  });

  it('uses the configured enter page', async () => {
    useConfigValues({ [ENTER_PAGE_CODE]: '/404' });
    const app = await renderApp('/index');
    await waitFor(() => expect(app.path()).toBe('/404'));
    expect(app.search()).toMatchObject({ redirect: '/index' });
  });
});

describe('enterTarget', () => {
  it('carries the app route to an enter page of this app', () => {
    expect(enterTarget('/login', '/index?x=1')).toEqual({ to: '/login', search: { redirect: '/index?x=1' } });
  });

  it('carries the full URL to an external enter page', () => {
    const t = enterTarget('https://sso.example.com/enter?app=aikn', '/index');
    expect('href' in t).toBe(true);
    const url = new URL((t as { href: string }).href);
    expect(url.origin).toBe('https://sso.example.com');
    expect(url.searchParams.get('app')).toBe('aikn');
    expect(url.searchParams.get('redirect')).toBe(`${location.origin}${location.pathname}#/index`);
  });
});
