import { type DomainKey, LIVE_DOMAINS } from '@contract/platform/domains';
import { recyclePurge, recycleRestore } from '@contract/recycle/recycle';
import { mutationOptions } from '@tanstack/react-query';
import { moduleKeys } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';
import { recycleQueries } from './recycle-queries';

/**
 * What leaving the bin changes: the bins, the portal home's blocks and every
 * domain's lists and details (a restored item reappears in them; a purged
 * one takes its comments and favourites along). The bin serves every live
 * domain, so each one's root key is invalidated.
 */
const LEFT_BIN = [recycleQueries.all, moduleKeys('home').all, ...LIVE_DOMAINS.map((d) => moduleKeys(d.key as DomainKey).all)];

export const recycleMutations = {
  restore: () =>
    mutationOptions({
      mutationKey: ['recycle', 'restore'],
      mutationFn: (id: number) => api(recycleRestore, {}, { params: { id } }),
      meta: { invalidates: LEFT_BIN, successMessage: '已恢复' },
    }),
  purge: () =>
    mutationOptions({
      mutationKey: ['recycle', 'purge'],
      mutationFn: (id: number) => api(recyclePurge, {}, { params: { id } }),
      meta: { invalidates: LEFT_BIN, successMessage: '已彻底删除' },
    }),
};
