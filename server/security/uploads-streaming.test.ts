import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../test/client';
import { pad } from '../test/files/images';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { seedVideo } from '../test/video/upload';

const BOUNDARY = 'streamed7MA4YWxkTrZu0gW';
const enc = (s: string) => new TextEncoder().encode(s);
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (name: string, file: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${file}"\r\nContent-Type: application/octet-stream\r\n\r\n`;

let rt: TestRuntime;
let token: string;

beforeAll(async () => {
  rt = await createTestRuntime();
  token = await tokenFor(rt, 'zhangsan');
});
afterAll(async () => {
  await rt.close();
});

/** Bytes of a half-written upload in the blob store's temporary folder. */
function bytesBeingWritten(): number {
  const tmp = path.join(rt.deps.config.dataDir, 'files', '.tmp');
  if (!fs.existsSync(tmp)) return 0;
  return fs.readdirSync(tmp).reduce((n, f) => n + fs.statSync(path.join(tmp, f)).size, 0);
}

/**
 * Sends a form in two halves: the fields and the first part of the file,
 * then, before the rest, waits (a bounded while) for the server to have
 * written some of the file to disk. A server that buffers the whole body
 * first writes nothing until the body has ended.
 */
async function uploadInTwoHalves(route: string, fields: string, file: { name: string; bytes: Uint8Array }) {
  const cut = 64 * 1024;
  let writtenBeforeTheEnd = 0;
  let half = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (half === 0) {
        controller.enqueue(enc(fields + fileHead('file', file.name)));
        controller.enqueue(file.bytes.subarray(0, cut));
      } else if (half === 1) {
        for (let i = 0; i < 150 && bytesBeingWritten() === 0; i++) await new Promise((r) => setTimeout(r, 20));
        writtenBeforeTheEnd = bytesBeingWritten();
        controller.enqueue(file.bytes.subarray(cut));
        controller.enqueue(enc(`\r\n--${BOUNDARY}--\r\n`));
        controller.close();
      }
      half++;
    },
  });
  const res = await rt.app.fetch(
    new Request(`http://localhost${route}`, {
      method: 'POST',
      body,
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      duplex: 'half',
    } as RequestInit),
  );
  return { status: res.status, body: (await res.json()) as { message: string }, writtenBeforeTheEnd };
}

describe('uploads stream to disk instead of being held in memory', () => {
  it('writes a video to disk while its upload is still arriving', async () => {
    const fields = field('title', '流式上传') + field('duration', '20') + field('width', '480') + field('height', '270');
    const r = await uploadInTwoHalves('/aikn-app/video/upload', fields, {
      name: 'onboarding.mp4',
      bytes: seedVideo('onboarding.mp4'),
    });
    expect(r.status, r.body.message).toBe(200);
    expect(r.writtenBeforeTheEnd).toBeGreaterThan(0);
  });

  it('writes an image to disk while its upload is still arriving', async () => {
    const png = pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 256 * 1024);
    const r = await uploadInTwoHalves('/aikn-app/file/uploadImage', '', { name: '大图.png', bytes: png });
    expect(r.status, r.body.message).toBe(200);
    expect(r.writtenBeforeTheEnd).toBeGreaterThan(0);
  });

  it('writes a document to disk while its upload is still arriving', async () => {
    const text = enc('规章制度正文\n'.repeat(12_000));
    const r = await uploadInTwoHalves('/aikn-app/library/upload', '', { name: '制度.txt', bytes: text });
    expect(r.status, r.body.message).toBe(200);
    expect(r.writtenBeforeTheEnd).toBeGreaterThan(0);
  });
});
