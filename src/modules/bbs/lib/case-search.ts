import type { caseList } from '@contract/bbs-library';
import { PRODUCT_MAX, REGION_MAX } from '@contract/bbs-terms';
import type { InputOf } from '@contract/endpoint';
import { MAX_DB_ID } from '@contract/limits';
import * as z from 'zod/mini';

const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
/** Hand-written links may carry `?region=2024`, which the router reads as a number. */
const text = (max: number) =>
  optional(
    z.pipe(
      z.union([z.string(), z.pipe(z.number(), z.transform(String))]),
      z.string().check(z.trim(), z.minLength(1), z.maxLength(max)),
    ),
  );

/**
 * The search params of the case library (`/case`): keyword, label, region,
 * product, year and page, so a filtered library can be shared and Back
 * restores it. Parsed in the lazily loaded screen, not in the route file.
 */
export const caseSearchSchema = z.object({
  keyword: text(100),
  labelId: optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_DB_ID))),
  region: text(REGION_MAX),
  product: text(PRODUCT_MAX),
  year: optional(z.coerce.number().check(z.int(), z.minimum(2000), z.maximum(2100))),
  page: z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1), 1),
});
export type CaseSearch = z.output<typeof caseSearchSchema>;

export const CASE_PAGE_SIZE = 12;

export function parseCaseSearch(raw: Record<string, unknown>): CaseSearch {
  return caseSearchSchema.parse(raw);
}

export function caseRequest(search: CaseSearch): InputOf<typeof caseList> {
  const { page, ...filters } = search;
  const out: InputOf<typeof caseList> = { page, size: CASE_PAGE_SIZE };
  for (const [k, v] of Object.entries(filters)) if (v !== undefined) Object.assign(out, { [k]: v });
  return out;
}

/** Whether any filter narrows the library. */
export function hasCaseFilters(search: CaseSearch): boolean {
  const { page: _page, ...filters } = search;
  return Object.values(filters).some((v) => v !== undefined);
}

/** The URL after a filter changed: back to page 1, empty values and the first page left out. */
export function nextCaseSearch(search: CaseSearch, patch: Partial<CaseSearch>): Record<string, string | number> {
  const merged: CaseSearch = { ...search, ...patch, page: patch.page ?? 1 };
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(merged)) {
    if (v === undefined || v === '' || (k === 'page' && v === 1)) continue;
    out[k] = v;
  }
  return out;
}
