import type { SearchFilters } from '@contract/search/search';
import type { SearchRequest } from '../api/search-queries';
import type { SearchPage, SearchPageInput } from './search-params';

// What the screens make of `/search`'s checked search params. Apart from the schema (search-params.ts),
// which the route carries on the first screen: these travel with the screens.

/** Results per page. */
export const SEARCH_PAGE_SIZE = 10;

/** The filters of the URL with empty values removed (no sort, no page). */
export function filtersOf(search: Partial<SearchPage>): Partial<SearchPage> {
  const out: Partial<SearchPage> = {};
  const keyword = search.keyword?.trim() ?? '';
  if (keyword) out.keyword = keyword;
  if (search.domainId) out.domainId = search.domainId;
  if (search.labelIds?.length) out.labelIds = search.labelIds;
  if (search.years?.length) out.years = search.years;
  if (search.groupIds?.length) out.groupIds = search.groupIds;
  if (search.authorIds?.length) out.authorIds = search.authorIds;
  if (search.dateFrom) out.dateFrom = search.dateFrom;
  if (search.dateTo) out.dateTo = search.dateTo;
  return out;
}

/** The filters of the URL as the server takes them (the group endpoints' input). */
export function searchFiltersOf(search: Partial<SearchPage>): SearchFilters {
  const { domainId, keyword, ...filters } = filtersOf(search);
  // A reversed range typed into the URL is read in order instead of refused.
  if (filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo) {
    [filters.dateFrom, filters.dateTo] = [filters.dateTo, filters.dateFrom];
  }
  return { keyword: keyword ?? '', ...(domainId ? { domainIds: [domainId] } : {}), ...filters };
}

/** The `search.smart` request of one result page. */
export function searchRequestOf(search: SearchPage): SearchRequest {
  return {
    ...searchFiltersOf(search),
    sort: search.sort,
    page: search.page,
    size: SEARCH_PAGE_SIZE,
    ...(search.exact ? { exact: true } : {}),
  };
}

/** Whether anything but the keyword and the domain tab narrows the result. */
export function hasFilters(search: Partial<SearchPage>): boolean {
  const { keyword: _k, domainId: _d, ...rest } = filtersOf(search);
  return Object.keys(rest).length > 0;
}

/** The search params after a filter changed: back to page 1, emptied filters removed. */
export function withFilter(search: SearchPage, patch: Partial<SearchPage>): SearchPageInput {
  const next = filtersOf({ ...search, ...patch });
  // 仍然搜索 holds while the keyword stays; a new keyword may be meant otherwise again.
  const exact = (patch.exact ?? search.exact) && next.keyword === filtersOf(search).keyword;
  return { ...next, sort: patch.sort ?? search.sort, page: 1, ...(exact ? { exact: true } : {}) };
}

/** Adds `value` to a list filter, or removes it when present. */
export function toggled<T>(list: readonly T[] | undefined, value: T): T[] {
  const current = list ?? [];
  return current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
}
