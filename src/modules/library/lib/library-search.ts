import { LIST_SORTS } from '@contract/knowledge/knowledge-terms';
import { REGION_MAX, YEAR_MAX, YEAR_MIN } from '@contract/library/library-terms';
import { MAX_DB_ID } from '@contract/platform/limits';
import * as z from 'zod/mini';

const id = z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_DB_ID));
/** Hand-written links may carry `?keyword=2024`, which the router reads as a number. */
const text = (max: number) =>
  z.pipe(z.union([z.string(), z.pipe(z.number(), z.transform(String))]), z.string().check(z.trim(), z.maxLength(max)));
const page = z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1), 1);

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

/** `/library/dfz`: the chronicle collection narrowed by region, year and keyword. */
export const dfzSearchSchema = z.object({
  region: z.catch(z.optional(text(REGION_MAX)), undefined),
  year: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(YEAR_MIN), z.maximum(YEAR_MAX))), undefined),
  keyword: z.catch(z.optional(text(100)), undefined),
});
export type DfzSearch = z.output<typeof dfzSearchSchema>;
