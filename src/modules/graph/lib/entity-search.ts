import { MAX_DB_ID } from '@contract/platform/limits';

/**
 * Search params of `/detail/chart/:name`: `?node=` is which of several
 * entities of the same name the reader chose, so a link reopens it. A bad
 * value is dropped (the choice is offered again). A plain function, not a
 * schema: route search parsing sits in the first screen's bundle.
 */
export function entitySearch(raw: Record<string, unknown>): { node?: number } {
  const node = Number(raw.node);
  return Number.isInteger(node) && node > 0 && node <= MAX_DB_ID ? { node } : {};
}
