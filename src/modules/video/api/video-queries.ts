import type { InputOf } from '@contract/platform/endpoint';
import { videoDetail, videoHome, videoList, videoStreamUrl } from '@contract/video/video';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { itemKey } from '@/shared/knowledge/scope';
import { endpointQuery } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';
import { VIDEO_SCOPE } from './video-scope';

export type VideoListRequest = InputOf<typeof videoList>;

/**
 * Query factories of the video library. Keys go general → specific under
 * 'video'; everything about one video sits under `['video', 'detail', id]`
 * (the shared knowledge UI's convention), so its mutations refresh it all.
 */
export const videoQueries = {
  home: () => endpointQuery('video', videoHome, {}),
  /** One page of videos; the previous page stays on screen while the next loads. */
  list: (request: VideoListRequest) =>
    queryOptions({
      ...endpointQuery('video', videoList, request),
      placeholderData: keepPreviousData,
    }),
  /** The video as the caller may see it, with the caller's saved position. */
  detail: ({ id, version }: { id: number; version?: number }) =>
    queryOptions({
      queryKey: [...itemKey(VIDEO_SCOPE, id), { version: version ?? null }] as const,
      queryFn: ({ signal }) => api(videoDetail, version === undefined ? {} : { version }, { params: { id }, signal }),
      // A refusal (404/403) is final; retrying only delays the not-found state.
      retry: false,
      // Views and the saved position change with every visit.
      staleTime: 0,
    }),
  /** A short-lived signed URL of the stream, for the <video> element. */
  streamUrl: (id: number) =>
    queryOptions({
      queryKey: [...itemKey(VIDEO_SCOPE, id), 'streamUrl'] as const,
      queryFn: ({ signal }) => api(videoStreamUrl, {}, { params: { id }, signal }),
      // Fresh until five minutes before it expires; a URL expiring mid-play is renewed by the player itself.
      staleTime: (query) => Math.max(0, (query.state.data?.expiresInSeconds ?? 0) - 300) * 1000,
      refetchOnWindowFocus: false,
      retry: false,
    }),
};
