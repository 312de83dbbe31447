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
} from '@contract/graph/graph-terms';
import { MAX_DB_ID } from '@contract/platform/limits';
import * as z from 'zod/mini';

const id = z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_DB_ID));
/**
 * A list of at most `max` ids; a hand-written `?hideClasses=3` (one id, read
 * as a number) counts as a list of one.
 */
const idList = (max: number) =>
  z.pipe(
    z.union([
      z.array(id),
      z.pipe(
        id,
        z.transform((v) => [v]),
      ),
    ]),
    z.array(z.number()).check(z.maxLength(max)),
  );
const ids = idList(GRAPH_FILTER_MAX);
const between = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));
/** Left out, or dropped when it does not parse. */
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
/** Its default when left out or when it does not parse. */
const withDefault = <T extends z.ZodMiniType<string | number | boolean>>(schema: T, value: z.output<T>) =>
  z.catch(z._default(schema, value as never), value as never);
/** One of `values`, numbers as the router reads them. */
const oneOf = <V extends number>(values: readonly V[]) => z.pipe(z.coerce.number(), z.literal([...values]));
const page = withDefault(between(1, 100_000), 1);
/**
 * The search params of `/chart`: start, end, mode, k, hops, chart model, the
 * hidden classes and relation types, the nodes hidden and expanded by hand,
 * the selected node and the side panels' state, so a link reopens the same view.
 * A value that does not parse falls back to its default instead of failing
 * the page (a hand-edited link still opens).
 */
export const chartSearchSchema = z.object({
  start: optional(id),
  end: optional(id),
  mode: withDefault(z.enum(PATH_MODES), 'shortest'),
  k: withDefault(between(1, PATH_MAX_K), PATH_DEFAULT_K),
  hops: withDefault(between(1, PATH_MAX_HOPS), PATH_DEFAULT_HOPS),
  model: withDefault(oneOf(CHART_MODELS), DEFAULT_CHART_MODEL),
  /** Hidden ontology classes (with their sub-classes). */
  hideClasses: optional(ids),
  /** Hidden relation types. */
  hideRelations: optional(ids),
  /** The path search may walk through super-nodes. */
  allowSuper: withDefault(z.boolean(), false),
  /** Nodes hidden by hand (隐藏 on a card). */
  hide: optional(ids),
  /**
   * Nodes expanded by hand: each time an id appears is one more page of its
   * neighbours (`[12, 12, 15]`: two pages of 12, one of 15). A flat list keeps
   * the link short and the first screen's schema code small; all pages
   * together are capped so a link reopens with a bounded number of calls.
   */
  open: optional(idList(GRAPH_OPEN_PAGES_MAX)),
  /** The node whose card is open and whose knowledge the related panel lists. */
  node: optional(id),
  tab: withDefault(z.enum(CHART_TABS), 'paths'),
  /** Entity list: class (with its sub-classes), keyword, page. */
  cls: optional(id),
  q: optional(z.string().check(z.trim(), z.maxLength(100))),
  epage: page,
  /** Related knowledge: order (1 relevance, 2 newest, 3 most read) and page. */
  sort: withDefault(oneOf(RELATED_SORTS), 1),
  rpage: page,
});

export type ChartSearch = z.output<typeof chartSearchSchema>;
