/**
 * Values of `/video`'s search params equal to these are left out of the URL. Apart from
 * the schema, so the route can strip them without carrying the schema on the first screen.
 */
export const VIDEO_SEARCH_DEFAULTS = { page: 1 } as const;
