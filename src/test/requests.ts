import type { AnyEndpoint } from '@contract/platform/endpoint';
import { server } from '@/test/msw';

/** An app path with search params written the way the router writes them (arrays, booleans and numbers as JSON). */
export function urlOf(path: string, search: Record<string, unknown>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(search)) if (v !== undefined) qs.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  const q = qs.toString();
  return q ? `${path}?${q}` : path;
}

/** The JSON bodies sent to one POST endpoint from now on. */
export function captureBodies(ep: AnyEndpoint) {
  const bodies: Record<string, unknown>[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === ep.method && new URL(request.url).pathname === ep.path) {
      void request
        .clone()
        .json()
        .then((b: Record<string, unknown>) => bodies.push(b));
    }
  };
  server().events.on('request:start', listener);
  return { bodies, stop: () => server().events.removeListener('request:start', listener) };
}

/** Requests to one endpoint path (any method) from now on, counted: a screen asks once, not again on a refusal. */
export function countRequests(pathname: string | RegExp) {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    const p = new URL(request.url).pathname;
    if (typeof pathname === 'string' ? p === pathname : pathname.test(p)) count++;
  };
  server().events.on('request:start', listener);
  return { count: () => count, stop: () => server().events.removeListener('request:start', listener) };
}
