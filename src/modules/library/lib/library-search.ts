import { LIST_SORTS } from '@contract/knowledge-terms';
import { REGION_MAX, YEAR_MAX, YEAR_MIN } from '@contract/library-terms';
import { DEFAULT_PAGE_SIZE, MAX_DB_ID } from '@contract/limits';
import * as z from 'zod/mini';
import type { ChroniclesRequest, LibraryListRequest } from '../api/library-queries';

const id = z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_DB_ID));
/** Hand-written links may carry `?keyword=2024`, which the router reads as a number. */
const text = (max: number) =>
  z.pipe(z.union([z.string(), z.pipe(z.number(), z.transform(String))]), z.string().check(z.trim(), z.maxLength(max)));
const page = z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1), 1);

/** Page size of document lists (SPEC §9). */
export const LIBRARY_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/**
 * `/library`: without filters the home (categories, newest, most downloaded);
 * with a keyword, label or group the matching documents. Everything lives in
 * the URL so a filtered view can be shared and Back restores it; a value that
 * does not parse is dropped rather than failing the page.
 */
export const librarySearchSchema = z.object({
  keyword: z.catch(z.optional(text(100)), undefined),
  labelIds: z.catch(z.optional(z.array(id).check(z.maxLength(50))), undefined),
  groupIds: z.catch(z.optional(z.array(id).check(z.maxLength(50))), undefined),
  sort: z.catch(z._default(z.enum(LIST_SORTS), 'newest'), 'newest'),
  page,
});
export type LibrarySearch = z.output<typeof librarySearchSchema>;

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

/** `/library/dfz`: the chronicle collection narrowed by region, year and keyword. */
export const dfzSearchSchema = z.object({
  region: z.catch(z.optional(text(REGION_MAX)), undefined),
  year: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(YEAR_MIN), z.maximum(YEAR_MAX))), undefined),
  keyword: z.catch(z.optional(text(100)), undefined),
});
export type DfzSearch = z.output<typeof dfzSearchSchema>;

export const chroniclesRequestOf = (s: DfzSearch): ChroniclesRequest => ({
  region: s.region || undefined,
  year: s.year,
  keyword: s.keyword || undefined,
});
