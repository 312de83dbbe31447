import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { login } from '@contract/auth/auth';
import { JSON_BODY_LIMIT } from '@contract/platform/endpoint';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { createTestRuntime, type TestRuntime } from '../test/harness';

/** A stand-in for `vite build` output: an index page and hashed assets. */
function fakeDist(): { dir: string; js: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aikn-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="zh-CN"><head><script type="module" src="/webaikn/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  const js = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `知识条目${i}`))};\n`;
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), js);
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, js };
}

function expectEnvelope(body: unknown, code: number) {
  expect(body).toMatchObject({ code, success: false, data: null });
  const message = (body as { message: string }).message;
  expect(message).toMatch(/[\u4e00-\u9fff]/);
  expect(message).not.toMatch(/\bat \S+ \(|Error:|node_modules/);
}

describe('HTTP platform behaviour', () => {
  let rt: TestRuntime;
  let app: ReturnType<typeof createApp>['app'];
  let dist: { dir: string; js: string };

  beforeAll(async () => {
    rt = await createTestRuntime({ seed: 'none' });
    dist = fakeDist();
    ({ app } = createApp({ ...rt.deps, config: { ...rt.deps.config, distDir: dist.dir } }));
    app.get('/platform-test/explode', () => {
      throw new Error('secret internal detail');
    });
  });
  afterAll(async () => {
    await rt.close();
    fs.rmSync(dist.dir, { recursive: true, force: true });
  });

  it('sends the security headers on pages and API answers', async () => {
    for (const url of ['/webaikn/', '/healthz', '/api/docs', login.path]) {
      const res = await app.request(url);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it('redirects / and /webaikn to /webaikn/', async () => {
    const root = await app.request('/');
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/webaikn/');
    const bare = await app.request('/webaikn');
    expect(bare.headers.get('location')).toBe('/webaikn/');
  });

  it('serves index.html under /webaikn/ for every app path, never cached', async () => {
    for (const url of ['/webaikn/', '/webaikn/index.html', '/webaikn/some/deep/path']) {
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets compressed and cached for a year', async () => {
    const res = await app.request('/webaikn/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(Buffer.byteLength(dist.js));
    expect(gunzipSync(body).toString('utf8')).toBe(dist.js);
  });

  it('compresses a large JSON answer in one piece with its length, and leaves a small one plain', async () => {
    const big = await app.request('/api/openapi.json', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(big.status).toBe(200);
    expect(big.headers.get('content-encoding')).toBe('gzip');
    const body = Buffer.from(await big.arrayBuffer());
    expect(Number(big.headers.get('content-length'))).toBe(body.length);
    expect(JSON.parse(gunzipSync(body).toString('utf8')).openapi).toMatch(/^3\.1/);
    const plain = await app.request('/api/openapi.json');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await plain.text()).openapi).toMatch(/^3\.1/);
    const small = await app.request('/healthz', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ status: 'ok' });
  });

  it('serves other static files without long caching', async () => {
    const res = await app.request('/webaikn/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing hashed asset with 404, not the app page', async () => {
    const res = await app.request('/webaikn/assets/index-old999.js');
    expect(res.status).toBe(404);
  });

  it('refuses a body over 1 MB with a 413 envelope', async () => {
    const body = JSON.stringify({ username: 'x'.repeat(JSON_BODY_LIMIT + 10), password: 'p', keyId: 'k' });
    const res = await app.request(login.path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(413);
    expectEnvelope(await res.json(), 413);
  });

  it('refuses malformed JSON with a 400 envelope', async () => {
    const res = await app.request(login.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": "admin",',
    });
    expect(res.status).toBe(400);
    expectEnvelope(await res.json(), 400);
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    for (const url of ['/aikn-app/nothing/here', '/base-admin/login/nothing', '/api/nothing']) {
      const res = await app.request(url, { method: 'POST' });
      expect(res.status).toBe(404);
      expectEnvelope(await res.json(), 404);
    }
  });

  it('answers an unexpected failure with a 500 envelope that reveals no internals', async () => {
    const res = await app.request('/platform-test/explode');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret internal detail');
    expectEnvelope(JSON.parse(text), 500);
  });

  it('explains a missing build instead of warning about a missing static root', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const missing = path.join(os.tmpdir(), 'aikn-no-dist-here');
      const { app: bare } = createApp({ ...rt.deps, config: { ...rt.deps.config, distDir: missing } });
      const res = await bare.request('/webaikn/');
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('npm run build');
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
