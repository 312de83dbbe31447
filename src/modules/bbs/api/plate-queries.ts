import { minePlates, plateDelete, plateFollow, plateMove, plateSave, plateTree } from '@contract/bbs/bbs-plates';
import type { InputOf, OutputOf } from '@contract/platform/endpoint';
import { mutationOptions } from '@tanstack/react-query';
import { endpointQuery, moduleKeys } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';
import { bbsListQueries } from './list-queries';

export type PlateView = OutputOf<typeof plateTree>[number];

/** A plate change shows in the tree, in every follow list and in the follower counts. */
const CHANGED = [moduleKeys('bbs').of(plateTree), moduleKeys('bbs').of(minePlates)];

/** Reads of the forum's plates. */
export const plateQueries = {
  tree: () => endpointQuery('bbs', plateTree, {}),
  mine: () => endpointQuery('bbs', minePlates, {}),
};

export const plateMutations = {
  /** New or changed plate; the dialog shows the server's refusal itself. */
  save: () =>
    mutationOptions({
      mutationKey: ['bbs', 'plateSave'],
      mutationFn: (input: InputOf<typeof plateSave>) => api(plateSave, input),
      meta: { invalidates: CHANGED, successMessage: '版块已保存', silentError: true },
    }),
  move: () =>
    mutationOptions({
      mutationKey: ['bbs', 'plateMove'],
      mutationFn: ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
        api(plateMove, { direction }, { params: { id } }),
      meta: { invalidates: CHANGED },
    }),
  remove: () =>
    mutationOptions({
      mutationKey: ['bbs', 'plateDelete'],
      mutationFn: (id: number) => api(plateDelete, {}, { params: { id } }),
      meta: { invalidates: CHANGED, successMessage: '版块已删除', silentError: true },
    }),
  follow: () =>
    mutationOptions({
      mutationKey: ['bbs', 'plateFollow'],
      mutationFn: (input: InputOf<typeof plateFollow>) => api(plateFollow, input),
      // The home's 我关注的 block follows the plates one follows.
      meta: { invalidates: [...CHANGED, bbsListQueries.homes] },
    }),
};
