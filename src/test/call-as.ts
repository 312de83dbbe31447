import type { AnyEndpoint } from '@contract/platform/endpoint';
import { call, tokenFor } from '@server-test/client';
import { runtime } from '@/test/runtime';

/** Calls the real server as `username` and insists on success. */
export async function callAs<T>(username: string, ep: AnyEndpoint, input: unknown, params?: Record<string, number>): Promise<T> {
  const r = await call<T>(runtime(), ep, input, { token: await tokenFor(runtime(), username), params });
  if (r.body.code !== 1) throw new Error(`${ep.path} as ${username}: ${r.status} ${r.body.message}`);
  return r.body.data;
}
