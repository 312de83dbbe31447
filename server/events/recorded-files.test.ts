import { libraryMeta } from '@contract/library/library';
import { libraryPreview } from '@contract/library/library-views';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { call, connectionFrom, tokenFor } from '../test/client';
import { type EventRow, eventMark, eventsSince, postForm, rollupMismatches } from '../test/events';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { userId } from '../test/knowledge/factory';
import { publishDoc } from '../test/library/upload';

const LIBRARY = DOMAIN_IDS.library;
const IP = '203.0.113.51';
const BODY = new TextEncoder().encode('0123456789'.repeat(100));

let rt: TestRuntime;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  rt = await createTestRuntime();
  for (const u of ['lisi', 'zhangsan', 'wangwu']) {
    tokens[u] = await tokenFor(rt, u);
    ids[u] = await userId(rt, u);
  }
});
afterAll(() => rt.close());

const form = (bytes: Uint8Array, name: string) => {
  const f = new FormData();
  f.append('file', new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' }));
  return f;
};
const upload = (who: string, bytes: Uint8Array, name: string) =>
  postForm(rt, '/aikn-app/library/upload', tokens[who], form(bytes, name), IP);
const download = (who: string, id: number, range?: string) =>
  rt.app.fetch(
    new Request(`http://localhost/aikn-app/library/file/${id}`, {
      headers: { authorization: `Bearer ${tokens[who]}`, ...(range ? { range } : {}) },
    }),
    connectionFrom(IP),
  );
const about = (id: number) => ({ domain_id: LIBRARY, subject_id: id, ip: IP });

describe('file events', () => {
  it('records an accepted upload (with the new draft) and none for a refused one', async () => {
    const mark = await eventMark(rt);
    expect((await upload('lisi', new Uint8Array(), '空.txt')).status).toBe(400);
    expect((await upload('wangwu', BODY, '访客.txt')).status).toBe(403);
    const up = await upload('lisi', BODY, '制度汇编.txt');
    expect(up.status).toBe(200);
    const id = up.body.data.id;
    const [file] = (
      await rt.deps.db.execute<{ file_id: number }>(sql`select file_id from document_files where knowledge_id = ${id}`)
    ).rows;
    expect(await eventsSince(rt, mark)).toEqual<EventRow[]>([
      { action: 'create', user_id: ids.lisi, ...about(id), object_id: null, detail: null },
      { action: 'upload', user_id: ids.lisi, ...about(id), object_id: file.file_id, detail: { version: 1, kind: 'txt' } },
    ]);

    const again = await eventMark(rt);
    const next = await postForm(rt, `/aikn-app/library/uploadVersion/${id}`, tokens.lisi, form(BODY, '第二稿.txt'), IP);
    expect(next.status).toBe(200);
    expect((await postForm(rt, `/aikn-app/library/uploadVersion/${id}`, tokens.zhangsan, form(BODY, 'x.txt'), IP)).status).toBe(
      404,
    );
    const uploads = (await eventsSince(rt, again)).filter((e) => e.action === 'upload');
    expect(uploads).toMatchObject([{ user_id: ids.lisi, ...about(id), detail: { version: 1, kind: 'txt' } }]);
    expect(await rollupMismatches(rt, [ids.lisi])).toEqual([]);
  });

  it('records a download for each counted fetch, as the document counter counts, and none for refusals', async () => {
    const id = (await upload('lisi', BODY, '年度报告.txt')).body.data.id;
    await publishDoc(rt, tokens.lisi, id, '年度报告');
    const draft = (await upload('lisi', BODY, '草稿.txt')).body.data.id;
    const mark = await eventMark(rt);
    expect((await download('zhangsan', id)).status).toBe(200);
    // A later range of the same grant (the session's fetches of a version) is the same download.
    expect((await download('zhangsan', id, 'bytes=500-509')).status).toBe(206);
    expect((await download('zhangsan', id, 'bytes=0-9')).status).toBe(206);
    expect((await download('zhangsan', draft)).status).toBe(404);
    const events = await eventsSince(rt, mark);
    const download1 = { action: 'download', user_id: ids.zhangsan, ...about(id), object_id: null, detail: { version: 1 } };
    expect(events).toEqual([download1, download1]);
    const counted = await rt.deps.db.execute<{ n: number }>(
      sql`select download_count as n from document_meta where knowledge_id = ${id}`,
    );
    expect(counted.rows[0].n).toBe(2);
    expect(await rollupMismatches(rt, [ids.zhangsan])).toEqual([]);
  });

  it('records a preview once per reader, document and day', async () => {
    const id = (await upload('lisi', BODY, '预览.txt')).body.data.id;
    await publishDoc(rt, tokens.lisi, id, '预览');
    const draft = (await upload('lisi', BODY, '预览草稿.txt')).body.data.id;
    const mark = await eventMark(rt);
    const preview = (who: string, doc: number) =>
      call(rt, libraryPreview, {}, { token: tokens[who], address: IP, params: { id: doc } });
    const [a, b] = await Promise.all([preview('zhangsan', id), preview('zhangsan', id)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await preview('zhangsan', id)).status).toBe(200);
    expect((await preview('zhangsan', draft)).status).toBe(404);
    expect(await eventsSince(rt, mark)).toEqual([
      { action: 'preview', user_id: ids.zhangsan, ...about(id), object_id: null, detail: { version: 1 } },
    ]);
    expect(await rollupMismatches(rt, [ids.zhangsan])).toEqual([]);
  });

  it('records a change of a document’s facts as an edit, and nothing when they are saved unchanged', async () => {
    const id = (await upload('lisi', BODY, '地方志.txt')).body.data.id;
    const mark = await eventMark(rt);
    const facts = { id, question: '如何查阅？', isChronicle: true, region: '杭州', year: 2020 };
    const meta = (who: string, body: typeof facts) => call(rt, libraryMeta, body, { token: tokens[who], address: IP });
    expect((await meta('lisi', facts)).status).toBe(200);
    expect((await meta('lisi', facts)).status).toBe(200);
    expect((await meta('zhangsan', { ...facts, year: 2021 })).status).toBe(404);
    expect(await eventsSince(rt, mark)).toEqual([
      { action: 'edit', user_id: ids.lisi, ...about(id), object_id: null, detail: { facts: true } },
    ]);
  });
});
