import { libraryPreview } from '@contract/library/library-views';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInWorker, WorkerCrashError } from '../../files/documents/worker-pool';
import { imageSize } from '../../files/image-size';
import { call, tokenFor } from '../../test/client';
import { PNG_1X1, pdfFromObjects } from '../../test/files/documents';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { uploadDoc } from '../../test/library/upload';

/**
 * @napi-rs/canvas (0.1.100, upstream issue Brooooooklyn/canvas#1309) ends the
 * whole process with a segfault when it decodes a truncated JPEG or WebP. A
 * worker thread does not contain that, so without the child-process pool
 * these tests take the test process down instead of failing an assertion.
 */

let rt: TestRuntime;
let lisi: string;

beforeAll(async () => {
  rt = await createTestRuntime();
  lisi = await tokenFor(rt, 'lisi');
});
afterAll(async () => {
  await rt.close();
});

/**
 * A real 64×64 picture cut short: the header (and the size it declares) is
 * intact, the compressed pixels are not. The JPEG keeps every header (frame,
 * tables) and stops where its scan would start (a cut inside the scan decodes
 * as grey, without a crash); the WebP loses half of its bitstream.
 */
async function truncated(format: 'jpeg' | 'webp'): Promise<Uint8Array> {
  const canvas = createCanvas(64, 64);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#c00';
  ctx.fillRect(0, 0, 64, 64);
  ctx.fillStyle = '#00c';
  ctx.fillRect(10, 10, 30, 30);
  const full = new Uint8Array(await canvas.encode(format));
  if (format === 'webp') return full.slice(0, Math.floor(full.length / 2));
  let sos = 2;
  while (full[sos + 1] !== 0xda) sos += 2 + ((full[sos + 2]! << 8) | full[sos + 3]!);
  return full.slice(0, sos);
}

/** The picture a reader's browser fetches for a document's image preview. */
async function fetchImagePreview(bytes: Uint8Array, name: string): Promise<Response> {
  const up = await uploadDoc(rt, lisi, bytes, name);
  expect(up.status, name).toBe(200);
  expect(up.body.data.kind).toBe('image');
  const p = await call<{ kind: string; url: string }>(rt, libraryPreview, {}, { token: lisi, params: { id: up.body.data.id } });
  expect(p.body.data.kind).toBe('image');
  return rt.app.fetch(new Request(`http://localhost${p.body.data.url}`));
}

describe('hostile images in the decoder pool', () => {
  it('turns a decoder segfault into a failed job and serves the next job', async () => {
    const jpeg = await truncated('jpeg');
    expect(imageSize(jpeg)).toEqual({ width: 64, height: 64 });
    await expect(runInWorker({ type: 'imagePng', bytes: jpeg }, 30_000)).rejects.toBeInstanceOf(WorkerCrashError);
    await expect(runInWorker({ type: 'imagePng', bytes: await truncated('webp') }, 30_000)).rejects.toBeInstanceOf(
      WorkerCrashError,
    );
    const png = await runInWorker<Uint8Array>({ type: 'imagePng', bytes: PNG_1X1 }, 30_000);
    expect(imageSize(png)).toEqual({ width: 1, height: 1 });
  });
});

describe('preview of an uploaded image that crashes the decoder', () => {
  it('answers a Chinese 422 for a truncated JPEG or WebP, and the server keeps serving previews', async () => {
    for (const [format, name] of [
      ['jpeg', '截断.jpg'],
      ['webp', '截断.webp'],
    ] as const) {
      const res = await fetchImagePreview(await truncated(format), name);
      expect(res.status, name).toBe(422);
      expect(((await res.json()) as { message: string }).message).toBe('图片无法解析：文件已损坏或格式不受支持');
    }
    const ok = await fetchImagePreview(PNG_1X1, '正常.png');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/png');
  });

  it('draws a PDF page whose embedded JPEG is truncated (pdf.js decodes it in JavaScript, not in the canvas)', async () => {
    const jpeg = await truncated('jpeg');
    const content = 'q 100 0 0 100 50 50 cm /Im1 Do Q';
    const pdf = pdfFromObjects(
      [
        '',
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R >>',
        `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
        `<< /Type /XObject /Subtype /Image /Width 64 /Height 64 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n${Buffer.from(jpeg).toString('latin1')}\nendstream`,
      ],
      'latin1',
    );
    const up = await uploadDoc(rt, lisi, pdf, '截断插图.pdf');
    expect(up.status).toBe(200);
    const p = await call<{ kind: string; pageUrl: string }>(
      rt,
      libraryPreview,
      {},
      { token: lisi, params: { id: up.body.data.id } },
    );
    expect(p.body.data.kind).toBe('pdf');
    const page = await rt.app.fetch(new Request(`http://localhost${p.body.data.pageUrl}&page=1`));
    expect(page.status, await page.clone().text()).toBe(200);
    expect(page.headers.get('content-type')).toBe('image/png');
  });
});
