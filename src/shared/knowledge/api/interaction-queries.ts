import { commentList, favoriteFolders } from '@contract/knowledge/interaction';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';
import { itemKey, type KnowledgeScope } from '../scope';

/** Threads per page of the comment list. */
export const COMMENT_PAGE_SIZE = 10;

/** Comments and favourite folders, keyed under the domain's root. */
export const interactionQueries = {
  /** Comments live under their item's key, so the item's mutations refresh them too. */
  comments: (scope: KnowledgeScope, knowledgeId: number) => [...itemKey(scope, knowledgeId), 'comments'] as const,
  /**
   * One page of threads; with `aroundId` the server picks the page holding that comment (a message's link);
   * with `answerId` the comments of one of a forum post's answers instead of the post's own.
   */
  commentPage: (
    scope: KnowledgeScope,
    { knowledgeId, page, aroundId, answerId }: { knowledgeId: number; page: number; aroundId?: number; answerId?: number },
  ) =>
    queryOptions({
      queryKey: [...itemKey(scope, knowledgeId), 'comments', { page, aroundId, answerId }] as const,
      queryFn: ({ signal }) => api(commentList, { knowledgeId, page, size: COMMENT_PAGE_SIZE, aroundId, answerId }, { signal }),
      placeholderData: keepPreviousData,
    }),
  /** The caller's favourite folders (the server creates the default one on first read). */
  folders: (scope: KnowledgeScope) =>
    queryOptions({
      queryKey: [scope.root, 'favoriteFolders'] as const,
      queryFn: ({ signal }) => api(favoriteFolders, {}, { signal }),
    }),
};
