import { DEFAULT_ENTER_PAGE } from '@contract/common/common';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { configQueries } from '@/shared/config/config-queries';

/** The configured enter page; the app's own `/login` when it cannot be read. */
export async function enterPage(queryClient: QueryClient): Promise<string> {
  try {
    return (await queryClient.ensureQueryData(configQueries.platform())).enterPage;
  } catch {
    return DEFAULT_ENTER_PAGE;
  }
}

/** Same as {@link enterPage}, from the cache only (for code that cannot wait). */
export function cachedEnterPage(queryClient: QueryClient): string {
  return queryClient.getQueryData(configQueries.platform().queryKey)?.enterPage ?? DEFAULT_ENTER_PAGE;
}

/**
 * Where to send a signed-out user, carrying the URL to come back to: an app
 * route gets `?redirect=<route>`, an external enter page gets the full URL.
 */
export function enterTarget(page: string, returnTo: string): { to: string; search: { redirect: string } } | { href: string } {
  if (page.startsWith('/')) return { to: page, search: { redirect: returnTo } };
  const back = `${location.origin}${location.pathname}#${returnTo}`;
  const url = new URL(page, location.href);
  url.searchParams.set('redirect', back);
  return { href: url.toString() };
}

/** A router redirect to the enter page (thrown by guards). */
export function enterRedirect(page: string, returnTo: string) {
  const target = enterTarget(page, returnTo);
  if ('href' in target) return redirect({ href: target.href, reloadDocument: true });
  return redirect({ to: target.to as '/login', search: target.search, replace: true });
}
