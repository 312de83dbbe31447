import { logout } from '@contract/auth/auth';
import { libraryFileUrl } from '@contract/library/library';
import { videoStreamUrl } from '@contract/video/video';
import { wikiRemove, wikiSave } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import { call, tokenFor } from '../test/client';
import { pdfFixture } from '../test/files/documents';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { publishDoc, uploadDoc } from '../test/library/upload';
import { fetchPath, imageSources, uploadImageAs } from '../test/security/files';
import { publishedVideo } from '../test/video/upload';
import { addStaff, approve, detail, entry, idOf, publish, submit, tokens } from '../test/wiki/flow';

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
});
afterAll(() => rt.close());

/** A published entry by admin with one body image, and the image URL a reader's detail hands out. */
async function publishedImage(readerToken: string) {
  const img = await uploadImageAs(rt, t.admin);
  const id = await publish(rt, t.admin, t.admin, { content: `<p><img data-file-id="${img.id}" alt="图"></p>` });
  const [src] = imageSources((await detail(rt, readerToken, id)).body.data.content);
  expect((await fetchPath(rt, src)).status).toBe(200);
  return { id, src };
}

describe('signed file URLs (issue 11, hole 14)', () => {
  it('signs file URLs for minutes, not hours', async () => {
    const { src } = await publishedImage(t.zhangsan);
    const exp = Number(new URL(src, 'http://x').searchParams.get('exp'));
    expect(exp - Date.now() / 1000).toBeLessThanOrEqual(15 * 60);
  });

  it('refuses an image URL once the session it was issued to has signed out', async () => {
    const token = await tokenFor(rt, 'zhangsan');
    const { src } = await publishedImage(token);
    expect((await call(rt, logout, {}, { token })).status).toBe(200);
    expect((await fetchPath(rt, src)).status).toBe(403);
  });

  it('refuses an image URL once its account is disabled', async () => {
    const token = await addStaff(rt, 'disabled-reader', null);
    const { src } = await publishedImage(token);
    await rt.deps.db.execute(sql`update users set disabled = true where username = 'disabled-reader'`);
    expect((await fetchPath(rt, src)).status).toBe(403);
  });

  it('refuses an image URL once its entry is deleted', async () => {
    const { id, src } = await publishedImage(t.zhangsan);
    expect((await call(rt, wikiRemove, {}, { token: t.admin, params: { id } })).status).toBe(200);
    expect((await fetchPath(rt, src)).status).toBe(403);
  });

  it('refuses an image URL once the entry is no longer visible to its reader', async () => {
    const { id, src } = await publishedImage(t.zhangsan);
    const adminId = await idOf(rt, 'users', 'admin');
    const saved = await call<{ version: number }>(
      rt,
      wikiSave,
      { ...entry(), id, baseVersion: 1, visibility: { scope: 'users', groupIds: [], userIds: [adminId] } },
      { token: t.admin },
    );
    expect(saved.status).toBe(200);
    await submit(rt, t.admin, id);
    await approve(rt, t.admin, id);
    expect((await fetchPath(rt, src)).status).toBe(403);
  });

  it('refuses an image URL whose session was swapped for another', async () => {
    const { src } = await publishedImage(t.zhangsan);
    const url = new URL(src, 'http://x');
    const session = Number(url.searchParams.get('s'));
    expect(session).toBeGreaterThan(0);
    url.searchParams.set('s', String(session + 1));
    expect((await fetchPath(rt, `${url.pathname}${url.search}`)).status).toBe(403);
  });

  it('refuses a video stream URL once its session has signed out', async () => {
    const token = await tokenFor(rt, 'zhangsan');
    const id = await publishedVideo(rt, { author: t.admin, admin: t.admin });
    const r = await call<{ url: string }>(rt, videoStreamUrl, {}, { token, params: { id } });
    expect((await fetchPath(rt, r.body.data.url, { range: 'bytes=0-9' })).status).toBe(206);
    await call(rt, logout, {}, { token });
    expect((await fetchPath(rt, r.body.data.url, { range: 'bytes=0-9' })).status).toBe(403);
  });

  it('refuses a download URL once its session has signed out', async () => {
    const token = await tokenFor(rt, 'zhangsan');
    const doc = await uploadDoc(rt, t.lisi, pdfFixture(['下载']), '下载.pdf');
    await publishDoc(rt, t.lisi, doc.body.data.id);
    const r = await call<{ url: string }>(
      rt,
      libraryFileUrl,
      { disposition: 'attachment' },
      {
        token,
        params: { id: doc.body.data.id },
      },
    );
    expect(r.status).toBe(200);
    await call(rt, logout, {}, { token });
    expect((await fetchPath(rt, r.body.data.url)).status).toBe(403);
  });
});
