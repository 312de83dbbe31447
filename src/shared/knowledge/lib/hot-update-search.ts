import { z } from 'zod';

/** Search params of every domain's 热门与最近更新 page: the tab and the page. */
export const hotUpdateSearchSchema = z.object({
  tab: z.enum(['hot', 'updated']).default('hot').catch('hot'),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});
export type HotUpdateSearch = z.output<typeof hotUpdateSearchSchema>;

/** Values that stay out of the URL. */
export const HOT_UPDATE_DEFAULTS = { tab: 'hot', page: 1 } as const;

/** The list request of a tab: hot is the last 30 days' readers, updated the newest change. */
export const hotUpdateRequest = ({ tab, page }: HotUpdateSearch, size: number) => ({ sort: tab, page, size });
