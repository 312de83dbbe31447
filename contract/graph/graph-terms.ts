/**
 * Values the `/chart` URL carries (path mode, hops, k, chart model). Kept free
 * of zod, as knowledge-terms.ts is: the route's search parsing sits in the
 * first screen's bundle and must not pull in the graph endpoints' schemas.
 */
export const PATH_MODES = ['shortest', 'allShortest', 'k'] as const;
export type PathMode = (typeof PATH_MODES)[number];
export const PATH_MAX_HOPS = 6;
export const PATH_MAX_K = 20;
/** The path call's defaults (contract/graph/graph.ts): left out of the URL. */
export const PATH_DEFAULT_HOPS = 4;
export const PATH_DEFAULT_K = 5;
/** Most ids in one filter list: more is not a filter a person chose. */
export const GRAPH_FILTER_MAX = 200;
/**
 * Expanded neighbour pages one `/chart` link may reopen, all nodes together
 * (50 neighbours a page): a link stays a bounded number of calls and a
 * drawing the browser can still lay out.
 */
export const GRAPH_OPEN_PAGES_MAX = 40;
/** Panels beside the drawing: the paths found, the entity list, the selected entity's knowledge. */
export const CHART_TABS = ['paths', 'entities', 'related'] as const;
/** Related-knowledge order: 1 relevance by mentions (default), 2 newest, 3 most read. */
export const RELATED_SORTS = [1, 2, 3] as const;
export type RelatedSort = (typeof RELATED_SORTS)[number];
/**
 * Chart models of SPEC §9: "1" hierarchical left-to-right, "2" force-directed
 * (the default). Numbers, as the router reads `?model=1` from a URL.
 */
export const CHART_MODELS = [1, 2] as const;
export type ChartModel = (typeof CHART_MODELS)[number];
export const DEFAULT_CHART_MODEL: ChartModel = 2;
