import type { caseList } from '@contract/bbs/bbs-library';
import type { InputOf } from '@contract/platform/endpoint';
import { type CaseSearch, caseSearchSchema } from './case-search';

// What the case library makes of `/case`'s checked search params. Apart from the schema
// (case-search.ts), which the route carries on the first screen: these travel with the screen.

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
