import { FEATURE_SWITCHES } from '@contract/common/common';
import { loop, MESSAGE_POLL_INTERVAL_MS } from '@contract/messages/messages';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { messageQueries } from '@/modules/messages/api/message-queries';
import { configQueries } from '@/shared/config/config-queries';
import { countCalls, useConfigValues } from '@/test/overrides';
import { renderApp, signInAs } from '@/test/render-app';

const loopKey = messageQueries.loopReader().queryKey;

/**
 * Waits for an assertion with real timeouts: RTL's waitFor polls with
 * setInterval, which these tests fake.
 */
async function eventually(assertion: () => void, timeoutMs = 5000) {
  const started = Date.now();
  for (;;) {
    try {
      assertion();
      return;
    } catch (e) {
      if (Date.now() - started > timeoutMs) throw e;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

/** Observers of the loop query that run their own interval timer. */
function pollingObservers(queryClient: QueryClient) {
  const query = queryClient.getQueryCache().find({ queryKey: loopKey });
  return (query?.observers ?? []).filter((o) => {
    const interval = o.options.refetchInterval;
    return o.options.enabled !== false && typeof interval === 'number' && interval > 0;
  });
}

describe('unread polling', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs one loop every 120 s, whatever number of components read it', async () => {
    await signInAs('zhangsan');
    // Only the interval timer is faked; requests and the database run for real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const calls = countCalls(loop);
    const app = await renderApp('/index');
    // Readers on /index: the header bell, the home greeting and the task list.
    await eventually(() => expect(calls.count).toBe(1));
    const query = app.queryClient.getQueryCache().find({ queryKey: loopKey });
    expect(query?.observers.length).toBeGreaterThanOrEqual(3);
    // The interval starts once the switches are read (off until then).
    await eventually(() => expect(pollingObservers(app.queryClient)).toHaveLength(1));
    expect(pollingObservers(app.queryClient)[0]?.options.refetchInterval).toBe(MESSAGE_POLL_INTERVAL_MS);

    // Each poll is scheduled from the end of the previous one (SPEC §4), so let each finish.
    const settled = () => eventually(() => expect(query?.state.fetchStatus).toBe('idle'));
    await settled();
    await vi.advanceTimersByTimeAsync(MESSAGE_POLL_INTERVAL_MS - 1000);
    expect(calls.count).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    await eventually(() => expect(calls.count).toBe(2));
    await settled();
    await vi.advanceTimersByTimeAsync(MESSAGE_POLL_INTERVAL_MS);
    await eventually(() => expect(calls.count).toBe(3));
    calls.stop();
  });

  it('polls once and schedules nothing when looping is turned off', async () => {
    useConfigValues({ [FEATURE_SWITCHES.messageLoop]: '0' });
    await signInAs('zhangsan');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const calls = countCalls(loop);
    const app = await renderApp('/index');
    await eventually(() => expect(calls.count).toBe(1));
    await eventually(() => expect(app.queryClient.getQueryData(configQueries.platform().queryKey)).toBeDefined());
    expect(pollingObservers(app.queryClient)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(3 * MESSAGE_POLL_INTERVAL_MS);
    expect(calls.count).toBe(1);
    calls.stop();
  });

  it('stops on sign-out', async () => {
    await signInAs('zhangsan');
    const calls = countCalls(loop);
    const app = await renderApp('/index');
    await waitFor(() => expect(calls.count).toBe(1));
    await waitFor(() => expect(pollingObservers(app.queryClient)).toHaveLength(1));
    await app.user.click(await screen.findByRole('button', { name: '用户菜单' }));
    await app.user.click(await screen.findByText('退出登录'));
    await waitFor(() => expect(app.path()).toBe('/login'));
    // The interval timer lives in the query's observer: no query, no observer, no timer.
    expect(app.queryClient.getQueryCache().find({ queryKey: loopKey })).toBeUndefined();
    expect(pollingObservers(app.queryClient)).toHaveLength(0);
    expect(calls.count).toBe(1);
    calls.stop();
  });

  it('shows the unread total of the loop on the bell and the home page', async () => {
    await signInAs('zhangsan');
    const app = await renderApp('/index');
    const bell = await screen.findByRole('button', { name: '未读消息 10 条' });
    expect(within(bell.parentElement as HTMLElement).getByText('10')).toBeTruthy();
    expect(await screen.findByText('共 10 条')).toBeTruthy();
    // Both read the one cache entry: changing it changes both.
    app.queryClient.setQueryData(loopKey, { unreadMessageNum: 3, tasks: [], messages: [], pendingApprovals: null });
    expect(await screen.findByRole('button', { name: '未读消息 3 条' })).toBeTruthy();
    expect(await screen.findByText('共 3 条')).toBeTruthy();
  });

  it('shows the unread counts by group', async () => {
    await signInAs('zhangsan');
    await renderApp('/index');
    // zhangsan has one unread message of each customType: comment 6/14/15, like 16/17/18, share 1/10, notice 2/7.
    expect((await screen.findByLabelText('评论未读')).textContent).toBe('3');
    expect(screen.getByLabelText('点赞未读').textContent).toBe('3');
    expect(screen.getByLabelText('分享未读').textContent).toBe('2');
    expect(screen.getByLabelText('通知未读').textContent).toBe('2');
  });
});
