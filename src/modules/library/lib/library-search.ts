import { LIST_SORTS } from '@contract/knowledge-terms';
import { REGION_MAX, YEAR_MAX, YEAR_MIN } from '@contract/library-terms';
import { DEFAULT_PAGE_SIZE, MAX_DB_ID } from '@contract/schemas';
import { z } from 'zod';
import type { ChroniclesRequest, LibraryListRequest } from '../api/library-queries';

const id = z.coerce.number().int().positive().max(MAX_DB_ID);
/** Hand-written links may carry `?keyword=2024`, which the router reads as a number. */
const text = (max: number) => z.union([z.string(), z.number().transform(String)]).pipe(z.string().trim().max(max));
const page = z.coerce.number().int().min(1).max(10_000).default(1).catch(1);

/** Page size of document lists (SPEC §9). */
export const LIBRARY_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/**
 * `/library`: without filters the home (categories, newest, most downloaded);
 * with a keyword, label or group the matching documents. Everything lives in
 * the URL so a filtered view can be shared and Back restores it; a value that
 * does not parse is dropped rather than failing the page.
 */
export const librarySearchSchema = z.object({
  keyword: text(100).optional().catch(undefined),
  labelIds: z.array(id).max(50).optional().catch(undefined),
  groupIds: z.array(id).max(50).optional().catch(undefined),
  sort: z.enum(LIST_SORTS).default('newest').catch('newest'),
  page,
});
export type LibrarySearch = z.output<typeof librarySearchSchema>;
export const LIBRARY_SEARCH_DEFAULTS = { sort: 'newest', page: 1 } as const;

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
  region: text(REGION_MAX).optional().catch(undefined),
  year: z.coerce.number().int().min(YEAR_MIN).max(YEAR_MAX).optional().catch(undefined),
  keyword: text(100).optional().catch(undefined),
});
export type DfzSearch = z.output<typeof dfzSearchSchema>;

export const chroniclesRequestOf = (s: DfzSearch): ChroniclesRequest => ({
  region: s.region || undefined,
  year: s.year,
  keyword: s.keyword || undefined,
});
