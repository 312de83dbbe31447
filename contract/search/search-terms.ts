/**
 * Values the search page's URL carries (keyword length, sort). Kept free of
 * zod for the same reason as knowledge-terms.ts: the route definitions that
 * parse them sit in the first screen's bundle.
 */
export const SEARCH_KEYWORD_MAX = 100;

export const SEARCH_SORTS = ['relevance', 'newest', 'views'] as const;
