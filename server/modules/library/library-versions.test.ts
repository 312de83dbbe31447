import { approvalDecide } from '@contract/approval/approval';
import { libraryDetail } from '@contract/library/library';
import { libraryCompare, libraryRollback, librarySubmit, libraryVersions } from '@contract/library/library-versions';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_TYPES } from '../../lib/notify';
import { call, tokenFor } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { messagesOf } from '../../test/knowledge/factory';
import { publishDoc, storedFiles, uploadDoc, uploadVersionDoc } from '../../test/library/upload';

let rt: TestRuntime;
let lisi: string;
let admin: string;
const text = (s: string) => new TextEncoder().encode(s);

const download = async (id: number, version?: number) => {
  const q = version ? `?version=${version}` : '';
  const res = await rt.app.fetch(
    new Request(`http://localhost/aikn-app/library/file/${id}${q}`, { headers: { authorization: `Bearer ${lisi}` } }),
  );
  return { status: res.status, text: await res.text(), name: res.headers.get('content-disposition') ?? '' };
};

beforeAll(async () => {
  rt = await createTestRuntime();
  lisi = await tokenFor(rt, 'lisi');
  admin = await tokenFor(rt, 'admin');
});
afterAll(async () => {
  await rt.close();
});

describe('new versions of a document file', () => {
  it('adds a draft version with the new file; readers keep the published one; any version downloads', async () => {
    const id = (await uploadDoc(rt, lisi, text('第一版：差旅标准每天三百元'), '差旅标准.txt')).body.data.id;
    await publishDoc(rt, lisi, id, '差旅标准');
    const v = await uploadVersionDoc(rt, lisi, id, text('第二版：差旅标准每天四百元'), '差旅标准-修订.txt');
    expect(v.status).toBe(200);
    expect(v.body.data).toMatchObject({ id, version: 2, status: 'draft', kind: 'txt', textStatus: 'ok' });

    const zhangsan = await tokenFor(rt, 'zhangsan');
    const reader = await call<{ version: number; text: string }>(rt, libraryDetail, {}, { token: zhangsan, params: { id } });
    expect(reader.body.data).toMatchObject({ version: 1, text: '第一版：差旅标准每天三百元' });
    const author = await call<{ text: string; fileName: string; title: string }>(
      rt,
      libraryDetail,
      { version: 2 },
      { token: lisi, params: { id } },
    );
    expect(author.body.data).toMatchObject({
      text: '第二版：差旅标准每天四百元',
      fileName: '差旅标准-修订.txt',
      title: '差旅标准',
    });

    const versions = await call<{ version: number; fileName: string; status: string }[]>(
      rt,
      libraryVersions,
      {},
      {
        token: lisi,
        params: { id },
      },
    );
    expect(versions.body.data.map((x) => [x.version, x.fileName])).toEqual([
      [2, '差旅标准-修订.txt'],
      [1, '差旅标准.txt'],
    ]);
    expect((await download(id, 1)).text).toBe('第一版：差旅标准每天三百元');
    expect((await download(id, 2)).text).toBe('第二版：差旅标准每天四百元');
    // A reader cannot open the unpublished version.
    expect((await call(rt, libraryCompare, { from: 1, to: 2 }, { token: zhangsan, params: { id } })).status).toBe(404);

    const cmp = await call<{ from: { version: number; text: string; fileName: string }; to: { text: string } }>(
      rt,
      libraryCompare,
      { from: 1, to: 2 },
      { token: lisi, params: { id } },
    );
    expect(cmp.status).toBe(200);
    expect(cmp.body.data.from).toEqual({ version: 1, text: '第一版：差旅标准每天三百元', fileName: '差旅标准.txt' });
    expect(cmp.body.data.to.text).toBe('第二版：差旅标准每天四百元');
  });

  it('replaces the file of an unpublished draft in place and deletes the replaced bytes', async () => {
    const id = (await uploadDoc(rt, lisi, text('旧草稿'), '草稿.txt')).body.data.id;
    const before = await storedFiles(rt);
    const v = await uploadVersionDoc(rt, lisi, id, text('新草稿'), '草稿2.txt');
    expect(v.body.data).toMatchObject({ version: 1, status: 'draft' });
    expect(await storedFiles(rt)).toEqual(before);
    expect((await download(id)).text).toBe('新草稿');
  });

  it('refuses other users, a pending version and a stale base version, keeping no file', async () => {
    const id = (await uploadDoc(rt, lisi, text('内容'), '制度.txt')).body.data.id;
    const before = await storedFiles(rt);
    const other = await uploadVersionDoc(rt, await tokenFor(rt, 'zhangsan'), id, text('x'), 'x.txt');
    expect(other.status).toBe(404);
    await publishDoc(rt, lisi, id, '制度');
    await uploadVersionDoc(rt, lisi, id, text('第二版'), '制度.txt');
    expect((await call(rt, librarySubmit, {}, { token: lisi, params: { id } })).status).toBe(200);
    const pending = await uploadVersionDoc(rt, lisi, id, text('第三版'), '制度.txt');
    expect(pending.status).toBe(409);
    const stale = await rt.app.fetch(
      new Request(`http://localhost/aikn-app/library/uploadVersion/${id}?baseVersion=1`, {
        method: 'POST',
        headers: { authorization: `Bearer ${lisi}` },
        body: (() => {
          const f = new FormData();
          f.append('file', new File([text('第三版')], '制度.txt'));
          return f;
        })(),
      }),
    );
    expect(stale.status).toBe(409);
    const after = await storedFiles(rt);
    // Only version 2's file was added.
    expect(after.rows - before.rows).toBe(1);
    expect(after.blobs - before.blobs).toBe(1);
  });
});

describe('rollback of a document', () => {
  it('adds a version that carries the file of the version rolled back to', async () => {
    const id = (await uploadDoc(rt, lisi, text('甲版本正文'), '规范.txt')).body.data.id;
    await publishDoc(rt, lisi, id, '规范');
    await uploadVersionDoc(rt, lisi, id, text('乙版本正文'), '规范-乙.txt');
    await call(rt, librarySubmit, {}, { token: lisi, params: { id } });
    expect((await call(rt, approvalDecide, { id, approve: true }, { token: admin })).status).toBe(200);
    expect((await download(id)).text).toBe('乙版本正文');
    // The approval notice links to the document's own detail page.
    expect((await messagesOf(rt, 'lisi', MESSAGE_TYPES.notice))[0]).toMatchObject({
      title: '你的文档《规范》已通过审核',
      link: `/detail?id=${id}&domainId=${DOMAIN_IDS.library}`,
    });

    const r = await call<{ version: number; status: string }>(rt, libraryRollback, { id, version: 1 }, { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ id, version: 3, status: 'published' });
    const d = await call<{ version: number; text: string; fileName: string }>(
      rt,
      libraryDetail,
      {},
      {
        token: lisi,
        params: { id },
      },
    );
    expect(d.body.data).toMatchObject({ version: 3, text: '甲版本正文', fileName: '规范.txt' });
    expect((await download(id)).text).toBe('甲版本正文');
    const rows = await rt.deps.db.execute<{ version: number; file_id: number }>(
      sql`select version, file_id from document_files where knowledge_id = ${id} order by version`,
    );
    expect(rows.rows[2]!.file_id).toBe(rows.rows[0]!.file_id);
  });
});
