import type { loginResult } from '@contract/auth/auth';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { authQueries, PERMISSIONS_STORAGE_KEY } from '@/modules/auth/api/auth-queries';
import { commonQueries } from '@/modules/common/api/common-queries';
import { clearToken, setToken } from '@/shared/lib/token';

/** Queries that belong to nobody in particular and survive a sign-out. */
const PUBLIC_KEYS = [
  ['config'],
  commonQueries.menuTitles().queryKey,
  commonQueries.images().queryKey,
  commonQueries.visitorInfo().queryKey,
];

function isPublicKey(key: readonly unknown[]): boolean {
  return PUBLIC_KEYS.some((p) => p.every((part, i) => key[i] === part));
}

/** Forgets everything about the signed-in user: token, cached data, stored permissions. */
export function clearUserData(queryClient: QueryClient) {
  clearToken();
  localStorage.removeItem(PERMISSIONS_STORAGE_KEY);
  queryClient.removeQueries({ predicate: (q) => !isPublicKey(q.queryKey) });
}

/**
 * After a successful sign-in (SPEC §2, issue 3): store the token, cache the
 * user, fetch the whole permission list (stored as `allPermissions`) and the
 * auth id list. The caller then navigates.
 */
export async function completeSignIn(queryClient: QueryClient, result: z.output<typeof loginResult>) {
  clearUserData(queryClient);
  setToken(result.token, result.expiresAt);
  queryClient.setQueryData(authQueries.me().queryKey, result.user);
  await Promise.all([queryClient.fetchQuery(authQueries.permissions()), queryClient.fetchQuery(commonQueries.authIds())]);
}

/**
 * Takes over a session handed from another app of the suite (`/tansferPage`):
 * stores the token, then loads the user like a sign-in does. Throws the
 * server's refusal when the token is not valid.
 */
export async function completeHandOver(queryClient: QueryClient, token: string) {
  clearUserData(queryClient);
  setToken(token);
  try {
    const user = await queryClient.fetchQuery(authQueries.me());
    await Promise.all([queryClient.fetchQuery(authQueries.permissions()), queryClient.fetchQuery(commonQueries.authIds())]);
    return user;
  } catch (e) {
    clearUserData(queryClient);
    throw e;
  }
}
