import http from 'node:http';

export interface RawRequest {
  method?: string;
  path: string;
  headers: Record<string, string>;
  /** What is actually sent; the declared Content-Length (header) may say more. */
  body: Buffer;
  /** Cut the connection after sending the body instead of waiting for an answer (a client that went away). */
  abandon?: boolean;
  /** Give up (reject) when no answer came within this many ms. */
  timeoutMs?: number;
}

export interface RawAnswer {
  status: number;
  body: string;
  ms: number;
}

/**
 * A request over a fresh loopback connection (no keep-alive reuse), byte for byte as given: a body
 * shorter than its declared length, a chunked body without its closing
 * boundary, or a client that hangs up halfway. Resolves null for an
 * abandoned request once the socket is closed.
 */
export function rawRequest(base: string, req: RawRequest): Promise<RawAnswer | null> {
  const url = new URL(req.path, base);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const r = http.request(url, { method: req.method ?? 'POST', headers: req.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: Date.now() - started }),
      );
      res.on('error', reject);
    });
    r.on('error', (err) => (req.abandon ? resolve(null) : reject(err)));
    if (req.timeoutMs) r.setTimeout(req.timeoutMs, () => r.destroy(new Error(`no answer within ${req.timeoutMs} ms`)));
    if (req.abandon) {
      r.on('close', () => resolve(null));
      r.write(req.body, () => {
        // A moment for the server to start reading the part before the client hangs up.
        setTimeout(() => r.destroy(), 50);
      });
      return;
    }
    r.end(req.body);
  });
}
