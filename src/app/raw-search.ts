import type * as z from 'zod/mini';

/**
 * A route's `validateSearch` that checks nothing: the URL's search params, typed
 * as what links may set (the schema's input). The route's lazily loaded loader
 * and screen check them with the schema (`useCheckedSearch`, `schema.parse`), so
 * the schema travels with the screen instead of on the first screen (issue 12's ceiling).
 */
export function rawSearch<S extends z.ZodMiniType>(): (search: Record<string, unknown>) => z.input<S> {
  return (search) => search as z.input<S>;
}
