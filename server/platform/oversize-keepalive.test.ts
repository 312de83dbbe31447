import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { accountAvatarUpload } from '@contract/account/account-settings';
import { login } from '@contract/auth/auth';
import { JSON_BODY_LIMIT } from '@contract/platform/endpoint';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestRuntime, type TestRuntime } from '../test/harness';

/**
 * Issue 27, item 6: a body refused with 413 before it is read leaves the
 * connection unusable (the server stops reading and closes it); the answer
 * must say `Connection: close`, so a keep-alive client opens a new
 * connection for its next request instead of failing on the dead one.
 */
describe('an oversized body refused on a keep-alive connection', () => {
  let rt: TestRuntime;
  let server: ReturnType<typeof serve>;
  let port: number;

  beforeAll(async () => {
    rt = await createTestRuntime({ seed: 'none' });
    const { app } = createApp(rt.deps);
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rt.close();
  });

  /** One request on the agent; the body is written in pieces, as a client streaming an upload does. */
  const send = (agent: http.Agent, path: string, body: Buffer | null) =>
    new Promise<{ status: number; connection: string | undefined; text: string; reused: boolean }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: body ? 'POST' : 'GET',
          agent,
          headers: body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {},
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d) => (text += d));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, text, reused: req.reusedSocket }),
          );
        },
      );
      req.on('error', reject);
      if (body) {
        for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.subarray(i, i + 64 * 1024));
      }
      req.end();
    });

  it.each([
    ['a JSON call', login.path],
    ['a streamed upload', accountAvatarUpload.path],
  ])('answers 413 to %s with Connection: close, and the next request on the same client succeeds', async (_, path) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // Warm the connection so the refusal happens on a kept-alive socket.
      expect((await send(agent, '/healthz', null)).status).toBe(200);
      // Far over what the server drains (64 MB) so it cannot read it to the end.
      const huge = Buffer.alloc(80 * 1024 * 1024 + JSON_BODY_LIMIT, 0x61);
      const refused = await send(agent, path, huge).catch((e: Error) => ({
        status: -1,
        connection: undefined,
        text: e.message,
        reused: false,
      }));
      expect(refused.status).toBe(413);
      expect(refused.connection).toBe('close');
      expect(JSON.parse(refused.text).message).toContain('请求内容过大');
      for (let i = 0; i < 3; i++) {
        const next = await send(agent, '/healthz', null);
        expect(next.status).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });
});
