import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { moduleKeys } from '@/shared/lib/endpoint-query';
import type { KnowledgeScope } from '../scope';

/** Every item's history. */
const lists = (scope: KnowledgeScope) => [scope.root, 'versions'] as const;

/** The version history of one item and rolling back to an earlier version. */
export const versionQueries = {
  lists,
  /** Every version the caller may see, newest first. */
  list: (scope: KnowledgeScope, id: number) =>
    queryOptions({
      queryKey: [...lists(scope), id] as const,
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
      meta: { invalidates: [[scope.root], moduleKeys('home').all] },
    }),
};
