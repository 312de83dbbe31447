import { MUST_CHANGE_PASSWORD_ALLOWS, MUST_CHANGE_PASSWORD_MESSAGE } from '@contract/auth/auth';
import { type AnyEndpoint, JSON_BODY_LIMIT, type Schema } from '@contract/platform/endpoint';
import { requiredKeys } from '@contract/platform/permissions';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import type { Deps } from '../deps';
import type { AppEnv } from './app-env';
import { eventAddress } from './client-address';
import { fail, ok } from './envelope';
import { ApiError, badRequest, forbidden, requireKeys, unauthenticated } from './errors';
import { formatLimit } from './format-limit';
import { bearerToken, loadSession, type SessionUser } from './session';
import { withSigningSession } from './signing-session';
import { streamedBodyLimit } from './stream-limit';
import { describeIssues, fieldLabel } from './validation';

export interface HandlerContext<E extends AnyEndpoint, U extends SessionUser | null> {
  input: z.output<E['input']>;
  params: E['params'] extends z.ZodObject ? z.output<E['params']> : Record<string, never>;
  user: U;
  deps: Deps;
  c: Context<AppEnv>;
}

export type Handler<E extends AnyEndpoint> = (
  ctx: HandlerContext<E, E['access'] extends 'public' ? SessionUser | null : SessionUser>,
) => Promise<z.input<E['output']> | Response>;

/** Collects the bindings of one app, so a test can compare them with the contract. */
export class Binder {
  readonly bound = new Map<string, AnyEndpoint>();

  constructor(
    readonly app: Hono<AppEnv>,
    private readonly strictOutput: boolean,
  ) {}

  /** Binds a contract endpoint: auth, permission, input parse, envelope. */
  route<E extends AnyEndpoint>(ep: E, handler: Handler<E>): void {
    if (this.bound.has(ep.id)) throw new Error(`endpoint ${ep.id} bound twice`);
    this.bound.set(ep.id, ep);
    const maxBytes = ep.maxBodyBytes ?? JSON_BODY_LIMIT;
    const message = `请求内容过大，最大 ${formatLimit(maxBytes)}`;
    // A form streams its file parts to disk, so its limit must not buffer the body (hono's bodyLimit
    // buffers one sent without a length); a JSON body is read whole anyway and is small.
    const limit =
      ep.body === 'multipart'
        ? streamedBodyLimit(() => ({ maxBytes, message }))
        : bodyLimit({ maxSize: maxBytes, onError: (c) => c.json(fail(new ApiError(413, message)), 413) });
    this.app.on(ep.method, ep.path, limit, async (c) => {
      const { deps } = c.var;
      const token = bearerToken(c.req.header('authorization'));
      const user = token ? await loadSession(deps.db, token) : null;
      if (user) user.ip = eventAddress(c, deps.config.trustedProxies);
      if (ep.access !== 'public') {
        if (!user) throw unauthenticated(token ? '登录已失效，请重新登录' : '请先登录');
        if (user.mustChangePassword && !MUST_CHANGE_PASSWORD_ALLOWS.includes(ep.id))
          throw forbidden(MUST_CHANGE_PASSWORD_MESSAGE);
        requireKeys(user.permissions, requiredKeys(ep.access));
      }
      const params = ep.params ? parseOrRefuse(ep.params, c.req.param()) : {};
      const fromQuery = ep.method === 'GET' || ep.method === 'DELETE' || ep.body === 'multipart';
      const raw = fromQuery ? queryObject(c) : await jsonBody(c);
      refuseNul(ep.params ?? ep.input, c.req.param());
      refuseNul(ep.input, raw);
      const input = parseOrRefuse(ep.input, raw);
      const data = await withSigningSession(user?.sessionId ?? null, () => handler({ input, params, user, deps, c } as never));
      // A streamed file (a report export): checked, refused and bound like any call, answered with its own body.
      if (data instanceof Response) return data;
      if (this.strictOutput) {
        const checked = ep.output.safeParse(data);
        if (!checked.success) throw new Error(`output of ${ep.id} breaks the contract: ${checked.error.message}`);
      }
      return c.json(ok(data ?? null));
    });
  }
}

function parseOrRefuse<S extends Schema>(schema: S, raw: unknown): z.output<S> {
  const r = schema.safeParse(raw);
  if (!r.success) throw badRequest(describeIssues(schema, r.error));
  return r.data;
}

/** PostgreSQL text cannot hold NUL nor jsonb a lone surrogate; refuse them up front instead of failing in the database. */
/** Lone UTF-16 surrogates cannot be stored (jsonb refuses them); they never come from real text. */
const isWellFormed = (s: string) => (s as unknown as { isWellFormed(): boolean }).isWellFormed();

function nulPath(value: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === 'string') return value.includes('\u0000') || !isWellFormed(value) ? path : null;
  if (path.length > 20 || value === null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value)) {
    const key = Array.isArray(value) ? Number(k) : k;
    if (k.includes('\u0000') || !isWellFormed(k)) return [...path, key];
    const found = nulPath(v, [...path, key]);
    if (found) return found;
  }
  return null;
}

function refuseNul(schema: Schema, raw: unknown): void {
  const path = nulPath(raw);
  if (path) throw badRequest(`${fieldLabel(schema, path)}：包含无效字符（空字符或不成对的代理字符）`);
}

function queryObject(c: Context): Record<string, string | string[]> {
  const all = c.req.queries();
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(all)) out[k] = v.length === 1 ? v[0] : v;
  return out;
}

async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, '请求体不是有效的 JSON');
  }
}
