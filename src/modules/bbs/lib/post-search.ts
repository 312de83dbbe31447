import type { PostDetailSearch } from './forum-search';

/**
 * The detail's search after a change: the defaults (first page, by votes) are
 * left out of the URL — named as undefined, so that a merge drops them too.
 */
export function nextDetailSearch(current: PostDetailSearch, patch: Partial<PostDetailSearch>): Record<string, unknown> {
  const next = { ...current, ...patch };
  return {
    id: next.id,
    sort: next.sort && next.sort !== 'votes' ? next.sort : undefined,
    page: next.page && next.page > 1 ? next.page : undefined,
  };
}
