import { Readable } from 'node:stream';
import { libraryFileUrl } from '@contract/library/library';
import type { BlobStore } from '../files/blob-store';
import { blobResponse } from '../files/serve-blob';
import { call } from '../test/client';
import { pdfFromObjects } from '../test/files/documents';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { publishDoc, uploadDoc } from '../test/library/upload';
import { fetchPath } from '../test/security/files';
import { tokens } from '../test/wiki/flow';

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
});
afterAll(() => rt.close());

/** A one-page PDF whose OpenAction runs JavaScript as soon as a browser's viewer opens it. */
function scriptedPdf(): Uint8Array {
  const objects = [
    '',
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    '<< /S /JavaScript /JS (app.alert\\(1\\)) >>',
  ];
  return pdfFromObjects(objects);
}

describe('user PDFs are never shown by the browser itself (issue 11, hole 16)', () => {
  it('answers a PDF with an OpenAction script only as an attachment', async () => {
    const up = await uploadDoc(rt, t.lisi, scriptedPdf(), '脚本.pdf');
    expect(up.status).toBe(200);
    const id = up.body.data.id;
    await publishDoc(rt, t.lisi, id);
    const inline = await call(rt, libraryFileUrl, { disposition: 'inline' }, { token: t.zhangsan, params: { id } });
    expect(inline.status).toBe(400);
    const r = await call<{ url: string }>(rt, libraryFileUrl, {}, { token: t.zhangsan, params: { id } });
    const res = await fetchPath(rt, r.body.data.url);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('serves stored bytes inline only when they are an image or a video', async () => {
    const store: BlobStore = {
      put: async () => {
        throw new Error('unused');
      },
      stat: async () => ({ size: 4 }),
      get: async () => Readable.from([Buffer.from('%PDF')]),
      delete: async () => undefined,
    } as unknown as BlobStore;
    const answer = (mime: string) =>
      blobResponse({ store, key: 'k', mime, fileName: 'a', disposition: 'inline', maxAgeSeconds: 0, range: undefined });
    expect((await answer('application/pdf')).headers.get('content-disposition')).toMatch(/^attachment;/);
    expect((await answer('text/html')).headers.get('content-disposition')).toMatch(/^attachment;/);
    expect((await answer('image/png')).headers.get('content-disposition')).toMatch(/^inline;/);
    expect((await answer('video/mp4')).headers.get('content-disposition')).toMatch(/^inline;/);
  });
});
