import { useEffect } from 'react';

/**
 * The browser tab's title: `<page> - <system name>`. The route gives a default
 * (its `staticData.title`); a screen that knows better (the item's own title)
 * overrides it while it is mounted. One writer, so whichever effect runs last
 * cannot undo the other.
 */
const state = { systemName: '', routeTitle: undefined as string | undefined };
const overrides: { title: string }[] = [];

function apply() {
  const page = overrides.at(-1)?.title ?? state.routeTitle;
  const name = state.systemName || '智能知识中心';
  document.title = page ? `${page} - ${name}` : name;
}

/** Called by the root layout when the route or the configured system name changes. */
export function setRouteTitle(routeTitle: string | undefined, systemName: string): void {
  state.routeTitle = routeTitle;
  state.systemName = systemName;
  apply();
}

/** Names the tab after what the screen shows (an entry's title) while the screen is up. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const entry = { title };
    overrides.push(entry);
    apply();
    return () => {
      overrides.splice(overrides.indexOf(entry), 1);
      apply();
    };
  }, [title]);
}
