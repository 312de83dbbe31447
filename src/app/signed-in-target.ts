import type { QueryClient } from '@tanstack/react-query';
import { authQueries } from '@/modules/auth/api/auth-queries';
import { safeReturnPath } from '@/shared/lib/links';
import { getToken, hasTokenCookie } from '@/shared/lib/token';

/**
 * Where `/login` sends a user who is already signed in: the return URL when
 * it is a route of this app, else `/index`, whose guard applies the landing
 * order. Null when there is no live session (no token, no token cookie, or the
 * server refuses it): then the sign-in form is what the user needs. Requiring
 * the cookie too keeps this from looping with the token-cookie routes' guard,
 * which sends a session without the cookie back here.
 */
export async function signedInTarget(queryClient: QueryClient, returnTo: string | undefined): Promise<string | null> {
  if (!getToken() || !hasTokenCookie()) return null;
  try {
    await queryClient.ensureQueryData(authQueries.me());
  } catch {
    return null;
  }
  const back = safeReturnPath(returnTo);
  // The router's redirect travels as a Location header, which takes ASCII only.
  return back ? back.replace(/[^ -~]+/gu, encodeURIComponent) : '/index';
}
