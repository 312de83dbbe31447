import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { KnowledgeScope } from '../scope';

/** The version history of one item and rolling back to an earlier version. */
export const versionQueries = {
  /** Every version the caller may see, newest first. */
  list: (scope: KnowledgeScope, id: number) =>
    queryOptions({
      queryKey: [scope.root, 'versions', id] as const,
      queryFn: ({ signal }) => scope.versions(id, signal),
      retry: false,
    }),
};

export const versionMutations = {
  /** Rolls back to an earlier published version (a new version; published at once for approvers). */
  rollback: (scope: KnowledgeScope) =>
    mutationOptions({
      mutationKey: [scope.root, 'rollback'],
      mutationFn: (input: { id: number; version: number }) => scope.rollback(input),
      meta: { invalidates: [[scope.root], ['home']] },
    }),
};
