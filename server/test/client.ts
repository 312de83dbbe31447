import type { AnyEndpoint } from '@contract/platform/endpoint';
import type { Envelope } from '@contract/platform/envelope';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema/index';
import { createSession } from '../modules/auth/session.service';
import type { TestRuntime } from './harness';

export interface CallResult<T = unknown> {
  status: number;
  body: Envelope<T>;
}

/** Builds the request a client would send for a contract endpoint. */
export function buildRequest(
  ep: AnyEndpoint,
  input: unknown,
  opts: { token?: string; params?: Record<string, string | number> } = {},
) {
  let path = ep.path;
  // A lone surrogate has no UTF-8 form, so no client can put it in a URL: it travels as U+FFFD.
  for (const [k, v] of Object.entries(opts.params ?? {}))
    path = path.replace(`:${k}`, encodeURIComponent(String(v).replace(/\p{Cs}/gu, '\uFFFD')));
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (ep.method === 'GET' || ep.method === 'DELETE') {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries((input ?? {}) as Record<string, unknown>)) {
      if (Array.isArray(v)) for (const x of v) qs.append(k, String(x));
      else if (v !== undefined && v !== null) qs.append(k, String(v));
    }
    const q = qs.toString();
    return new Request(`http://localhost${path}${q ? `?${q}` : ''}`, { method: ep.method, headers });
  }
  headers['content-type'] = 'application/json';
  return new Request(`http://localhost${path}`, { method: ep.method, headers, body: JSON.stringify(input ?? {}) });
}

let callCount = 0;

/**
 * A documentation address (2001:db8::/32) in a /48 of its own for every call
 * (repeating only after 65,536 calls), so throttles keyed by client address,
 * subnet or prefix only meet in tests that name an address.
 */
export function freshAddress(): string {
  callCount += 1;
  return `2001:db8:${(callCount & 0xffff).toString(16)}:${(callCount >> 16).toString(16)}::1`;
}

/**
 * What @hono/node-server hands the app for a request: the socket it came in
 * on. app.request() has no socket, so tests pass the peer address this way,
 * as the real server does; a client cannot set it.
 */
export function connectionFrom(address: string) {
  return { incoming: { socket: { remoteAddress: address } } };
}

/**
 * Calls a contract endpoint on the test app and returns status and envelope.
 * `address` is the peer address of the connection; `headers` are sent as given.
 */
export async function call<T = unknown>(
  rt: TestRuntime,
  ep: AnyEndpoint,
  input?: unknown,
  opts: { token?: string; params?: Record<string, string | number>; address?: string; headers?: Record<string, string> } = {},
): Promise<CallResult<T>> {
  const req = buildRequest(ep, input, opts);
  for (const [k, v] of Object.entries(opts.headers ?? {})) req.headers.set(k, v);
  const res = await rt.app.fetch(req, connectionFrom(opts.address ?? freshAddress()));
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/** A session token for a seeded user, without going through the login flow. */
export async function tokenFor(rt: TestRuntime, username: string): Promise<string> {
  const [u] = await rt.deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  if (!u) throw new Error(`no user ${username}`);
  return (await createSession(rt.deps.db, u.id)).token;
}
