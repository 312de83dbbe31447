import {
  CHART_MODELS,
  CHART_TABS,
  DEFAULT_CHART_MODEL,
  GRAPH_FILTER_MAX,
  GRAPH_OPEN_PAGES_MAX,
  PATH_DEFAULT_HOPS,
  PATH_DEFAULT_K,
  PATH_MAX_HOPS,
  PATH_MAX_K,
  PATH_MODES,
  RELATED_SORTS,
} from '@contract/graph-terms';
import { MAX_DB_ID } from '@contract/limits';
import * as z from 'zod/mini';

const id = z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_DB_ID));
/** A list of ids; a hand-written `?hideClasses=3` (one id, read as a number) counts as a list of one. */
const ids = z.pipe(
  z.union([
    z.array(id),
    z.pipe(
      id,
      z.transform((v) => [v]),
    ),
  ]),
  z.array(z.number()).check(z.maxLength(GRAPH_FILTER_MAX)),
);
const between = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));
const page = z.catch(z._default(between(1, 100_000), 1), 1);
/**
 * Expanded nodes with how many pages of neighbours each shows, `[[id, pages], …]`;
 * all pages together are capped so a link reopens with a bounded number of calls.
 */
const opened = z.array(z.tuple([id, between(1, GRAPH_OPEN_PAGES_MAX)])).check(
  z.maxLength(GRAPH_FILTER_MAX),
  z.refine((list) => list.reduce((sum, [, pages]) => sum + pages, 0) <= GRAPH_OPEN_PAGES_MAX),
);

/**
 * The search params of `/chart`: start, end, mode, k, hops, chart model, the
 * hidden classes and relation types, the nodes hidden and expanded by hand,
 * the selected node and the side panels' state, so a link reopens the same view.
 * A value that does not parse falls back to its default instead of failing
 * the page (a hand-edited link still opens).
 */
export const chartSearchSchema = z.object({
  start: z.catch(z.optional(id), undefined),
  end: z.catch(z.optional(id), undefined),
  mode: z.catch(z._default(z.enum(PATH_MODES), 'shortest'), 'shortest'),
  k: z.catch(z._default(between(1, PATH_MAX_K), PATH_DEFAULT_K), PATH_DEFAULT_K),
  hops: z.catch(z._default(between(1, PATH_MAX_HOPS), PATH_DEFAULT_HOPS), PATH_DEFAULT_HOPS),
  model: z.catch(
    z._default(
      z.pipe(z.coerce.number(), z.union(CHART_MODELS.map((m) => z.literal(m)) as [z.ZodMiniLiteral<1>, z.ZodMiniLiteral<2>])),
      DEFAULT_CHART_MODEL,
    ),
    DEFAULT_CHART_MODEL,
  ),
  /** Hidden ontology classes (with their sub-classes). */
  hideClasses: z.catch(z.optional(ids), undefined),
  /** Hidden relation types. */
  hideRelations: z.catch(z.optional(ids), undefined),
  /** The path search may walk through super-nodes. */
  allowSuper: z.catch(z._default(z.boolean(), false), false),
  /** Nodes hidden by hand (隐藏 on a card). */
  hide: z.catch(z.optional(ids), undefined),
  /** Nodes expanded by hand, with their pages of neighbours. */
  open: z.catch(z.optional(opened), undefined),
  /** The node whose card is open and whose knowledge the related panel lists. */
  node: z.catch(z.optional(id), undefined),
  tab: z.catch(z._default(z.enum(CHART_TABS), 'paths'), 'paths'),
  /** Entity list: class (with its sub-classes), keyword, page. */
  cls: z.catch(z.optional(id), undefined),
  q: z.catch(z.optional(z.coerce.string().check(z.trim(), z.maxLength(100))), undefined),
  epage: page,
  /** Related knowledge: order (1 relevance, 2 newest, 3 most read) and page. */
  sort: z.catch(
    z._default(
      z.pipe(
        z.coerce.number(),
        z.union(RELATED_SORTS.map((s) => z.literal(s)) as [z.ZodMiniLiteral<1>, z.ZodMiniLiteral<2>, z.ZodMiniLiteral<3>]),
      ),
      1,
    ),
    1,
  ),
  rpage: page,
});

export type ChartSearch = z.output<typeof chartSearchSchema>;

/** Values equal to these are left out of the URL. */
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
