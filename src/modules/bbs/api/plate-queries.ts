import { minePlates, plateDelete, plateFollow, plateMove, plateSave, plateTree } from '@contract/bbs-plates';
import type { InputOf, OutputOf } from '@contract/endpoint';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';

export type PlateView = OutputOf<typeof plateTree>[number];

/** A plate change shows in the tree, in every follow list and in the follower counts. */
const CHANGED = [['bbs', 'plates']];

/** Reads of the forum's plates. */
export const plateQueries = {
  tree: () =>
    queryOptions({
      queryKey: ['bbs', 'plates', 'tree'] as const,
      queryFn: ({ signal }) => api(plateTree, {}, { signal }),
    }),
  mine: () =>
    queryOptions({
      queryKey: ['bbs', 'plates', 'mine'] as const,
      queryFn: ({ signal }) => api(minePlates, {}, { signal }),
    }),
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
      meta: { invalidates: [...CHANGED, ['bbs', 'home']] },
    }),
};
