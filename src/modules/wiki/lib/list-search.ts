import type { ListFilters } from '@contract/knowledge';
import { KNOWLEDGE_STATUSES, LIST_SORTS } from '@contract/knowledge-terms';
import { DEFAULT_PAGE_SIZE, MAX_DB_ID } from '@contract/limits';
import * as z from 'zod/mini';
import type { WikiListRequest } from '../api/list-queries';
import { LIST_SEARCH_DEFAULTS } from './list-search-defaults';

const id = z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_DB_ID));
/** Hand-written links may carry `?keyword=2024`, which the router reads as a number. */
const text = z.pipe(z.union([z.string(), z.pipe(z.number(), z.transform(String))]), z.string().check(z.trim(), z.maxLength(100)));
const day = z.iso.date();

/**
 * The search params of `/list` and `/listNew`: every filter, the sort and the
 * page live in the URL so a list can be shared and Back restores it. A value
 * that does not parse is dropped rather than failing the page.
 */
export const listSearchSchema = z.object({
  keyword: z.catch(z.optional(text), undefined),
  labelIds: z.catch(z.optional(z.array(id).check(z.maxLength(50))), undefined),
  groupIds: z.catch(z.optional(z.array(id).check(z.maxLength(50))), undefined),
  authorId: z.catch(z.optional(id), undefined),
  status: z.catch(z.optional(z.enum(KNOWLEDGE_STATUSES)), undefined),
  mine: z.catch(z.optional(z.boolean()), undefined),
  dateFrom: z.catch(z.optional(day), undefined),
  dateTo: z.catch(z.optional(day), undefined),
  sort: z.catch(z._default(z.enum(LIST_SORTS), 'newest'), 'newest'),
  page: z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1), 1),
});

export type ListSearch = z.output<typeof listSearchSchema>;
export type ListSearchInput = z.input<typeof listSearchSchema>;

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
