import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDLE_SOCKET_MS } from './keep-alive';

/**
 * A small round-robin reverse proxy written for the benchmark, standing in
 * for the load balancer an operator puts in front of several servers. It
 * listens on the loopback only, is bounded (client sockets, requests in
 * flight, timeouts), streams bodies both ways without buffering, and keeps
 * no sticky sessions: consecutive requests of one user land on different
 * servers, which is what the servers must cope with.
 */

/** Hop-by-hop headers (RFC 9110 §7.6.1): they describe one connection and are not forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Response header naming the backend that answered (0-based), so the bench can attribute failures. */
export const BACKEND_HEADER = 'x-bench-backend';

export interface ProxyLimits {
  /** Client sockets the proxy accepts at once. */
  maxSockets: number;
  /** Requests in flight at once; more are refused with 503 rather than queued without bound. */
  maxInFlight: number;
  /** Sockets to each backend. */
  maxBackendSockets: number;
  /** A backend socket idle this long (no bytes either way) fails the exchange. */
  backendTimeoutMs: number;
  /** A backend that failed is left out this long, then taken back only once its /readyz answers. */
  downMs: number;
}

const DEFAULT_LIMITS: ProxyLimits = {
  maxSockets: 512,
  maxInFlight: 256,
  maxBackendSockets: 64,
  backendTimeoutMs: 60_000,
  downMs: 3_000,
};

interface Backend {
  index: number;
  port: number;
  readonly agent: http.Agent;
  /** Out of the rotation: for downMs after a failure, and then until a /readyz probe succeeds. */
  down: boolean;
  probe: NodeJS.Timeout | null;
  inFlight: number;
  forwarded: number;
}

/** A request the proxy could not complete, and why. */
export interface ProxyFailure {
  backend: number;
  method: string;
  path: string;
  reason: string;
  /** The backend had started its answer (headers sent on): the client's response was cut off. */
  midResponse: boolean;
}

const isIdempotentWithoutBody = (method: string | undefined) => method === 'GET' || method === 'HEAD';

export class RoundRobinProxy {
  private readonly backends: Backend[];
  private readonly server: http.Server;
  private readonly limits: ProxyLimits;
  private next = 0;
  private inFlight = 0;
  readonly failures: ProxyFailure[] = [];
  /** Requests a backend failed on before answering and that another backend then served. */
  retried = 0;
  /** Requests refused because maxInFlight was reached. */
  refused = 0;

  constructor(ports: number[], limits: Partial<ProxyLimits> = {}) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
    this.backends = ports.map((port, index) => ({
      index,
      port,
      // Idle sockets are dropped before the server's 5 s keep-alive timeout would close them under a new request (see IDLE_SOCKET_MS).
      agent: new http.Agent({
        keepAlive: true,
        maxSockets: this.limits.maxBackendSockets,
        maxFreeSockets: 16,
        timeout: IDLE_SOCKET_MS,
      }),
      down: false,
      probe: null,
      inFlight: 0,
      forwarded: 0,
    }));
    this.server = http.createServer((req, res) => this.handle(req, res));
    this.server.maxConnections = this.limits.maxSockets;
    // A slow or stuck client must not hold a slot forever; uploads of the bench take well under this.
    this.server.headersTimeout = 10_000;
    this.server.requestTimeout = 120_000;
    this.server.keepAliveTimeout = 5_000;
  }

  /** Starts listening on 127.0.0.1 (never on other interfaces); answers the base URL. */
  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    for (const b of this.backends) {
      if (b.probe) clearTimeout(b.probe);
      b.agent.destroy();
    }
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Requests being served by backend `index` right now. */
  inFlightOn(index: number): number {
    return this.backends[index]?.inFlight ?? 0;
  }

  /** Requests forwarded to each backend so far. */
  forwardedCounts(): number[] {
    return this.backends.map((b) => b.forwarded);
  }

  isDown(index: number): boolean {
    return this.backends[index]?.down ?? false;
  }

  /** The next backend in turn that is up and not tried yet for this request. */
  private pick(tried: Set<number>): Backend | undefined {
    for (let i = 0; i < this.backends.length; i++) {
      const b = this.backends[(this.next + i) % this.backends.length]!;
      if (b.down || tried.has(b.index)) continue;
      this.next = (b.index + 1) % this.backends.length;
      return b;
    }
    return undefined;
  }

  private markDown(b: Backend): void {
    if (b.down) return;
    b.down = true;
    // Idle sockets kept alive to a dead process would only fail later requests one by one; those in use finish or fail on their own.
    for (const sockets of Object.values(b.agent.freeSockets)) for (const socket of sockets ?? []) socket.destroy();
    this.scheduleProbe(b);
  }

  /** After a pause of downMs, /readyz decides whether the backend rejoins the rotation; else another pause. */
  private scheduleProbe(b: Backend): void {
    b.probe = setTimeout(() => {
      b.probe = null;
      const req = http.get({ host: '127.0.0.1', port: b.port, path: '/readyz', timeout: 1_000, agent: false }, (res) => {
        res.resume();
        if (res.statusCode === 200) b.down = false;
        else this.scheduleProbe(b);
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => this.scheduleProbe(b));
    }, this.limits.downMs);
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    if (this.inFlight >= this.limits.maxInFlight) {
      this.refused++;
      req.resume();
      this.refuse(res, 503, '代理繁忙，请稍后再试', -1);
      return;
    }
    this.inFlight++;
    res.once('close', () => this.inFlight--);
    this.forward(req, res, new Set());
  }

  private refuse(res: http.ServerResponse, status: number, message: string, backend: number): void {
    if (res.headersSent) return void res.destroy();
    const body = JSON.stringify({ code: status, message, success: false, data: null });
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      [BACKEND_HEADER]: String(backend),
    });
    res.end(body);
  }

  private forward(req: http.IncomingMessage, res: http.ServerResponse, tried: Set<number>): void {
    const backend = this.pick(tried);
    if (!backend) {
      const last = [...tried].pop() ?? -1;
      this.failures.push({
        backend: last,
        method: req.method ?? '',
        path: req.url ?? '',
        reason: '没有可用的后端',
        midResponse: false,
      });
      req.resume();
      this.refuse(res, 502, '后端服务不可用', last);
      return;
    }
    tried.add(backend.index);
    backend.inFlight++;
    backend.forwarded++;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      backend.inFlight--;
    };

    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
    const peer = req.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${peer}` : peer;
    headers['x-forwarded-proto'] = 'http';

    const upstream = http.request({
      host: '127.0.0.1',
      port: backend.port,
      method: req.method,
      path: req.url,
      headers,
      agent: backend.agent,
      timeout: this.limits.backendTimeoutMs,
    });
    let answered = false;
    /** The client closed its side first: whatever the backend then reports is our own doing, not its failure. */
    let abandoned = false;
    const failed = (reason: string, midResponse: boolean) => {
      this.failures.push({ backend: backend.index, method: req.method ?? '', path: req.url ?? '', reason, midResponse });
      this.markDown(backend);
    };
    upstream.on('timeout', () => upstream.destroy(new Error('后端超时')));
    upstream.on('response', (answer) => {
      answered = true;
      const out: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
      out[BACKEND_HEADER] = String(backend.index);
      res.writeHead(answer.statusCode ?? 502, out);
      // Sent at once, not with the first body bytes: a client whose answer is then cut off knows which backend it was.
      res.flushHeaders();
      answer.pipe(res);
      answer.on('end', settle);
      // pipe() passes no errors on: a backend dying mid-answer must cut the client's response off, not end it cleanly.
      answer.once('close', () => {
        settle();
        if (answer.complete || abandoned) return;
        failed('后端在响应中途断开', true);
        res.destroy();
      });
      answer.on('error', () => undefined); // reported by 'close' above
    });
    upstream.on('error', (err) => {
      settle();
      if (answered || abandoned) return;
      this.markDown(backend);
      // A GET carries no body, so nothing of it was consumed: another backend can serve it as if it were the first.
      if (isIdempotentWithoutBody(req.method)) {
        this.retried++;
        this.forward(req, res, tried);
        return;
      }
      failed(err.message, false);
      req.unpipe(upstream);
      req.resume();
      this.refuse(res, 502, '后端服务不可用', backend.index);
    });
    // The client went away before the exchange finished: stop the backend's work on it too.
    res.once('close', () => {
      if (res.writableFinished) return;
      abandoned = true;
      upstream.destroy();
      settle();
    });

    if (isIdempotentWithoutBody(req.method)) upstream.end();
    else req.pipe(upstream);
  }
}
