/**
 * Values of the `/reportStatistics` pages' search params that stay out of the URL. Apart from
 * the schema, so the route can strip them without carrying the schema on the first screen.
 */
export const REPORT_SEARCH_DEFAULTS = { period: '30d', page: 1 } as const;
