import { DOMAIN_IDS } from '@contract/domains';
import { z } from 'zod';
import { hashLink } from '@/shared/lib/links';
import type { VideoListRequest } from '../api/video-queries';

/** Videos per page of the grid lists (three rows of four). */
export const VIDEO_PAGE_SIZE = 12;

const page = z.coerce.number().int().min(1).max(10_000).default(1).catch(1);

/** `/video?keyword=&labelId=&page=`: the home, or its results once filtered. */
export const videoSearchSchema = z.object({
  keyword: z.string().trim().max(100).optional().catch(undefined),
  labelId: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  page,
});
export type VideoSearch = z.output<typeof videoSearchSchema>;

export const isFiltered = (s: VideoSearch) => Boolean(s.keyword) || s.labelId !== undefined;

/** The list request of the filtered home: newest first. */
export function resultsRequest(s: VideoSearch): VideoListRequest {
  return {
    keyword: s.keyword || undefined,
    labelIds: s.labelId === undefined ? undefined : [s.labelId],
    sort: 'newest',
    page: s.page,
    size: VIDEO_PAGE_SIZE,
  };
}

/** The player page of a video. */
export const videoHref = (id: number) => hashLink('/detail', { id, domainId: DOMAIN_IDS.video });

/** Search values that stay out of the URL. */
export const VIDEO_SEARCH_DEFAULTS = { page: 1 } as const;
