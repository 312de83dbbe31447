import { z } from 'zod';

/** Reads a positive whole number from the URL (a hand-edited one is ignored, not an error). */
const urlId = z.coerce.number().int().positive().max(2_147_483_647);

/** `ask?id=&kind=&plateId=` and `case-create?id=`. */
export const askSearch = z.object({
  id: urlId.optional().catch(undefined),
  kind: z.enum(['question', 'share']).optional().catch(undefined),
  plateId: urlId.optional().catch(undefined),
});
export type AskSearch = z.infer<typeof askSearch>;

/** `post-detail?id=&sort=&page=`: the answers' order and page are in the URL (the first page and `votes` are left out). */
export const postDetailSearch = z.object({
  id: urlId.optional().catch(undefined),
  sort: z.enum(['votes', 'time']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});
export type PostDetailSearch = z.infer<typeof postDetailSearch>;

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
