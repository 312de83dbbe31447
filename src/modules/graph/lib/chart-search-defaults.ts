import { DEFAULT_CHART_MODEL, PATH_DEFAULT_HOPS, PATH_DEFAULT_K } from '@contract/graph/graph-terms';

/**
 * Values of `/chart`'s search params equal to these are left out of the URL. Apart from
 * the schema, so the route can strip them without carrying the schema on the first screen.
 */
export const CHART_SEARCH_DEFAULTS = {
  mode: 'shortest',
  k: PATH_DEFAULT_K,
  hops: PATH_DEFAULT_HOPS,
  model: DEFAULT_CHART_MODEL,
  allowSuper: false,
  tab: 'paths',
  epage: 1,
  sort: 1,
  rpage: 1,
} as const;
