import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { AnyEndpoint } from '@contract/platform/endpoint';
import { allEndpoints } from '@contract/platform/registry';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LocalBlobStore } from '../files/local-blob-store';
import { tokenFor } from '../test/client';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { uploadDoc } from '../test/library/upload';

const BOUNDARY = 'cutOff7MA4YWxkTrZu0gW';
const head = (name: string, file: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${file}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
const title = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\n截断\r\n`;

let rt: TestRuntime;
let admin: string;
let docId: number;
/** Errors that reached the process unhandled: each one would have ended the real server. */
let uncaught: unknown[] = [];
const record = (err: unknown) => uncaught.push(err);

beforeAll(async () => {
  rt = await createTestRuntime();
  admin = await tokenFor(rt, 'admin');
  const up = await uploadDoc(rt, admin, new TextEncoder().encode('制度正文'.repeat(20)), '制度.txt');
  docId = up.body.data.id;
});
afterAll(async () => {
  await rt.close();
});
beforeEach(() => {
  uncaught = [];
  process.on('uncaughtException', record);
});
afterEach(() => {
  process.off('uncaughtException', record);
});

const tmpFiles = (root: string) => (fs.existsSync(path.join(root, '.tmp')) ? fs.readdirSync(path.join(root, '.tmp')) : []);
const blobFiles = () => {
  const dir = path.join(rt.deps.config.dataDir, 'files');
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()) : [];
};
/** Lets pending stream events run, so an error emitted without a listener shows up before the test ends. */
const settle = () => new Promise((r) => setTimeout(r, 50));

function post(ep: AnyEndpoint, chunks: (string | Error)[]) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) {
        if (c instanceof Error) return controller.error(c);
        controller.enqueue(new TextEncoder().encode(c));
      }
      controller.close();
    },
  });
  return rt.app.fetch(
    new Request(`http://localhost${ep.path.replace(':id', String(docId)).replace(':picType', 'logo')}`, {
      method: 'POST',
      body,
      headers: { authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      duplex: 'half',
    } as RequestInit),
  );
}

describe('blob store and cut-off streams', () => {
  it('refuses a stream that fails before the store has started writing, without an unhandled error or a leftover', async () => {
    const root = fs.mkdtempSync(path.join(rt.deps.config.dataDir, 'store-'));
    const source = new PassThrough();
    const put = new LocalBlobStore(root).put(source);
    // Failing in the same tick as the call: nothing has been written or opened yet.
    source.destroy(new Error('连接中断'));
    await expect(put).rejects.toThrow('连接中断');
    await settle();
    expect(uncaught).toEqual([]);
    expect(tmpFiles(root)).toEqual([]);
  });
});

for (const ep of allEndpoints.filter((e) => e.body === 'multipart')) {
  describe(`${ep.id} with a cut-off form`, () => {
    it('answers 400 to a form that ends right after its file part headers, without an unhandled error', async () => {
      const before = blobFiles().length;
      const res = await post(ep, [title + head('file', '制度.pdf')]);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('上传内容无法解析，请重新选择文件');
      await settle();
      expect(uncaught).toEqual([]);
      expect(blobFiles()).toHaveLength(before);
    });

    it('answers 400 to a form that ends inside a file part it skips, without an unhandled error', async () => {
      const res = await post(ep, [`${title + head('extra', 'x.bin')}abc`]);
      expect(res.status).toBe(400);
      await settle();
      expect(uncaught).toEqual([]);
    });

    it('answers 400 to a cut-off form refused in a text field before its file part, and stores nothing', async () => {
      const before = blobFiles().length;
      const nul = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\n\u0000\r\n`;
      // Cut off too: a file part parsed after the refusal would wait for its end forever.
      const res = await post(ep, [`${nul + head('file', 'a.txt')}正文`]);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain('空字符');
      await settle();
      expect(blobFiles()).toHaveLength(before);
    });

    it('stops and removes a half-written file when the client hangs up mid-upload', async () => {
      const before = blobFiles().length;
      const hangUp = new AbortController();
      const tmp = path.join(rt.deps.config.dataDir, 'files', '.tmp');
      // The first part of the file, then silence: the connection stays open until the client gives up.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(title + head('file', 'a.mp4') + 'x'.repeat(200_000)));
        },
      });
      const answer = rt.app.fetch(
        new Request(`http://localhost${ep.path.replace(':id', String(docId)).replace(':picType', 'logo')}`, {
          method: 'POST',
          body,
          signal: hangUp.signal,
          headers: { authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          duplex: 'half',
        } as RequestInit),
      );
      for (let i = 0; i < 100 && tmpFiles(path.dirname(tmp)).length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      hangUp.abort();
      const res = await answer;
      expect(res.status).toBe(400);
      await settle();
      expect(uncaught).toEqual([]);
      expect(tmpFiles(path.dirname(tmp))).toEqual([]);
      expect(blobFiles()).toHaveLength(before);
    });

    it('keeps nothing of a file whose upload breaks off halfway', async () => {
      const before = blobFiles().length;
      const res = await post(ep, [title + head('file', 'a.mp4'), 'x'.repeat(200_000), new Error('客户端断开')]);
      expect(res.status).toBeGreaterThanOrEqual(400);
      await settle();
      expect(uncaught).toEqual([]);
      expect(blobFiles()).toHaveLength(before);
    });
  });
}
