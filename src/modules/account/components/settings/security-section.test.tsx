import { login, me } from '@contract/auth/auth';
import { MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { call, tokenFor } from '@server-test/client';
import { encryptedFor } from '@server-test/login';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { AppNotifications } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createAppTheme } from '@/app/theme';
import { signInAs } from '@/test/render-app';
import { runtime } from '@/test/runtime';
import { SecuritySection } from './security-section';

/** The section alone, with the app's query client (its MutationCache shows the toasts) and theme, on a router (its forms guard leaving). */
function renderSection() {
  const queryClient = createQueryClient();
  const router = createRouter({ routeTree: createRootRoute({ component: SecuritySection }), history: createMemoryHistory() });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={createAppTheme('blue')}>
        <AppNotifications />
        <RouterProvider router={router as never} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { queryClient, user: userEvent.setup() };
}

const toasts = () => notificationsStore.getState().notifications.map((n) => n.message);
const card = (name: string) => screen.findByRole('region', { name });
const db = () => runtime().deps.db;

async function contacts(username: string) {
  const r = await db().execute<{ mobile: string | null; email: string | null }>(
    sql`select mobile, email from users where username = ${username}`,
  );
  return r.rows[0];
}

describe('SecuritySection', () => {
  it('shows the current mobile and e-mail masked', async () => {
    await signInAs('zhangsan');
    renderSection();
    expect(within(await card('手机号')).getByText('138****0001')).toBeTruthy();
    expect(within(await card('电子邮箱')).getByText('z***@zhilian.example')).toBeTruthy();
    expect(screen.queryByText('13800000001')).toBeNull();
  });

  it('checks the new password locally before anything is sent', async () => {
    await signInAs('zhangsan');
    const { user } = renderSection();
    const form = await card('修改密码');
    await user.click(within(form).getByRole('button', { name: '修改密码' }));
    expect(within(form).getByText('请输入原密码')).toBeTruthy();
    await user.type(within(form).getByLabelText('原密码'), 'Aikn@2026');
    await user.type(within(form).getByLabelText(/^新密码/), 'weak');
    await user.type(within(form).getByLabelText('确认新密码'), 'weak2');
    await user.click(within(form).getByRole('button', { name: '修改密码' }));
    expect(within(form).getAllByText('密码须为8到64位，且同时包含字母和数字').length).toBeGreaterThan(0);
    expect(within(form).getByText('两次输入的新密码不一致')).toBeTruthy();
  });

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const current = await signInAs('lisi');
    const other = await tokenFor(runtime(), 'lisi');
    const { user } = renderSection();
    const form = await card('修改密码');
    await user.type(within(form).getByLabelText('原密码'), runtime().deps.config.demoPassword);
    await user.type(within(form).getByLabelText(/^新密码/), 'Lisi2027new');
    await user.type(within(form).getByLabelText('确认新密码'), 'Lisi2027new');
    await user.click(within(form).getByRole('button', { name: '修改密码' }));
    await waitFor(() => expect(toasts()).toContain('密码已修改，其他设备上的登录已退出'));
    await waitFor(() => expect((within(form).getByLabelText('原密码') as HTMLInputElement).value).toBe(''));
    expect((await call(runtime(), me, {}, { token: current })).status).toBe(200);
    expect((await call(runtime(), me, {}, { token: other })).status).toBe(401);
    const signIn = await call(runtime(), login, { username: 'lisi', ...(await encryptedFor(runtime(), 'Lisi2027new')) });
    expect(signIn.status).toBe(200);
  });

  it("shows the server's refusal of a wrong old password", async () => {
    await signInAs('wangwu');
    const { user } = renderSection();
    const form = await card('修改密码');
    await user.type(within(form).getByLabelText('原密码'), 'NotMine2026');
    await user.type(within(form).getByLabelText(/^新密码/), 'Wangwu2027');
    await user.type(within(form).getByLabelText('确认新密码'), 'Wangwu2027');
    await user.click(within(form).getByRole('button', { name: '修改密码' }));
    await waitFor(() => expect(toasts()).toContain('原密码错误'));
  });

  it('changes the mobile with a code sent to the new number, then shows it', async () => {
    await signInAs('wangwu');
    const { user } = renderSection();
    const mobile = await card('手机号');
    await user.click(within(mobile).getByRole('button', { name: '更换手机号' }));
    await user.type(within(mobile).getByLabelText('新手机号'), '13766661234');
    await user.click(within(mobile).getByRole('button', { name: '获取验证码' }));
    expect(await within(mobile).findByRole('button', { name: /^\d+秒后重发$/ })).toBeTruthy();
    const code = runtime().sender.lastCode('13766661234');
    await user.type(within(mobile).getByLabelText('验证码'), code);
    await user.click(within(mobile).getByRole('button', { name: '保存' }));
    expect(within(mobile).getByText('请输入当前密码')).toBeTruthy();
    await user.type(within(mobile).getByLabelText('当前密码'), runtime().deps.config.demoPassword);
    await user.click(within(mobile).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(toasts()).toContain('手机号已更换'));
    expect(await within(mobile).findByText('137****1234')).toBeTruthy();
    expect((await contacts('wangwu')).mobile).toBe('13766661234');
  });

  it('refuses a wrong code and keeps the e-mail', async () => {
    await signInAs('zhangsan');
    const before = await contacts('zhangsan');
    const { user } = renderSection();
    const email = await card('电子邮箱');
    await user.click(within(email).getByRole('button', { name: '更换电子邮箱' }));
    await user.click(within(email).getByRole('button', { name: '获取验证码' }));
    expect(within(email).getByText('请输入有效的电子邮箱')).toBeTruthy();
    await user.type(within(email).getByLabelText('新电子邮箱'), 'zhang.new@zhilian.example');
    await user.click(within(email).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(toasts()).toContain('验证码已发送'));
    const sent = runtime().sender.lastCode('zhang.new@zhilian.example');
    await user.type(within(email).getByLabelText('验证码'), sent === '000000' ? '111111' : '000000');
    await user.type(within(email).getByLabelText('当前密码'), runtime().deps.config.demoPassword);
    await user.click(within(email).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(toasts()).toContain('验证码错误或已过期'));
    expect(await contacts('zhangsan')).toEqual(before);
    await user.click(within(email).getByRole('button', { name: '取消' }));
    expect(within(email).queryByLabelText('新电子邮箱')).toBeNull();
  });

  it('tells an account without a password how to get one, and changes its contacts with the code alone', async () => {
    await db().execute(sql`insert into users (username, nickname, mobile) values ('smsonly', '短信用户', '13755550003')`);
    await signInAs('smsonly');
    const { user } = renderSection();
    const password = await card('修改密码');
    expect(within(password).getByText(/尚未设置密码/)).toBeTruthy();
    expect(within(password).queryByLabelText('原密码')).toBeNull();
    const email = await card('电子邮箱');
    expect(within(email).getByText('未绑定')).toBeTruthy();
    await user.click(within(email).getByRole('button', { name: '绑定电子邮箱' }));
    expect(within(email).queryByLabelText('当前密码')).toBeNull();
  });
});
