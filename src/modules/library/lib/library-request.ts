import { DEFAULT_PAGE_SIZE } from '@contract/platform/limits';
import type { ChroniclesRequest, LibraryListRequest } from '../api/library-queries';
import type { DfzSearch, LibrarySearch } from './library-search';

// What the screens and loaders make of the library's checked search params. Apart from the schemas
// (library-search.ts), which the routes carry on the first screen: these travel with the screens.

/** Page size of document lists (SPEC §9). */
export const LIBRARY_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** Whether the home shows matching documents instead of its blocks. */
export const isFiltered = (s: LibrarySearch) => Boolean(s.keyword || s.labelIds?.length || s.groupIds?.length);

export function libraryRequestOf(s: LibrarySearch): LibraryListRequest {
  return {
    keyword: s.keyword || undefined,
    labelIds: s.labelIds?.length ? s.labelIds : undefined,
    groupIds: s.groupIds?.length ? s.groupIds : undefined,
    sort: s.sort,
    page: s.page,
    size: LIBRARY_PAGE_SIZE,
  };
}

export const chroniclesRequestOf = (s: DfzSearch): ChroniclesRequest => ({
  region: s.region || undefined,
  year: s.year,
  keyword: s.keyword || undefined,
});
