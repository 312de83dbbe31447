import { captcha, login } from '@contract/auth/auth';
import { FEATURE_SWITCHES } from '@contract/common/common';
import { screen, waitFor } from '@testing-library/react';
import { commonQueries } from '@/modules/common/api/common-queries';
import { getToken, hasTokenCookie } from '@/shared/lib/token';
import { server } from '@/test/msw';
import { countCalls, useConfigValues } from '@/test/overrides';
import { renderApp } from '@/test/render-app';
import { runtime } from '@/test/runtime';

const PASSWORD = 'Aikn@2026';

type App = Awaited<ReturnType<typeof renderApp>>;

async function typePassword(app: App, username: string, password: string) {
  const name = (await screen.findByLabelText('用户名')) as HTMLInputElement;
  await app.user.clear(name);
  await app.user.type(name, username);
  const pwd = screen.getByLabelText('密码') as HTMLInputElement;
  await app.user.clear(pwd);
  await app.user.type(pwd, password);
  await app.user.click(screen.getByRole('button', { name: '登录' }));
}

/** Records the JSON bodies sent to the login endpoint. */
function recordLoginBodies(): unknown[] {
  const bodies: unknown[] = [];
  server().events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === login.path) bodies.push(await request.clone().json());
  });
  return bodies;
}

describe('password sign-in', () => {
  it('encrypts the password, stores the session and lands on /index', async () => {
    const bodies = recordLoginBodies();
    const app = await renderApp('/login');
    await typePassword(app, 'zhangsan', PASSWORD);
    await waitFor(() => expect(app.path()).toBe('/index'));

    const sent = bodies[0] as { username: string; password: string; keyId: string };
    expect(sent.username).toBe('zhangsan');
    expect(sent.password).not.toContain(PASSWORD);
    expect(atob(sent.password).length).toBeGreaterThanOrEqual(256);
    expect(sent.keyId).toBeTruthy();

    expect(getToken()).toBeTruthy();
    expect(hasTokenCookie()).toBe(true);
    expect(JSON.parse(localStorage.getItem('allPermissions') ?? '[]')).toContain('ROLE_PORTAL_HOME_DISPLAY');
    expect(app.queryClient.getQueryData(commonQueries.authIds().queryKey)).toEqual(expect.any(Array));
    expect(await screen.findByRole('heading', { name: /，张三$/ })).toBeTruthy();
  });

  it("shows the server's message under the form when the password is wrong", async () => {
    const app = await renderApp('/login');
    await typePassword(app, 'zhangsan', 'wrong-password-1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/用户名或密码/);
    expect(app.path()).toBe('/login');
    expect(getToken()).toBeNull();
  });

  it('checks the fields before calling the server', async () => {
    const calls = countCalls(login);
    const app = await renderApp('/login');
    await app.user.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(calls.count).toBe(0);
    calls.stop();
  });

  it('shows the captcha when the server asks for it, sends it, and redraws it on click', async () => {
    const bodies = recordLoginBodies();
    const captchas = countCalls(captcha);
    const app = await renderApp('/login');
    for (let i = 0; i < 3 && !screen.queryByLabelText('图形验证码'); i++) {
      await typePassword(app, 'ghost', `wrong-password-${i}`);
      await screen.findByRole('alert');
    }
    const image = await screen.findByAltText('图形验证码');
    const firstSrc = image.getAttribute('src');
    expect(firstSrc).toMatch(/^data:image\/png;base64,/);
    const fetched = captchas.count;

    await app.user.click(screen.getByRole('button', { name: '刷新图形验证码' }));
    await waitFor(() => expect(captchas.count).toBe(fetched + 1));
    await waitFor(() => expect(screen.getByAltText('图形验证码').getAttribute('src')).not.toBe(firstSrc));

    await app.user.type(screen.getByLabelText('图形验证码'), 'abcd');
    await typePassword(app, 'ghost', PASSWORD);
    await screen.findByRole('alert');
    const last = bodies.at(-1) as { captchaId?: string; captchaCode?: string };
    expect(last.captchaCode).toBe('abcd');
    expect(last.captchaId).toMatch(/^[0-9a-f-]{36}$/);
    captchas.stop();
  });

  it('returns to the carried URL after sign-in', async () => {
    const app = await renderApp(`/login?redirect=${encodeURIComponent('/account/home?fillUserInfo=1')}`);
    await typePassword(app, 'zhangsan', PASSWORD);
    await waitFor(() => expect(app.path()).toBe('/account/home'));
    expect(app.search()).toMatchObject({ fillUserInfo: true });
  });

  it('ignores a return URL that leaves the app', async () => {
    const app = await renderApp(`/login?redirect=${encodeURIComponent('https://evil.example.com/#/index')}`);
    await typePassword(app, 'zhangsan', PASSWORD);
    await waitFor(() => expect(app.path()).toBe('/index'));
  });

  it('follows the landing rule after sign-in', async () => {
    const app = await renderApp('/login');
    await typePassword(app, 'lisi', PASSWORD);
    // lisi holds the document permissions only: the library is the first landing target she may see.
    await waitFor(() => expect(app.path()).toBe('/library'));
  });
});

describe('SMS sign-in', () => {
  it('is offered only when the smsLogin switch is on', async () => {
    useConfigValues({ [FEATURE_SWITCHES.smsLogin]: '0' });
    await renderApp('/login');
    await screen.findByRole('tab', { name: '账号登录' });
    await waitFor(() => expect(screen.queryByRole('tab', { name: '短信登录' })).toBeNull());
  });

  it('sends a code with a resend countdown and signs in with it', async () => {
    const app = await renderApp('/login');
    await app.user.click(await screen.findByRole('tab', { name: '短信登录' }));
    // The SMS form's code arrives when its tab is chosen.
    await app.user.type(await screen.findByLabelText('手机号'), '13800000001');
    await app.user.click(screen.getByRole('button', { name: '获取验证码' }));
    const countdown = await screen.findByRole('button', { name: /^\d+秒后重发$/ });
    expect(Number(countdown.textContent?.match(/\d+/)?.[0])).toBeGreaterThan(55);
    expect((countdown as HTMLButtonElement).disabled).toBe(true);

    const code = runtime().sender.lastCode('13800000001');
    await app.user.type(screen.getByLabelText('短信验证码'), code);
    await app.user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(app.path()).toBe('/index'));
  });

  it('checks the mobile number before sending a code', async () => {
    const app = await renderApp('/login');
    await app.user.click(await screen.findByRole('tab', { name: '短信登录' }));
    // The SMS form's code arrives when its tab is chosen.
    await app.user.type(await screen.findByLabelText('手机号'), '12345');
    await app.user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入有效的11位手机号')).toBeTruthy();
  });
});

describe('visitor registration', () => {
  it('is offered only when the visitorRegister switch is on', async () => {
    useConfigValues({ [FEATURE_SWITCHES.visitorRegister]: '0' });
    await renderApp('/login');
    await screen.findByRole('tab', { name: '账号登录' });
    await waitFor(() => expect(screen.queryByRole('button', { name: '访客注册' })).toBeNull());
  });

  it('registers a visitor by e-mail, signs in and shows the gold theme', async () => {
    const app = await renderApp('/login');
    await app.user.click(await screen.findByRole('button', { name: '访客注册' }));
    // The registration form's code arrives when it is chosen.
    await app.user.click(await screen.findByText('邮箱注册'));
    await app.user.type(screen.getByLabelText('电子邮箱'), 'visitor.new@example.com');
    await app.user.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: /秒后重发$/ });
    await app.user.type(screen.getByLabelText('验证码'), runtime().sender.lastCode('visitor.new@example.com'));
    await app.user.type(screen.getByLabelText('昵称'), '新访客');
    await app.user.type(screen.getByLabelText('设置密码'), 'Visit0r2026');
    await app.user.type(screen.getByLabelText('确认密码'), 'Visit0r2026');
    await app.user.click(screen.getByRole('button', { name: '注册并登录' }));
    await waitFor(() => expect(app.path()).toBe('/index'));
    expect(await screen.findByRole('heading', { name: /，新访客$/ })).toBeTruthy();
    expect(document.querySelector('[data-theme]')?.getAttribute('data-theme')).toBe('gold');
  });

  it('switches its channels with the same tabs as the sign-in methods', async () => {
    const app = await renderApp('/login');
    await screen.findByRole('tab', { name: '短信登录' });
    const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabNames()).toEqual(['账号登录', '短信登录']);
    await app.user.click(screen.getByRole('button', { name: '访客注册' }));
    expect(tabNames()).toEqual(['手机号注册', '邮箱注册']);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await app.user.click(screen.getByRole('tab', { name: '邮箱注册' }));
    expect(screen.getByRole('tab', { name: '邮箱注册' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('电子邮箱')).toBeTruthy();
  });

  it('refuses a weak password before calling the server', async () => {
    const app = await renderApp('/login');
    await app.user.click(await screen.findByRole('button', { name: '访客注册' }));
    await app.user.type(await screen.findByLabelText('设置密码'), 'short');
    await app.user.click(screen.getByRole('button', { name: '注册并登录' }));
    expect(await screen.findByText('密码须为8到64位，且同时包含字母和数字')).toBeTruthy();
  });
});
