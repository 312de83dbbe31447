import type { DomainKey } from '@contract/platform/domains';
import type { AnyEndpoint, InputOf, OutputOf } from '@contract/platform/endpoint';
import { type QueryFunction, type QueryKey, queryOptions, type SkipToken, skipToken } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { api } from './http';

/*
 * The one way the SPA builds query options (issue 29 §4). Every key reads
 * `[module, endpoint id, input]`, general to specific, so invalidation goes by
 * prefix: `[module]` is everything a module caches, `[module, endpoint id]`
 * every call of one endpoint, and a partial input (`{ id }`) every call about
 * one thing (TanStack Query matches objects inside a key by their listed fields).
 * A module never imports another (the boundary test), so a mutation that
 * changes another module's data names it through `moduleKeys(name)` and the
 * contract endpoint, never a literal array; `QueryModule` makes a misspelt name
 * a type error. Kept tiny: the sign-in screen's bundle loads it.
 */

/** The first part of every query key: a knowledge domain, another module of the SPA, or the shared reference data. */
export type QueryModule =
  | DomainKey
  | 'account'
  | 'admin'
  | 'approval'
  | 'auth'
  | 'common'
  | 'config'
  | 'graph'
  | 'home'
  | 'messages'
  | 'notices'
  | 'recycle'
  | 'reference'
  | 'reports'
  | 'search';

type Params = Record<string, string | number>;
type Keyed = Record<string, unknown>;

/** How one call is made and keyed besides its input. */
export interface CallOptions {
  /** Values of the endpoint's `:name` path segments; they join the input in the key. */
  params?: Params;
  /** A fourth key part for a query that reads the endpoint its own way (an editor's fresh copy). */
  view?: string;
}

/** A call whose answer is turned into what is cached (a lookup table, a side effect such as storing it). */
export interface MappedCallOptions<E extends AnyEndpoint, T> extends CallOptions {
  map: (out: OutputOf<E>, call: { signal: AbortSignal }) => T | Promise<T>;
}

/** The input as the key holds it: path parameters merged into an object input; a list input stays as it is unless parameters go with it. */
function keyInput(input: unknown, params: Params | undefined): unknown {
  if (!params) return input;
  if (Array.isArray(input)) return { ...params, input };
  return { ...params, ...(input as Keyed) };
}

/** The key prefixes of one module: what its mutations, and other modules, invalidate. */
export function moduleKeys(module: QueryModule) {
  return {
    all: [module] as const,
    /** Every call of one endpoint, or with `input` every call whose input holds those fields. */
    of: (ep: AnyEndpoint, input?: Keyed) =>
      input === undefined ? ([module, ep.id] as const) : ([module, ep.id, input] as const),
  };
}

function build<T>(queryKey: QueryKey, queryFn: QueryFunction<T, QueryKey> | SkipToken) {
  return queryOptions<T, ApiError, T, QueryKey>({ queryKey, queryFn });
}

/** Options of one endpoint call, answering `T`: spread them into `queryOptions` to add staleTime and the like. */
export type EndpointQuery<T> = ReturnType<typeof build<T>>;

/**
 * Query options of one endpoint call, fetched through the SPA's HTTP client
 * (`api`). `skipToken` as the input is a query with nothing to ask yet (an
 * id not chosen): it waits instead of fetching, with no `enabled` flag.
 * Overloaded rather than defaulted, so the cached type comes from the
 * endpoint or from `map`, never from where the options are spread; the
 * `map` form comes first so that its callback is typed from the endpoint.
 */
export function endpointQuery<E extends AnyEndpoint, T>(
  module: QueryModule,
  ep: E,
  input: InputOf<E> | SkipToken,
  opts: MappedCallOptions<E, T>,
): EndpointQuery<T>;
export function endpointQuery<E extends AnyEndpoint>(
  module: QueryModule,
  ep: E,
  input: InputOf<E> | SkipToken,
  opts?: CallOptions,
): EndpointQuery<OutputOf<E>>;
export function endpointQuery<E extends AnyEndpoint, T>(
  module: QueryModule,
  ep: E,
  input: InputOf<E> | SkipToken,
  { params, view, map }: Partial<MappedCallOptions<E, T>> = {},
): EndpointQuery<T> {
  const keyed = input === skipToken ? null : keyInput(input, params);
  return build<T>(
    view === undefined ? [module, ep.id, keyed] : [module, ep.id, keyed, view],
    input === skipToken
      ? skipToken
      : async ({ signal }) => {
          const out = await api(ep, input, { params, signal });
          return map ? map(out, { signal }) : (out as T);
        },
  );
}

/** {@link moduleKeys} and {@link endpointQuery} bound to one module, as its queries file uses them. */
export function moduleQueries(module: QueryModule) {
  function query<E extends AnyEndpoint, T>(ep: E, input: InputOf<E> | SkipToken, opts: MappedCallOptions<E, T>): EndpointQuery<T>;
  function query<E extends AnyEndpoint>(ep: E, input: InputOf<E> | SkipToken, opts?: CallOptions): EndpointQuery<OutputOf<E>>;
  function query<E extends AnyEndpoint, T>(ep: E, input: InputOf<E> | SkipToken, opts?: CallOptions | MappedCallOptions<E, T>) {
    return endpointQuery(module, ep, input, opts as MappedCallOptions<E, T>);
  }
  return { ...moduleKeys(module), query };
}
