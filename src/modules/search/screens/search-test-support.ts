import type { AnyEndpoint } from '@contract/endpoint';
import { screen } from '@testing-library/react';
import { server } from '@/test/msw';
import { runtime } from '@/test/runtime';
import { reindexItem } from '../../../../server/search/index-doc';
import { createItem, type ItemSpec, labelId } from '../../../../server/test/knowledge-factory';

/** An app path with search params written the way the router writes them (arrays as JSON). */
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

/** An item written straight into the tables, then indexed as a save through the engine would. */
export async function item(spec: ItemSpec) {
  const created = await createItem(runtime(), spec);
  await reindexItem(runtime().deps.db, created.id);
  return created;
}
export const label = (name: string) => labelId(runtime(), name);

/** Titles of the results on screen, in order. */
export const resultTitles = () =>
  screen
    .queryAllByRole('article')
    .map((a) => a.getAttribute('aria-label'))
    .filter(Boolean);
