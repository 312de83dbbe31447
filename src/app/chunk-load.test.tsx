import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { act, screen } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
import {
  installPreloadRecovery,
  isChunkLoadError,
  LOAD_TIMEOUT_MS,
  LoadFailedError,
  reloadOnce,
  reportLoadFailure,
  watchLoadTimeout,
} from './chunk-load';

/** A window stand-in whose reload can be observed. */
function fakeWindow() {
  const target = new EventTarget();
  const reload = vi.fn();
  return {
    win: Object.assign(target, { sessionStorage: window.sessionStorage, location: { reload } }) as unknown as Window,
    reload,
  };
}

describe('failed lazy loads', () => {
  it('reload the page once, never in a loop', () => {
    const { win, reload } = fakeWindow();
    expect(reloadOnce(win)).toBe(true);
    expect(reloadOnce(win)).toBe(false);
    expect(reloadOnce(win)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reload once on Vite's preload error and leave the second to the error page", () => {
    const { win, reload } = fakeWindow();
    installPreloadRecovery(win);
    const first = new Event('vite:preloadError', { cancelable: true });
    win.dispatchEvent(first);
    const second = new Event('vite:preloadError', { cancelable: true });
    win.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    expect(second.defaultPrevented).toBe(false);
  });

  it('recognise chunk and stylesheet load failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /webaikn/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /webaikn/assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new LoadFailedError())).toBe(true);
    expect(isChunkLoadError(new Error('用户名或密码错误'))).toBe(false);
  });
});

describe('the load watchdog', () => {
  afterEach(() => vi.useRealTimers());

  function routerWithLoader(loader: () => Promise<unknown>) {
    const root = createRootRoute();
    const slow = createRoute({ getParentRoute: () => root, path: '/slow', loader });
    return createRouter({ routeTree: root.addChildren([slow]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  }

  it('raises a load-failed error after 120 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const router = routerWithLoader(() => new Promise(() => undefined));
    const onTimeout = vi.fn();
    watchLoadTimeout(router, onTimeout);
    void router.navigate({ to: '/slow' as never });
    await vi.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onTimeout).toHaveBeenCalledWith(expect.any(LoadFailedError));
  });

  it('stays quiet when the page loads in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const router = routerWithLoader(() => Promise.resolve('ok'));
    const onTimeout = vi.fn();
    watchLoadTimeout(router, onTimeout);
    await router.navigate({ to: '/slow' as never });
    await vi.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS * 2);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('replaces the page with the load-failed screen', async () => {
    await renderApp('/login');
    await screen.findByRole('button', { name: '登录' });
    act(() => reportLoadFailure(new LoadFailedError('页面加载超时，请检查网络后刷新重试')));
    expect(await screen.findByText('页面加载超时')).toBeTruthy();
    expect(screen.getByRole('button', { name: '刷新页面' })).toBeTruthy();
  });
});
