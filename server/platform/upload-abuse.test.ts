import fs from 'node:fs';
import path from 'node:path';
import type { AnyEndpoint } from '@contract/platform/endpoint';
import { allEndpoints } from '@contract/platform/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrokenBody, brokenBodies } from '../test/platform/multipart-bodies';
import { rawRequest } from '../test/platform/raw-request';
import { disposeServer, type ServerProcess, signIn, startServer, tempDataDir } from '../test/platform/server-process';

const START_MS = 180_000;
const uploadRoutes = allEndpoints.filter((ep) => ep.body === 'multipart');

/** A small text document uploaded for real, so uploadVersion reaches its form. */
async function uploadOneDocument(base: string, token: string): Promise<number> {
  const form = new FormData();
  form.append('file', new File([new TextEncoder().encode('规章制度正文'.repeat(50))], '制度.txt'));
  const res = await fetch(`${base}/aikn-app/library/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { data: { id: number } };
  if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
  return body.data.id;
}

/**
 * The real server process receiving broken multipart bodies on every upload
 * route: truncated forms, malformed ones, and clients that hang up halfway.
 * Each must be refused (or dropped) without taking the process down.
 */
describe('upload routes under truncated, malformed and abandoned multipart bodies', () => {
  const dataDir = tempDataDir('upload-abuse');
  let server: ServerProcess;
  let token = '';
  let docId = 0;

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir, AIKN_SEED: 'none', LOG_LEVEL: 'warn' });
    token = await signIn(server.base, 'admin', 'Aikn@2026');
    docId = await uploadOneDocument(server.base, token);
  }, START_MS);

  afterAll(() => disposeServer(server, dataDir), 120_000);

  const pathOf = (ep: AnyEndpoint) => ep.path.replace(':id', String(docId));

  async function send(ep: AnyEndpoint, b: BrokenBody) {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'content-type': b.contentType };
    if (!b.chunked) headers['content-length'] = String(b.declaredLength ?? b.body.length);
    return rawRequest(server.base, { path: pathOf(ep), headers, body: b.body, abandon: b.abandon });
  }

  for (const ep of uploadRoutes) {
    it(`${ep.id}: refuses every broken body with a 4xx and keeps answering /readyz`, async () => {
      for (const b of brokenBodies()) {
        const answer = await send(ep, b);
        if (answer) {
          expect(answer.status, `${b.name}: ${answer.body}`).toBeGreaterThanOrEqual(400);
          expect(answer.status, `${b.name}: ${answer.body}`).toBeLessThan(500);
          expect(JSON.parse(answer.body).message, b.name).toMatch(/[\u4e00-\u9fff]/);
        }
        expect(server.child.exitCode, `${b.name} ended the server:\n${server.output()}`).toBeNull();
        const ready = await fetch(`${server.base}/readyz`);
        expect(ready.status, b.name).toBe(200);
      }
    });
  }

  it('leaves no partial file behind once the broken uploads are done', async () => {
    const tmp = path.join(dataDir, 'files', '.tmp');
    // Abandoned requests are cleaned up when the server notices the closed socket; give it that moment.
    for (let i = 0; i < 50 && fs.existsSync(tmp) && fs.readdirSync(tmp).length > 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(fs.existsSync(tmp) ? fs.readdirSync(tmp) : []).toEqual([]);
  });
});
