import type { ListFilters } from '@contract/knowledge/knowledge';
import { DEFAULT_PAGE_SIZE } from '@contract/platform/limits';
import type { WikiListRequest } from '../api/list-queries';
import type { ListSearch, ListSearchInput } from './list-search';
import { LIST_SEARCH_DEFAULTS } from './list-search-defaults';

// What the screens make of `/list`'s checked search params. Apart from the schema (list-search.ts),
// which the routes carry on the first screen: these travel with the screens.

/** Page size of entry lists (SPEC §9). */
export const LIST_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The filters alone (no page), with empty values removed: what a strategy stores. */
export function filtersOf(search: ListSearchInput): Partial<ListFilters> {
  const out: Partial<ListFilters> = {};
  if (search.keyword) out.keyword = String(search.keyword);
  if (search.labelIds?.length) out.labelIds = search.labelIds;
  if (search.groupIds?.length) out.groupIds = search.groupIds;
  if (search.authorId) out.authorId = search.authorId;
  if (search.status) out.status = search.status;
  if (search.mine) out.mine = true;
  if (search.dateFrom) out.dateFrom = search.dateFrom;
  if (search.dateTo) out.dateTo = search.dateTo;
  if (search.sort && search.sort !== LIST_SEARCH_DEFAULTS.sort) out.sort = search.sort;
  return out;
}

/** The request of one list page. */
export function listRequestOf(search: ListSearch): WikiListRequest {
  // A reversed range typed into the URL is read in order instead of refused.
  const [dateFrom, dateTo] =
    search.dateFrom && search.dateTo && search.dateFrom > search.dateTo
      ? [search.dateTo, search.dateFrom]
      : [search.dateFrom, search.dateTo];
  return {
    ...filtersOf({ ...search, dateFrom, dateTo }),
    sort: search.sort,
    page: search.page,
    size: LIST_PAGE_SIZE,
  };
}

/** Whether any filter narrows the list (the sort does not). */
export function hasFilters(search: ListSearchInput): boolean {
  const { sort: _sort, ...rest } = filtersOf(search);
  return Object.keys(rest).length > 0;
}

/**
 * The search params after a filter changed: back to page 1, empty values
 * removed so the URL stays short.
 */
export function withFilter(search: ListSearch, patch: Partial<ListSearch>): ListSearchInput {
  return { ...filtersOf({ ...search, ...patch }), sort: patch.sort ?? search.sort, page: 1 };
}

/** Lists of one's own entries (or of a non-published status) show every entry's status. */
export function showsStatus(search: ListSearchInput): boolean {
  return search.mine === true || (search.status !== undefined && search.status !== 'published');
}
