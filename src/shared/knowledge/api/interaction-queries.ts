import { commentList, favoriteFolders } from '@contract/interaction';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';
import { itemKey, type KnowledgeScope } from '../scope';

/** Threads per page of the comment list. */
export const COMMENT_PAGE_SIZE = 10;

/** Comments and favourite folders, keyed under the domain's root. */
export const interactionQueries = {
  /** Comments live under their item's key, so the item's mutations refresh them too. */
  comments: (scope: KnowledgeScope, knowledgeId: number) => [...itemKey(scope, knowledgeId), 'comments'] as const,
  commentPage: (scope: KnowledgeScope, { knowledgeId, page }: { knowledgeId: number; page: number }) =>
    queryOptions({
      queryKey: [...itemKey(scope, knowledgeId), 'comments', { page }] as const,
      queryFn: ({ signal }) => api(commentList, { knowledgeId, page, size: COMMENT_PAGE_SIZE }, { signal }),
      placeholderData: keepPreviousData,
    }),
  /** The caller's favourite folders (the server creates the default one on first read). */
  folders: (scope: KnowledgeScope) =>
    queryOptions({
      queryKey: [scope.root, 'favoriteFolders'] as const,
      queryFn: ({ signal }) => api(favoriteFolders, {}, { signal }),
    }),
};
