import type { AnyEndpoint } from '@contract/endpoint';
import { screen } from '@testing-library/react';
import { server } from '@/test/msw';
import { runtime } from '@/test/runtime';
import { createItem, groupId, type ItemSpec, labelId } from '../../../../server/test/knowledge-factory';

/** An app path with search params written the way the router writes them (arrays and booleans as JSON). */
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

export const entry = (spec: ItemSpec) => createItem(runtime(), spec);
export const label = (name: string) => labelId(runtime(), name);
export const group = (name: string) => groupId(runtime(), name);

/** Titles of the entry cards on screen, in order. */
export const cardTitles = () => screen.queryAllByRole('article').map((a) => a.getAttribute('aria-label'));
