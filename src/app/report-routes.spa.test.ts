import { createMemoryHistory } from '@tanstack/react-router';
import { REPORT_NAV, type ReportPath } from '@/modules/reports/lib/report-nav';
import type { FileRouteTypes } from '@/routeTree.gen';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/** The menu's links are typed: a page's path that is not a route of the tree fails to compile here. */
const typedLinks: readonly FileRouteTypes['to'][] = [] as ReportPath[];

describe('the reports menu and its routes', () => {
  it('has a file route for every page of the menu, and no page without one', () => {
    const router = createAppRouter({ queryClient: createQueryClient(), history: createMemoryHistory() });
    const pages = Object.values(router.routesById)
      .map((r) => r.fullPath)
      .filter((p) => p.startsWith('/reportStatistics/') && p !== '/reportStatistics/' && p !== '/reportStatistics/$');
    expect(pages.sort()).toEqual(REPORT_NAV.map((p) => p.to).sort());
    expect(typedLinks).toEqual([]);
  });
});
