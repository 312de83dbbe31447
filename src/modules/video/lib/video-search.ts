import { DOMAIN_IDS } from '@contract/domains';
import * as z from 'zod/mini';
import { hashLink } from '@/shared/lib/links';
import type { VideoListRequest } from '../api/video-queries';

/** Videos per page of the grid lists (three rows of four). */
export const VIDEO_PAGE_SIZE = 12;

const page = z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1), 1);

/** `/video?keyword=&labelId=&page=`: the home, or its results once filtered. */
export const videoSearchSchema = z.object({
  keyword: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(100))), undefined),
  labelId: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647))), undefined),
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
