import type { AnyEndpoint, InputOf } from '@contract/platform/endpoint';
import { type FetchResponse, ofetch } from 'ofetch';
import { ApiError } from './api-error';
import { buildPath, readEnvelope } from './http';
import { getToken } from './token';

/** Download progress: bytes received, and in all when the server said (0 when not). */
export interface DownloadProgress {
  loaded: number;
  total: number;
}

export interface DownloadOptions {
  signal?: AbortSignal;
  /** Called with each chunk as it arrives. */
  onProgress?: (p: DownloadProgress, chunk?: Uint8Array) => void;
}

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave the file (Content-Disposition), or `fallbackName`. */
  fileName: string;
}

/** `filename*=UTF-8''…` (RFC 5987) first, then a plain `filename="…"`. */
export function fileNameOf(disposition: string | null, fallbackName: string): string {
  if (!disposition) return fallbackName;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain ? plain[1].trim() : fallbackName;
}

/**
 * Posts to a contract endpoint that answers a file (e.g. a report export) and
 * reads the answer as a stream, reporting the bytes as they arrive; a refusal
 * still comes as the JSON envelope and fails as every call does. Aborting the
 * signal stops the transfer (and fails silently, as every cancelled call).
 * Same client rules as `api`: credentials, the Bearer token, no retries.
 */
export async function apiDownload<E extends AnyEndpoint>(
  ep: E,
  input: InputOf<E>,
  fallbackName: string,
  opts: DownloadOptions = {},
): Promise<DownloadedFile> {
  const url = new URL(buildPath(ep.path), location.origin).toString();
  const token = getToken();
  let res: FetchResponse<ReadableStream<Uint8Array>>;
  try {
    res = await ofetch.raw(url, {
      method: ep.method,
      body: (input ?? {}) as Record<string, unknown>,
      headers: token ? { Authorization: `Bearer ${token}` } : undefined,
      credentials: 'include',
      retry: 0,
      ignoreResponseError: true,
      responseType: 'stream',
      signal: opts.signal,
    });
  } catch (e) {
    if (opts.signal?.aborted) throw new ApiError('cancelled', 0, '请求已取消');
    throw new ApiError('network', 0, `网络连接失败：${e instanceof Error ? e.message : String(e)}`);
  }
  const stream = res._data;
  const total = Number(res.headers.get('content-length') ?? 0) || 0;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  const reader = stream?.getReader();
  // Not every fetch ends a body already being read when its signal aborts: stop reading ourselves.
  const stop = () => void reader?.cancel().catch(() => undefined);
  opts.signal?.addEventListener('abort', stop, { once: true });
  try {
    while (reader) {
      if (opts.signal?.aborted) throw new ApiError('cancelled', 0, '请求已取消');
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value as Uint8Array<ArrayBuffer>);
      loaded += value.byteLength;
      opts.onProgress?.({ loaded, total }, value);
    }
  } catch (e) {
    if (opts.signal?.aborted) throw new ApiError('cancelled', 0, '请求已取消');
    throw new ApiError('network', 0, `网络连接失败：${e instanceof Error ? e.message : String(e)}`);
  } finally {
    opts.signal?.removeEventListener('abort', stop);
  }
  // A cancelled read ends like a finished one: never save what was cut short.
  if (opts.signal?.aborted) throw new ApiError('cancelled', 0, '请求已取消');
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const text = new TextDecoder().decode(await new Blob(chunks).arrayBuffer());
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError('invalid', 0, '服务器响应异常，请稍后重试');
    }
    // A file endpoint answers an envelope only to refuse; an "ok" envelope is no file either.
    readEnvelope(ep, body);
    throw new ApiError('invalid', 0, '服务器没有返回文件');
  }
  return { blob: new Blob(chunks, { type }), fileName: fileNameOf(res.headers.get('content-disposition'), fallbackName) };
}

/** Hands a downloaded file to the browser to save under its name. */
export function saveFile({ blob, fileName }: DownloadedFile) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser the time to start the save before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
