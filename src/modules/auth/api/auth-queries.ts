import { allPermissions, captcha, me } from '@contract/auth/auth';
import { queryOptions } from '@tanstack/react-query';
import { moduleQueries } from '@/shared/lib/endpoint-query';

const auth = moduleQueries('auth');

/** Local storage key of the whole permission list (SPEC §6). */
export const PERMISSIONS_STORAGE_KEY = 'allPermissions';

export const authQueries = {
  all: auth.all,
  captcha: () => queryOptions({ ...auth.query(captcha, {}), staleTime: 0, gcTime: 0 }),
  /** The signed-in user; guards read it from the cache. */
  me: () => queryOptions({ ...auth.query(me, {}), staleTime: 5 * 60_000 }),
  /** Every permission key of the user, also stored locally as `allPermissions`. */
  permissions: () =>
    queryOptions({
      ...auth.query(
        allPermissions,
        {},
        {
          map: (list) => {
            localStorage.setItem(PERMISSIONS_STORAGE_KEY, JSON.stringify(list));
            return list;
          },
        },
      ),
      staleTime: 5 * 60_000,
    }),
};
