import { domainsWith } from '@contract/domains';
import { MAX_DB_ID } from '@contract/limits';
import type { SearchFilters } from '@contract/search';
import { SEARCH_KEYWORD_MAX, SEARCH_SORTS } from '@contract/search-terms';
import * as z from 'zod/mini';
import type { SearchRequest } from '../api/search-queries';

const id = z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_DB_ID));
const ids = z.array(id).check(z.maxLength(50));
/** Hand-written links may carry `?keyword=2024`, which the router reads as a number. */
const text = z.pipe(
  z.union([z.string(), z.pipe(z.number(), z.transform(String))]),
  z.string().check(z.trim(), z.maxLength(SEARCH_KEYWORD_MAX)),
);
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
  keyword: z.catch(z.optional(text), undefined),
  domainId: z.catch(
    z.optional(
      z.coerce.number().check(
        z.int(),
        z.refine((v) => TAB_IDS.has(v)),
      ),
    ),
    undefined,
  ),
  labelIds: z.catch(z.optional(ids), undefined),
  years: z.catch(
    z.optional(z.array(z.coerce.number().check(z.int(), z.minimum(1900), z.maximum(2999))).check(z.maxLength(50))),
    undefined,
  ),
  groupIds: z.catch(z.optional(ids), undefined),
  authorIds: z.catch(z.optional(ids), undefined),
  dateFrom: z.catch(z.optional(day), undefined),
  dateTo: z.catch(z.optional(day), undefined),
  sort: z.catch(z._default(z.enum(SEARCH_SORTS), 'relevance'), 'relevance'),
  page: z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(SEARCH_MAX_PAGE)), 1), 1),
  /** 仍然搜索: the keyword as typed, not what the server took it to mean (pinyin, a typo). */
  exact: z.catch(z.optional(z.boolean()), undefined),
});

export type SearchPage = z.output<typeof searchPageSchema>;
export type SearchPageInput = z.input<typeof searchPageSchema>;

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
