import { createMemoryHistory } from '@tanstack/react-router';
import { BBS_SECTIONS } from '@/modules/bbs/lib/bbs-sections';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

describe('the forum menu and its routes', () => {
  it('has a route for every page of the menu, with the menu’s title', () => {
    const router = createAppRouter({ queryClient: createQueryClient(), history: createMemoryHistory() });
    const routes = Object.values(router.routesById).filter((r) => r.fullPath.startsWith('/bbs/') && !r.children);
    const byPath = new Map(routes.map((r) => [r.fullPath, r.options.staticData?.title]));
    expect(BBS_SECTIONS.map((s) => [s.path, byPath.get(`/bbs/${s.path}`)])).toEqual(BBS_SECTIONS.map((s) => [s.path, s.title]));
    // Besides the menu's pages: `/bbs` (to the home) and the forum's own 404 page.
    expect(routes.length).toBe(BBS_SECTIONS.length + 2);
  });
});
