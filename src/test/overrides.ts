import { queryConfigList } from '@contract/common/common';
import type { AnyEndpoint } from '@contract/platform/endpoint';
import { HttpResponse, http } from 'msw';
import { server } from './msw';
import { runtime } from './runtime';

/**
 * Answers `queryConfigList` from the real server, with some config values
 * replaced (e.g. a feature switch turned off).
 */
export function useConfigValues(values: Record<string, string>) {
  server().use(
    http.post(`*${queryConfigList.path}`, async ({ request }) => {
      const res = await runtime().app.fetch(request);
      const body = (await res.json()) as { data: { code: string; name: string; value: string }[] };
      const codes = new Set(body.data.map((i) => i.code));
      const data = body.data.map((i) => (i.code in values ? { ...i, value: values[i.code] } : i));
      for (const [code, value] of Object.entries(values)) if (!codes.has(code)) data.push({ code, name: code, value });
      return HttpResponse.json({ ...body, data });
    }),
  );
}

/** Counts the requests made to one endpoint from now on. */
export function countCalls(ep: AnyEndpoint): { readonly count: number; stop: () => void } {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (request.method === ep.method && new URL(request.url).pathname === ep.path) count++;
  };
  server().events.on('request:start', listener);
  return {
    get count() {
      return count;
    },
    stop: () => server().events.removeListener('request:start', listener),
  };
}
