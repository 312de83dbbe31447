import { DOMAIN_IDS } from '@contract/platform/domains';
import { hashLink } from '@/shared/lib/links';
import type { VideoListRequest } from '../api/video-queries';
import type { VideoSearch } from './video-search';

// What the screens make of `/video`'s checked search params, and a video's link. Apart from the
// schema (video-search.ts), which the route carries on the first screen: these travel with the screens.

/** Videos per page of the grid lists (three rows of four). */
export const VIDEO_PAGE_SIZE = 12;

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
