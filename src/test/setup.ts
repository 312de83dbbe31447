import '@mantine/core/styles.css';
import { notifications } from '@mantine/notifications';
import { createTestRuntime } from '@server-test/harness';
import { cleanup, configure } from '@testing-library/react';
import { reportLoadFailure } from '@/app/chunk-load';
import { loadToasts } from '@/shared/lib/toast';
import { createMockServer } from '../../mocks/server';
import { server, setServer } from './msw';
import { runtime, setRuntime } from './runtime';

// Toasts load their store lazily in the app; here it is there from the start, so a test reads a toast as soon as it is shown.
await loadToasts();

// The machine is shared (two test workers and PostgreSQL on two cores): give real server round trips
// time before a query gives up. A passing query returns as soon as it finds; only a failure waits this long.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks the layout APIs Mantine reads.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: globalThis.ResizeObserver ?? ResizeObserverStub });
window.HTMLElement.prototype.scrollIntoView = () => undefined;
// jsdom has no FontFaceSet; Mantine's autosize Textarea listens on it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: Object.assign(new EventTarget(), { ready: Promise.resolve(), status: 'loaded' }),
  });
}
window.scrollTo = ((x: number | ScrollToOptions, y?: number) => {
  const top = typeof x === 'object' ? (x.top ?? 0) : (y ?? 0);
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true, writable: true });
}) as typeof window.scrollTo;

beforeAll(async () => {
  const rt = await createTestRuntime();
  setRuntime(rt);
  const s = createMockServer(rt.app);
  s.listen({ onUnhandledRequest: 'error' });
  setServer(s);
});

afterEach(() => {
  cleanup();
  server().resetHandlers();
  notifications.clean();
  reportLoadFailure(null);
  localStorage.clear();
  sessionStorage.clear();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is only reachable this way.
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});

afterAll(async () => {
  server().close();
  await runtime().close();
  setRuntime(undefined);
});
