import { createMemoryHistory } from '@tanstack/react-router';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/** Routes that only send the browser elsewhere and never show a screen. */
const REDIRECT_ONLY = new Set(['/', '/$']);

describe('browser tab titles', () => {
  it('every route that shows a screen names the tab', () => {
    const router = createAppRouter({ queryClient: createQueryClient(), history: createMemoryHistory() });
    const screens = Object.values(router.routesById).filter((r) => !r.isRoot && !r.children && !REDIRECT_ONLY.has(r.fullPath));
    expect(screens.length).toBeGreaterThan(25);
    const untitled = screens.filter((r) => !r.options.staticData?.title).map((r) => r.fullPath);
    expect(untitled).toEqual([]);
  });
});
