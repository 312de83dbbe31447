import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A route's search params checked by its schema (the route itself passes them
 * through unchecked, see app/raw-search.ts). The router keeps the raw object
 * while the URL's search is unchanged, so the checked one is stable too. A
 * value the schema drops or corrects leaves the address as well (replaced, so
 * Back skips it), as it did when the route's validateSearch parsed it.
 */
export function useCheckedSearch<T extends object>(
  schema: { parse: (raw: unknown) => T; shape: Record<string, unknown> },
  raw: object,
): T {
  const checked = useMemo(() => schema.parse(raw), [schema, raw]);
  const navigate = useNavigate();
  const given = raw as Record<string, unknown>;
  const values = checked as Record<string, unknown>;
  // Only the schema's own params: the others (the root's, say) are not its to judge.
  const stale = Object.keys(schema.shape).some((key) => key in given && !same(given[key], values[key]));
  useEffect(() => {
    if (stale) void navigate({ to: '.', search: { ...raw, ...checked } as never, replace: true });
  }, [stale, raw, checked, navigate]);
  return checked;
}
