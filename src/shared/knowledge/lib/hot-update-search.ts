import * as z from 'zod/mini';

/** Search params of every domain's 热门与最近更新 page: the tab and the page. */
export const hotUpdateSearchSchema = z.object({
  tab: z.catch(z._default(z.enum(['hot', 'updated']), 'hot'), 'hot'),
  page: z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1), 1),
});
export type HotUpdateSearch = z.output<typeof hotUpdateSearchSchema>;
