import { allPermissions, captcha, me } from '@contract/auth';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';

/** Local storage key of the whole permission list (SPEC §6). */
export const PERMISSIONS_STORAGE_KEY = 'allPermissions';

export const authQueries = {
  all: ['auth'] as const,
  captcha: () =>
    queryOptions({
      queryKey: ['auth', 'captcha'] as const,
      queryFn: ({ signal }) => api(captcha, {}, { signal }),
      staleTime: 0,
      gcTime: 0,
    }),
  /** The signed-in user; guards read it from the cache. */
  me: () =>
    queryOptions({ queryKey: ['auth', 'me'] as const, queryFn: ({ signal }) => api(me, {}, { signal }), staleTime: 5 * 60_000 }),
  /** Every permission key of the user, also stored locally as `allPermissions`. */
  permissions: () =>
    queryOptions({
      queryKey: ['auth', 'permissions'] as const,
      queryFn: async ({ signal }) => {
        const list = await api(allPermissions, {}, { signal });
        localStorage.setItem(PERMISSIONS_STORAGE_KEY, JSON.stringify(list));
        return list;
      },
      staleTime: 5 * 60_000,
    }),
};
