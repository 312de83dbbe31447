import {
  CHART_MODELS,
  DEFAULT_CHART_MODEL,
  GRAPH_FILTER_MAX,
  PATH_DEFAULT_HOPS,
  PATH_DEFAULT_K,
  PATH_MAX_HOPS,
  PATH_MAX_K,
  PATH_MODES,
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

/**
 * The search params of `/chart`: start, end, mode, k, hops, chart model and
 * the hidden classes and relation types, so a link reopens the same view.
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
});

export type ChartSearch = z.output<typeof chartSearchSchema>;

/** Values equal to these are left out of the URL. */
export const CHART_SEARCH_DEFAULTS = {
  mode: 'shortest',
  k: PATH_DEFAULT_K,
  hops: PATH_DEFAULT_HOPS,
  model: DEFAULT_CHART_MODEL,
} as const;
