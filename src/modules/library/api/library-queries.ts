import { libraryDetail, libraryFileUrl, libraryList } from '@contract/library/library';
import { libraryCompare, libraryVersions } from '@contract/library/library-versions';
import { libraryChronicles, libraryHome, libraryPreview } from '@contract/library/library-views';
import type { InputOf } from '@contract/platform/endpoint';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { versionQueries } from '@/shared/knowledge/api/version-queries';
import { itemKey } from '@/shared/knowledge/scope';
import { endpointQuery } from '@/shared/lib/endpoint-query';
import { api } from '@/shared/lib/http';
import { LIBRARY_SCOPE } from './library-scope';

export type LibraryListRequest = InputOf<typeof libraryList>;
export type ChroniclesRequest = InputOf<typeof libraryChronicles>;

/**
 * Query factories of the document library. Keys go general → specific under
 * 'library'; everything about one document sits under `['library', 'detail', id]`
 * (the shared knowledge UI's convention), so its mutations refresh it all.
 */
export const libraryQueries = {
  home: () => endpointQuery('library', libraryHome, {}),
  /** One page of documents; the previous page stays on screen while the next loads. */
  list: (request: LibraryListRequest) =>
    queryOptions({
      ...endpointQuery('library', libraryList, request),
      placeholderData: keepPreviousData,
    }),
  /** The document as the caller may read it: the published version unless `version` is asked for. */
  detail: ({ id, version }: { id: number; version?: number }) =>
    queryOptions({
      queryKey: [...itemKey(LIBRARY_SCOPE, id), { version: version ?? null }] as const,
      queryFn: ({ signal }) => api(libraryDetail, version === undefined ? {} : { version }, { params: { id }, signal }),
      // A refusal (404/403) is final; retrying only delays the not-found state.
      retry: false,
    }),
  /** The preview of a version (rendered page URL, HTML, sheets, image rendition URL or text). */
  preview: ({ id, version }: { id: number; version: number }) =>
    queryOptions({
      queryKey: [...itemKey(LIBRARY_SCOPE, id), 'preview', { version }] as const,
      queryFn: ({ signal }) => api(libraryPreview, { version }, { params: { id }, signal }),
      // Signed URLs inside expire within minutes: a preview reopened later asks again, and an open one renews them.
      staleTime: 60_000,
      refetchInterval: 5 * 60_000,
      retry: false,
    }),
  /** Every version with its file, newest first (the same query the shared history uses). */
  versions: (id: number) =>
    queryOptions({
      queryKey: [...versionQueries.lists(LIBRARY_SCOPE), id] as const,
      queryFn: ({ signal }) => api(libraryVersions, {}, { params: { id }, signal }),
      retry: false,
    }),
  /** Extracted text of two versions, to compare. */
  compare: ({ id, from, to }: { id: number; from: number; to: number }) =>
    queryOptions({
      queryKey: [...itemKey(LIBRARY_SCOPE, id), 'compare', { from, to }] as const,
      queryFn: ({ signal }) => api(libraryCompare, { from, to }, { params: { id }, signal }),
      retry: false,
    }),
  /** The chronicle collection grouped by region and year. */
  chronicles: (request: ChroniclesRequest) =>
    queryOptions({
      ...endpointQuery('library', libraryChronicles, request),
      placeholderData: keepPreviousData,
    }),
};

/** A short-lived signed download URL of a version's original file (the download is counted when it is opened). */
export function fileUrl(id: number, version?: number) {
  return api(libraryFileUrl, { version }, { params: { id } });
}
