/** Tabs of `/admin/graph`, kept in the URL (`?tab=`) so a link or reload opens the same one. Zod-free: the route parses it. */
export const GRAPH_ADMIN_TABS = ['import', 'nodes', 'relations', 'public'] as const;
export type GraphAdminTab = (typeof GRAPH_ADMIN_TABS)[number];

export function graphAdminSearch(raw: Record<string, unknown>): { tab?: GraphAdminTab } {
  const tab = GRAPH_ADMIN_TABS.find((t) => t === raw.tab);
  // The first tab is the default and stays out of the URL.
  return tab && tab !== 'import' ? { tab } : {};
}
