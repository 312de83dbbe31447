import type { ParsedKeyword } from './parse';
import type { Rewrite } from './rewrite';
import type { Filters, RawFilters } from './scope';

/*
 * The shapes a search passes between its parts (search.ts runs it; search-sql,
 * heavy-search and partial build its statements): in a file of their own so
 * that the parts need not import the file that imports them.
 */

export type SearchSort = 'relevance' | 'newest' | 'views';

/** A search as the contract parses it. */
export interface SearchInput extends RawFilters {
  sort: SearchSort;
  page: number;
  size: number;
  /** Search the keyword as typed, never what it was taken to mean (仍然搜索). */
  exact?: boolean;
}

/** A search with its filters resolved (scope.ts, resolveFilters). */
export type SearchRequest = SearchInput & Filters;

export interface RawFacets {
  domains: { value: number; count: number }[];
  years: { value: number; count: number }[];
  labels: { id: number; name: string; count: number }[];
}

export interface RawResult {
  total: number;
  /** Ids of the page, in order. */
  ids: number[];
  /** Best partial matches (partial.ts), in order: on the first page when the strict match finds little. */
  partialIds: number[];
  /** What the partial matches' highlights mark: the keyword's pieces. */
  partialNeedles: string[];
  facets: RawFacets;
  parsed: ParsedKeyword;
  /** Set when the keyword found (almost) nothing and these are the results of what it was taken to mean. */
  rewrite: Rewrite | null;
}

/** What a search statement answers: total, facets, the page's ids; `scored` the title hits of the heavy paths. */
export type SearchRow = { total: number; ids: number[]; scored?: number } & { [K in keyof RawFacets]: RawFacets[K] };
