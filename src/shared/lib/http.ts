import type { AnyEndpoint, InputOf, OutputOf } from '@contract/platform/endpoint';
import { CODE_OK, CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { FetchError, ofetch } from 'ofetch';
import { ApiError } from './api-error';
import { clearToken, getToken } from './token';

/**
 * The single HTTP client of the SPA (ARCHITECTURE §7.2): credentials always
 * sent, the stored token as a Bearer header, and the envelope rules of
 * SPEC §8. Nothing else calls fetch.
 */
const client = ofetch.create({
  credentials: 'include',
  // Retrying is the query layer's decision, never the transport's.
  retry: 0,
  // Refusals carry an envelope too; read it instead of throwing on the status.
  ignoreResponseError: true,
  responseType: 'json',
});

type UnauthenticatedHandler = () => void;
let onUnauthenticated: UnauthenticatedHandler = () => undefined;

/**
 * Installs what happens after the server answers code -1 (the app sends the
 * user to the enter page). The token is already cleared when it runs.
 */
export function setUnauthenticatedHandler(handler: UnauthenticatedHandler) {
  onUnauthenticated = handler;
}

export interface CallOptions {
  /** Values of the endpoint's `:name` path segments. */
  params?: Record<string, string | number>;
  /** Cancels the call; a cancelled call fails silently (SPEC §8). */
  signal?: AbortSignal;
  /**
   * Lets the request outlive the page (fetch `keepalive`), e.g. a last report
   * sent while the tab closes; sendBeacon cannot carry the Authorization header.
   */
  keepalive?: boolean;
}

/** Replaces `:name` segments of a contract path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(v));
  });
}

/** GET input as a query string: arrays repeat the key, empty values are left out. */
export function toQuery(input: unknown): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (Array.isArray(v)) for (const x of v) qs.append(k, String(x));
    else if (v !== undefined && v !== null && v !== '') qs.append(k, String(v));
  }
  const s = qs.toString();
  return s ? `?${s}` : '';
}

interface RawEnvelope {
  code: unknown;
  message?: unknown;
  success?: unknown;
  data?: unknown;
}

function isEnvelope(body: unknown): body is RawEnvelope {
  return typeof body === 'object' && body !== null && 'code' in body;
}

/**
 * Calls a contract endpoint and returns its `data`, parsed with the
 * endpoint's output schema. Every failure is an {@link ApiError}.
 */
export async function api<E extends AnyEndpoint>(ep: E, input: InputOf<E>, opts: CallOptions = {}): Promise<OutputOf<E>> {
  const isQuery = ep.method === 'GET' || ep.method === 'DELETE';
  const path = buildPath(ep.path, opts.params);
  const url = new URL(path + (isQuery ? toQuery(input) : ''), location.origin).toString();
  return send(ep, url, isQuery ? undefined : ((input ?? {}) as Record<string, unknown>), opts);
}

async function send<E extends AnyEndpoint>(
  ep: E,
  url: string,
  payload: Record<string, unknown> | undefined,
  opts: CallOptions,
): Promise<OutputOf<E>> {
  const token = getToken();
  let body: unknown;
  try {
    body = await client(url, {
      method: ep.method,
      headers: token ? { Authorization: `Bearer ${token}` } : undefined,
      body: payload,
      signal: opts.signal,
      keepalive: opts.keepalive,
    });
  } catch (e) {
    if (opts.signal?.aborted) throw new ApiError('cancelled', 0, '请求已取消');
    // No answer at all: show the transport's own error text (SPEC §8).
    const cause = e instanceof FetchError ? (e.cause as Error | undefined) : undefined;
    const text = cause?.message ?? (e instanceof Error ? e.message : String(e));
    throw new ApiError('network', 0, `网络连接失败：${text}`);
  }
  return readEnvelope(ep, body);
}

/** The `data` of an envelope the server answered, or the {@link ApiError} it stands for. */
export function readEnvelope<E extends AnyEndpoint>(ep: E, body: unknown): OutputOf<E> {
  if (!isEnvelope(body)) throw new ApiError('invalid', 0, '服务器响应异常，请稍后重试');
  const code = Number(body.code);
  const message = typeof body.message === 'string' ? body.message : '';
  if (code === CODE_UNAUTHENTICATED) {
    clearToken();
    onUnauthenticated();
    throw new ApiError('server', code, message || '登录已失效，请重新登录');
  }
  if (code !== CODE_OK || body.success === false) throw new ApiError('server', code, message, body.data ?? null);
  const parsed = ep.output.safeParse(body.data);
  if (!parsed.success) throw new ApiError('invalid', code, '服务器返回的数据格式不正确');
  return parsed.data as OutputOf<E>;
}

/** Upload progress: bytes sent so far and in all (`total` is 0 when the browser cannot tell). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions extends CallOptions {
  onProgress?: (p: UploadProgress) => void;
}

/**
 * Sends a multipart form (`body: 'multipart'` endpoints), reporting upload
 * progress; the same envelope rules as {@link api}.
 * fetch cannot report the progress of a request body, so this one call goes
 * through XMLHttpRequest; aborting the signal cancels the upload (and fails
 * silently, as every cancelled call).
 */
export function apiUpload<E extends AnyEndpoint>(ep: E, form: FormData, opts: UploadOptions = {}): Promise<OutputOf<E>> {
  const url = new URL(buildPath(ep.path, opts.params), location.origin).toString();
  return new Promise<OutputOf<E>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const cancelled = () => reject(new ApiError('cancelled', 0, '请求已取消'));
    if (opts.signal?.aborted) return cancelled();
    xhr.open(ep.method, url);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => opts.onProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : 0 });
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        return reject(new ApiError('invalid', 0, '服务器响应异常，请稍后重试'));
      }
      try {
        resolve(readEnvelope(ep, body));
      } catch (e) {
        reject(e);
      }
    };
    xhr.onerror = () => reject(new ApiError('network', 0, '网络连接失败：上传中断'));
    xhr.onabort = cancelled;
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
