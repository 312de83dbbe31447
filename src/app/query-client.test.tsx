import { updateUserInfo } from '@contract/account/account';
import { me } from '@contract/auth/auth';
import { commentNum } from '@contract/messages/messages';
import type { InputOf } from '@contract/platform/endpoint';
import { MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/shared/lib/http';
import type { AppMutationMeta } from '@/shared/lib/query-meta';
import { TOAST_DURATION_MS, TOAST_TOP_OFFSET } from '@/shared/lib/toast';
import { server } from '@/test/msw';
import { signInAs } from '@/test/render-app';
import { answerEnvelope, answerNetworkError } from '../../mocks/error-handlers';
import { AppNotifications } from './providers';
import { createQueryClient } from './query-client';
import { createAppTheme } from './theme';

type ProfileInput = InputOf<typeof updateUserInfo>;

function SaveButton({ input, meta, signal }: { input: ProfileInput; meta?: AppMutationMeta; signal?: AbortSignal }) {
  const save = useMutation({ mutationFn: (v: ProfileInput) => api(updateUserInfo, v, { signal }), meta });
  return (
    <button type="button" data-testid="save" onClick={() => save.mutate(input)}>
      {save.status}
    </button>
  );
}

function renderWith(ui: React.ReactNode) {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={createAppTheme('blue')}>
        <AppNotifications />
        {ui}
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { queryClient, user: userEvent.setup() };
}

async function clickAndSettle(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('save'));
  await waitFor(() => expect(screen.getByTestId('save').textContent).toMatch(/success|error/));
}

const toasts = () => notificationsStore.getState().notifications.map((n) => n.message);

describe('the global MutationCache', () => {
  beforeEach(async () => {
    await signInAs('zhangsan');
  });

  it("shows '处理成功' when a mutation asks for a success message", async () => {
    const { user } = renderWith(<SaveButton input={{ nickname: '张三' }} meta={{ successMessage: true }} />);
    await clickAndSettle(user);
    expect(await screen.findByText('处理成功')).toBeTruthy();
  });

  it('shows no success toast unless asked', async () => {
    const { user } = renderWith(<SaveButton input={{ nickname: '张三' }} />);
    await clickAndSettle(user);
    expect(toasts()).toEqual([]);
  });

  it("shows the server's message for a refusal", async () => {
    const { user } = renderWith(<SaveButton input={{ nickname: '   ' }} />);
    await clickAndSettle(user);
    const [message] = toasts();
    expect(message).toMatch(/昵称/);
  });

  it('prefers the explicit failure message', async () => {
    const { user } = renderWith(<SaveButton input={{ nickname: '   ' }} meta={{ errorMessage: '资料保存失败' }} />);
    await clickAndSettle(user);
    expect(toasts()).toEqual(['资料保存失败']);
  });

  it("falls back to '处理失败' when the server gives no message", async () => {
    server().use(answerEnvelope(updateUserInfo, { code: 500, message: '', success: false, data: null }, 500));
    const { user } = renderWith(<SaveButton input={{ nickname: '张三' }} />);
    await clickAndSettle(user);
    expect(toasts()).toEqual(['处理失败']);
  });

  it('shows the error text of a network failure', async () => {
    server().use(answerNetworkError(updateUserInfo));
    const { user } = renderWith(<SaveButton input={{ nickname: '张三' }} />);
    await clickAndSettle(user);
    expect(toasts()[0]).toMatch(/^网络连接失败：/);
  });

  it('drops a cancelled mutation silently', async () => {
    const ctl = new AbortController();
    ctl.abort();
    const { user } = renderWith(<SaveButton input={{ nickname: '张三' }} signal={ctl.signal} />);
    await clickAndSettle(user);
    expect(toasts()).toEqual([]);
  });

  it('invalidates the queries a mutation names', async () => {
    const { queryClient, user } = renderWith(<SaveButton input={{ nickname: '张三' }} meta={{ invalidates: [['auth']] }} />);
    await queryClient.fetchQuery({ queryKey: ['auth', 'me'], queryFn: () => api(me, {}) });
    await clickAndSettle(user);
    await waitFor(() => expect(queryClient.getQueryState(['auth', 'me'])?.isInvalidated).toBe(true));
  });

  it('shows toasts at the top, 500px down, for 3 seconds', async () => {
    const { user } = renderWith(<SaveButton input={{ nickname: '张三' }} meta={{ successMessage: '已保存' }} />);
    await clickAndSettle(user);
    const toast = await screen.findByText('已保存');
    const container = toast.closest('[data-position]') as HTMLElement;
    expect(container.getAttribute('data-position')).toBe('top-center');
    expect(container.style.top).toBe(`${TOAST_TOP_OFFSET}px`);
    expect(TOAST_TOP_OFFSET).toBe(500);
    // No toast container may reach down over the page.
    for (const c of document.querySelectorAll<HTMLElement>('[data-position]')) expect(c.style.bottom).toBe('auto');
    expect(notificationsStore.getState().notifications[0]?.autoClose).toBe(TOAST_DURATION_MS);
    expect(TOAST_DURATION_MS).toBe(3000);
  });
});

function Counts() {
  const q = useQuery({ queryKey: ['messages', 'groupCounts'], queryFn: () => api(commentNum, {}) });
  return <p>{q.isError ? `失败：${q.error.message}` : '加载中'}</p>;
}

describe('queries', () => {
  it('reject a success-false answer without a toast', async () => {
    await signInAs('zhangsan');
    server().use(answerEnvelope(commentNum, { code: 1, message: '统计暂不可用', success: false, data: null }));
    renderWith(<Counts />);
    expect(await screen.findByText('失败：统计暂不可用')).toBeTruthy();
    await act(async () => undefined);
    expect(toasts()).toEqual([]);
  });
});
