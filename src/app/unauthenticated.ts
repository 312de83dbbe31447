import type { QueryClient } from '@tanstack/react-query';
import { setUnauthenticatedHandler } from '@/shared/lib/http';
import { cachedEnterPage, enterTarget } from './enter-page';
import type { AppRouter } from './router';
import { clearUserData } from './session';

const SIGN_IN_PATHS = ['/login', '/tansferPage'];

/**
 * Code -1 (SPEC §4, §8): the HTTP client has cleared the token; forget the
 * user's data and go to the enter page with the return URL, unless the user
 * is already on the sign-in page.
 */
export function installUnauthenticatedHandler(router: AppRouter, queryClient: QueryClient) {
  setUnauthenticatedHandler(() => {
    // The location being navigated to, so a guard's redirect and this one agree.
    const here = router.latestLocation;
    // The sign-in pages handle a refused token themselves.
    if (SIGN_IN_PATHS.includes(here.pathname)) return;
    const target = enterTarget(cachedEnterPage(queryClient), here.href);
    if ('href' in target) {
      clearUserData(queryClient);
      window.location.assign(target.href);
      return;
    }
    // Leave the signed-in screens first, so none of them refetches what is cleared.
    void router
      .navigate({ to: target.to as '/login', search: target.search, replace: true })
      .then(() => clearUserData(queryClient));
  });
}
