import crypto from 'node:crypto';
import http from 'node:http';
import { gunzip } from 'node:zlib';
import type { Envelope } from '@contract/platform/envelope';
import { IDLE_SOCKET_MS } from './keep-alive';
import { BACKEND_HEADER } from './proxy';

/**
 * The simulated users' HTTP client: node:http over kept-alive connections,
 * gzip accepted as a browser would. It costs the machine's two cores less
 * than fetch, which leaves more of them to the servers under test.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 128, timeout: IDLE_SOCKET_MS });

/** Drops the kept-alive connections, so servers being stopped are not held open by idle sockets of the bench. */
export function closeConnections(): void {
  agent.destroy();
}

/** What one exchange came to; `backend` is the proxy's answering backend (0-based), absent when direct. */
export interface Answer {
  status: number;
  backend?: number;
  /** The transport failed (reset, refused, cut off) before a whole answer arrived. */
  error?: string;
}

export interface JsonAnswer<T> extends Answer {
  body?: Envelope<T>;
}

export interface DownloadAnswer extends Answer {
  bytes: number;
  sha256: string;
  contentRange?: string;
}

const backendOf = (res: http.IncomingMessage) => {
  const raw = res.headers[BACKEND_HEADER];
  return raw === undefined ? undefined : Number(raw);
};

function exchange(
  base: string,
  method: string,
  path: string,
  headers: http.OutgoingHttpHeaders,
  body: Buffer | null,
  onResponse: (res: http.IncomingMessage, done: (extra: object) => void) => void,
): Promise<Answer & Record<string, unknown>> {
  return new Promise((resolve) => {
    let backend: number | undefined;
    let status = 0;
    const req = http.request(new URL(path, base), { method, agent, headers }, (res) => {
      backend = backendOf(res);
      status = res.statusCode ?? 0;
      // A response cut off mid-body (its server killed) is an aborted close, not an end.
      res.once('close', () => {
        if (!res.complete) resolve({ status, backend, error: '响应中途断开' });
      });
      onResponse(res, (extra) => resolve({ status, backend, ...extra }));
    });
    req.on('error', (err) => resolve({ status, backend, error: err.message }));
    req.end(body ?? undefined);
  });
}

/** Reads a JSON envelope (gzipped or not); a body that is not one is an error of its own. */
function readEnvelope(res: http.IncomingMessage, done: (extra: object) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => {
    const raw = Buffer.concat(chunks);
    const parse = (text: Buffer) => {
      try {
        done({ body: JSON.parse(text.toString('utf8')) });
      } catch {
        done({ error: `不是 JSON 响应（状态 ${res.statusCode}，${raw.length} 字节）` });
      }
    };
    if (res.headers['content-encoding'] !== 'gzip') return parse(raw);
    gunzip(raw, (err, text) => (err ? done({ error: `gzip 解压失败：${err.message}` }) : parse(text)));
  });
}

/** A JSON call (GET with a query, anything else with a JSON body) with a bearer token. */
export async function callJson<T>(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  token: string,
  input?: unknown,
): Promise<JsonAnswer<T>> {
  const payload = method === 'GET' || input === undefined ? null : Buffer.from(JSON.stringify(input));
  const headers: http.OutgoingHttpHeaders = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = payload.length;
  }
  return (await exchange(base, method, path, headers, payload, readEnvelope)) as JsonAnswer<T>;
}

/** A multipart upload of one file (field `file`), as a browser's form sends it. */
export async function uploadFile<T>(
  base: string,
  path: string,
  token: string,
  fileName: string,
  content: Buffer,
): Promise<JsonAnswer<T>> {
  const boundary = `----benchScale${crypto.randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: text/plain\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': body.length,
    'accept-encoding': 'gzip',
  };
  return (await exchange(base, 'POST', path, headers, body, readEnvelope)) as JsonAnswer<T>;
}

/** A file download, hashed while it streams (never held whole); `range` asks for part of it. */
export async function download(base: string, path: string, token: string, range?: string): Promise<DownloadAnswer> {
  const headers: http.OutgoingHttpHeaders = { authorization: `Bearer ${token}` };
  if (range) headers.range = range;
  const answer = await exchange(base, 'GET', path, headers, null, (res, done) => {
    const hash = crypto.createHash('sha256');
    let bytes = 0;
    res.on('data', (c: Buffer) => {
      bytes += c.length;
      hash.update(c);
    });
    res.on('end', () => done({ bytes, sha256: hash.digest('hex'), contentRange: res.headers['content-range'] }));
  });
  return { bytes: 0, sha256: '', ...answer } as DownloadAnswer;
}
