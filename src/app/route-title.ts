import { useRouterState } from '@tanstack/react-router';

/** A route's tab title: fixed, or read from its search parameters (`搜索：制度`). */
export type RouteTitle = string | ((search: Record<string, unknown>) => string | undefined);

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The browser tab's title on this route (before ` - 智能知识中心`); screens may name it more precisely. */
    title?: RouteTitle;
  }
}

/** The title of the deepest matched route that names one. */
export function useRouteTitle(): string | undefined {
  return useRouterState({
    select: (s) => {
      for (let i = s.matches.length - 1; i >= 0; i -= 1) {
        const m = s.matches[i];
        const title = m?.staticData?.title;
        if (title === undefined) continue;
        return typeof title === 'string' ? title : title(m.search as Record<string, unknown>);
      }
      return undefined;
    },
  });
}
