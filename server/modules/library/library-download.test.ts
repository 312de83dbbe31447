import { libraryDetail, libraryFileUrl } from '@contract/library/library';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { publishDoc, uploadDoc } from '../../test/library/upload';

let rt: TestRuntime;
let lisi: string;
let doc: number;
let draft: number;
/** 1000 bytes of text, so every range is easy to predict. */
const BODY = new TextEncoder().encode('0123456789'.repeat(100));
const NAME = '年度报告（定稿）.txt';

const download = (id: number | string, opts: { token?: string; range?: string; query?: string } = {}) => {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.range) headers.range = opts.range;
  return rt.app.fetch(new Request(`http://localhost/aikn-app/library/file/${id}${opts.query ?? ''}`, { headers }));
};

async function downloads(id: number) {
  const r = await rt.deps.db.execute<{ logged: number; counted: number | null }>(sql`
    select (select count(*)::int from document_downloads where knowledge_id = ${id}) as logged,
      (select download_count from document_meta where knowledge_id = ${id}) as counted`);
  return r.rows[0];
}

beforeAll(async () => {
  rt = await createTestRuntime();
  lisi = await tokenFor(rt, 'lisi');
  doc = (await uploadDoc(rt, lisi, BODY, NAME)).body.data.id;
  await publishDoc(rt, lisi, doc, '年度报告');
  draft = (await uploadDoc(rt, lisi, new TextEncoder().encode('草稿'), '草稿.txt')).body.data.id;
});
afterAll(async () => {
  await rt.close();
});

describe('document download route', () => {
  it('serves the file to lisi as an attachment with the Chinese name in filename*', async () => {
    const res = await download(doc, { token: lisi });
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(BODY);
    const cd = res.headers.get('content-disposition')!;
    expect(cd.startsWith('attachment; ')).toBe(true);
    expect(cd).toContain(`filename*=UTF-8''${encodeURIComponent(NAME)}`);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
  });

  it('answers first, middle and last byte ranges with 206 and a range past the end with 416', async () => {
    const first = await download(doc, { token: lisi, range: 'bytes=0-9' });
    expect(first.status).toBe(206);
    expect(await first.text()).toBe('0123456789');
    expect(first.headers.get('content-range')).toBe('bytes 0-9/1000');
    const middle = await download(doc, { token: lisi, range: 'bytes=503-507' });
    expect(middle.status).toBe(206);
    expect(await middle.text()).toBe('34567');
    const last = await download(doc, { token: lisi, range: 'bytes=-4' });
    expect(last.status).toBe(206);
    expect(await last.text()).toBe('6789');
    expect(last.headers.get('content-range')).toBe('bytes 996-999/1000');
    const invalid = await download(doc, { token: lisi, range: 'bytes=5000-6000' });
    expect(invalid.status).toBe(416);
    expect(invalid.headers.get('content-range')).toBe('bytes */1000');
    expect(((await invalid.json()) as { message: string }).message).toMatch(/字节范围/);
  });

  it('refuses a reader without the download permission with 403, anonymous callers with 401', async () => {
    const wangwu = await tokenFor(rt, 'wangwu');
    // wangwu (访客) may read documents but not download them.
    expect((await call(rt, libraryDetail, {}, { token: wangwu, params: { id: doc } })).status).toBe(200);
    const res = await download(doc, { token: wangwu });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe('没有「文档下载」权限');
    const url = await call(rt, libraryFileUrl, { disposition: 'attachment' }, { token: wangwu, params: { id: doc } });
    expect(url.status).toBe(403);
    expect((await download(doc)).status).toBe(401);
  });

  it('answers 404 for a document the caller may not read, as for a missing one', async () => {
    const zhangsan = await tokenFor(rt, 'zhangsan');
    const hidden = await download(draft, { token: zhangsan });
    expect(hidden.status).toBe(404);
    const missing = await download(999999, { token: zhangsan });
    expect(missing.status).toBe(404);
    expect(((await hidden.json()) as { message: string }).message).toBe(((await missing.json()) as { message: string }).message);
    expect((await download('abc', { token: zhangsan })).status).toBe(404);
  });

  it('logs and counts a download once: a resumed range is no second download', async () => {
    const zhangsan = await tokenFor(rt, 'zhangsan');
    const before = await downloads(doc);
    await (await download(doc, { token: zhangsan })).arrayBuffer();
    await (await download(doc, { token: zhangsan, range: 'bytes=500-' })).arrayBuffer();
    await (await download(doc, { token: zhangsan, range: 'bytes=0-99' })).arrayBuffer();
    const after = await downloads(doc);
    expect(after.logged - before.logged).toBe(2);
    expect((after.counted ?? 0) - (before.counted ?? 0)).toBe(2);
    const detail = await call<{ downloadCount: number; canDownload: boolean }>(
      rt,
      libraryDetail,
      {},
      {
        token: zhangsan,
        params: { id: doc },
      },
    );
    expect(detail.body.data).toMatchObject({ downloadCount: after.counted, canDownload: true });
  });

  it('counts the download URL when fetched; there is no uncounted URL of the file', async () => {
    const zhangsan = await tokenFor(rt, 'zhangsan');
    const before = await downloads(doc);
    const inline = await call(rt, libraryFileUrl, { disposition: 'inline' }, { token: zhangsan, params: { id: doc } });
    expect(inline.status).toBe(400);
    expect((await downloads(doc)).logged).toBe(before.logged);
    const att = await call<{ url: string; fileName: string }>(
      rt,
      libraryFileUrl,
      { disposition: 'attachment' },
      { token: zhangsan, params: { id: doc } },
    );
    expect(att.status).toBe(200);
    expect(att.body.data.fileName).toBe(NAME);
    const res = await rt.app.fetch(new Request(`http://localhost${att.body.data.url}`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(await res.text()).toBe(new TextDecoder().decode(BODY));
    const after = await downloads(doc);
    expect(after.logged - before.logged).toBe(1);
    const logged = await rt.deps.db.execute<{ username: string }>(sql`
      select u.username from document_downloads d join users u on u.id = d.user_id
      where d.knowledge_id = ${doc} order by d.id desc limit 1`);
    expect(logged.rows[0]!.username).toBe('zhangsan');
    // The signature covers the session and version: changing either breaks it.
    for (const forged of [att.body.data.url.replace(/s=\d+/, 's=999999'), att.body.data.url.replace(/v=\d+/, 'v=2')]) {
      expect((await rt.app.fetch(new Request(`http://localhost${forged}`))).status).toBe(403);
    }
  });
});
