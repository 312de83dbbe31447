import { libraryFileUrl } from '@contract/library/library';
import { libraryPreview } from '@contract/library/library-views';
import { sql } from 'drizzle-orm';
import { call } from '../test/client';
import { PNG_1X1, pdfFixture } from '../test/files/documents';
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

async function publishedDoc(bytes: Uint8Array, name: string): Promise<number> {
  const up = await uploadDoc(rt, t.lisi, bytes, name);
  expect(up.status).toBe(200);
  await publishDoc(rt, t.lisi, up.body.data.id);
  return up.body.data.id;
}

const downloads = async (id: number) =>
  (await rt.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from document_downloads where knowledge_id = ${id}`))
    .rows[0].n;

describe('previews are no downloads (issue 11, hole 7)', () => {
  it('hands a reader without the download permission no URL of the original file', async () => {
    const id = await publishedDoc(pdfFixture(['机密手册']), '手册.pdf');
    const plain = await call(rt, libraryFileUrl, {}, { token: t.wangwu, params: { id } });
    expect(plain.status).toBe(403);
    expect(plain.body.message).toBe('没有「文档下载」权限');
    const inline = await call(rt, libraryFileUrl, { disposition: 'inline' }, { token: t.wangwu, params: { id } });
    expect(inline.status).toBe(400);
    expect(await downloads(id)).toBe(0);
  });

  it('previews a PDF as page images, never as its bytes', async () => {
    const id = await publishedDoc(pdfFixture(['One', 'Two']), '两页.pdf');
    const p = await call<{ kind: string; pages: number; pageUrl: string }>(
      rt,
      libraryPreview,
      {},
      {
        token: t.wangwu,
        params: { id },
      },
    );
    expect(p.body.data.kind).toBe('pdf');
    expect(p.body.data.pages).toBe(2);
    for (const page of [1, 2]) {
      const res = await fetchPath(rt, `${p.body.data.pageUrl}&page=${page}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
    expect((await fetchPath(rt, `${p.body.data.pageUrl}&page=3`)).status).toBe(404);
    expect(await downloads(id)).toBe(0);
  });

  it('previews an image document through a rendition, not the uploaded bytes', async () => {
    const marker = 'TRAILING-SECRET-BYTES';
    const original = new Uint8Array([...PNG_1X1, ...new TextEncoder().encode(marker)]);
    const id = await publishedDoc(original, '图片.png');
    const p = await call<{ kind: string; url: string }>(rt, libraryPreview, {}, { token: t.wangwu, params: { id } });
    expect(p.body.data.kind).toBe('image');
    const res = await fetchPath(rt, p.body.data.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).toString('latin1')).not.toContain(marker);
  });

  it('counts every fetch of the original file by a reader with the download permission', async () => {
    const id = await publishedDoc(pdfFixture(['下载']), '下载.pdf');
    const r = await call<{ url: string }>(rt, libraryFileUrl, {}, { token: t.zhangsan, params: { id } });
    expect(r.status).toBe(200);
    const res = await fetchPath(rt, r.body.data.url);
    expect((await res.text()).startsWith('%PDF-')).toBe(true);
    expect(await downloads(id)).toBe(1);
  });

  it('counts a download that skips the first byte, and the ranges of one link once', async () => {
    const id = await publishedDoc(pdfFixture(['跳过首字节']), '跳过.pdf');
    const r = await call<{ url: string }>(rt, libraryFileUrl, {}, { token: t.zhangsan, params: { id } });
    const rest = await fetchPath(rt, r.body.data.url, { range: 'bytes=1-' });
    expect(rest.status).toBe(206);
    expect(await downloads(id)).toBe(1);
    // Resuming the same link (a player or a download manager) is the same download.
    expect((await fetchPath(rt, r.body.data.url, { range: 'bytes=5-9' })).status).toBe(206);
    expect(await downloads(id)).toBe(1);
    // Downloading it again from the start is a new download.
    expect((await fetchPath(rt, r.body.data.url)).status).toBe(200);
    expect(await downloads(id)).toBe(2);
  });
});
