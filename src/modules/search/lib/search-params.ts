import { domainsWith } from '@contract/domains';
import { MAX_DB_ID } from '@contract/schemas';
import type { SearchFilters } from '@contract/search';
import { SEARCH_KEYWORD_MAX, SEARCH_SORTS } from '@contract/search-terms';
import { z } from 'zod';
import type { SearchRequest } from '../api/search-queries';

const id = z.coerce.number().int().positive().max(MAX_DB_ID);
const ids = z.array(id).max(50);
/** Hand-written links may carry `?keyword=2024`, which the router reads as a number. */
const text = z.union([z.string(), z.number().transform(String)]).pipe(z.string().trim().max(SEARCH_KEYWORD_MAX));
const day = z.iso.date();

/** Results per page. */
export const SEARCH_PAGE_SIZE = 10;
/** Deepest page the server serves (contract: page ≤ 1000). */
export const SEARCH_MAX_PAGE = 1000;

/** The domain tabs: undefined is 全部. */
export const DOMAIN_TABS = domainsWith('search').map((d) => ({ value: d.id, name: d.noun }));
const TAB_IDS = new Set(DOMAIN_TABS.map((t) => t.value));

/**
 * The search params of `/search`: keyword, domain tab, facets, filters, sort
 * and page all live in the URL so a search can be shared and Back restores
 * it. A value that does not parse is dropped rather than failing the page.
 */
export const searchPageSchema = z.object({
  keyword: text.optional().catch(undefined),
  domainId: z.coerce
    .number()
    .int()
    .refine((v) => TAB_IDS.has(v))
    .optional()
    .catch(undefined),
  labelIds: ids.optional().catch(undefined),
  years: z.array(z.coerce.number().int().min(1900).max(2999)).max(50).optional().catch(undefined),
  groupIds: ids.optional().catch(undefined),
  authorIds: ids.optional().catch(undefined),
  dateFrom: day.optional().catch(undefined),
  dateTo: day.optional().catch(undefined),
  sort: z.enum(SEARCH_SORTS).default('relevance').catch('relevance'),
  page: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE).default(1).catch(1),
});

export type SearchPage = z.output<typeof searchPageSchema>;
export type SearchPageInput = z.input<typeof searchPageSchema>;

/** Values equal to these are left out of the URL. */
export const SEARCH_PAGE_DEFAULTS = { sort: 'relevance', page: 1 } as const;

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
  return { ...searchFiltersOf(search), sort: search.sort, page: search.page, size: SEARCH_PAGE_SIZE };
}

/** Whether anything but the keyword and the domain tab narrows the result. */
export function hasFilters(search: Partial<SearchPage>): boolean {
  const { keyword: _k, domainId: _d, ...rest } = filtersOf(search);
  return Object.keys(rest).length > 0;
}

/** The search params after a filter changed: back to page 1, emptied filters removed. */
export function withFilter(search: SearchPage, patch: Partial<SearchPage>): SearchPageInput {
  return { ...filtersOf({ ...search, ...patch }), sort: patch.sort ?? search.sort, page: 1 };
}

/** Adds `value` to a list filter, or removes it when present. */
export function toggled<T>(list: readonly T[] | undefined, value: T): T[] {
  const current = list ?? [];
  return current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
}
