/**
 * Values of the 热门与最近更新 pages' search params that stay out of the URL. Apart from the
 * schema, so the routes can strip them without carrying the schema on the first screen.
 */
export const HOT_UPDATE_DEFAULTS = { tab: 'hot', page: 1 } as const;
