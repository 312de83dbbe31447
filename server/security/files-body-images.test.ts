import { librarySave } from '@contract/library/library';
import { wikiSave } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import { call } from '../test/client';
import { pdfFixture } from '../test/files/documents';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { publishDoc, uploadDoc } from '../test/library/upload';
import { fetchPath, foreignFileIds, imageSources, uploadImageAs } from '../test/security/files';
import { detail, entry, save, tokens } from '../test/wiki/flow';

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
});
afterAll(() => rt.close());

const count = async (table: string) =>
  (await rt.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)}`)).rows[0].n;

describe('body images (issue 11, hole 1)', () => {
  it('refuses to save a wiki draft naming files the author did not upload, and stores nothing', async () => {
    await uploadImageAs(rt, t.admin);
    await uploadDoc(rt, t.lisi, pdfFixture(['李四的文件']), '李四.pdf');
    const foreign = (await foreignFileIds(rt, 'zhangsan')).slice(0, 40);
    expect(foreign.length).toBeGreaterThan(0);
    const before = await count('knowledge_versions');
    const content = `<p>${foreign.map((id) => `<img data-file-id="${id}" alt="图${id}">`).join('')}</p>`;
    const r = await call(rt, wikiSave, entry({ content }), { token: t.zhangsan });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(`正文图片：「图${foreign[0]}」不存在或不是你上传的图片，请重新上传`);
    expect(await count('knowledge_versions')).toBe(before);
  });

  it('refuses a document description naming another user’s document file', async () => {
    const other = await uploadDoc(rt, t.zhangsan, pdfFixture(['张三的文件']), '张三.pdf');
    const [{ file_id: victim }] = (
      await rt.deps.db.execute<{ file_id: number }>(
        sql`select file_id from document_files where knowledge_id = ${other.body.data.id}`,
      )
    ).rows;
    const own = await uploadDoc(rt, t.lisi, pdfFixture(['李四的文件']), '李四.pdf');
    const r = await call(
      rt,
      librarySave,
      { ...entry({ content: `<p><img data-file-id="${victim}"></p>` }), id: own.body.data.id, baseVersion: 1 },
      { token: t.lisi },
    );
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('正文图片：第1张图片不存在或不是你上传的图片，请重新上传');
  });

  it('signs no body image that the version being read does not reference', async () => {
    const saved = await save(rt, t.zhangsan, entry());
    const foreign = await foreignFileIds(rt, 'zhangsan');
    // A body written before the save check existed: it names other people's files.
    await rt.deps.db.execute(sql`update knowledge_versions
      set content = ${`<p>前文</p>${foreign.map((id) => `<img data-file-id="${id}">`).join('')}`}
      where knowledge_id = ${saved.id}`);
    const shown = (await detail(rt, t.zhangsan, saved.id)).body.data.content;
    expect(imageSources(shown)).toEqual([]);
    expect(shown).not.toContain('<img');
  });

  it('signs the author’s own images, and keeps them when an administrator edits the entry', async () => {
    const img = await uploadImageAs(rt, t.zhangsan);
    const content = `<p><img data-file-id="${img.id}" alt="流程图"></p>`;
    const saved = await save(rt, t.zhangsan, entry({ content }));
    const edited = await call(
      rt,
      wikiSave,
      { ...entry({ content: `${content}<p>管理员补充</p>` }), id: saved.id, baseVersion: saved.version },
      { token: t.admin },
    );
    expect(edited.status).toBe(200);
    const [src] = imageSources((await detail(rt, t.admin, saved.id)).body.data.content);
    expect(new URL(src, 'http://x').pathname).toBe(`/aikn-app/file/raw/${img.id}`);
    expect((await fetchPath(rt, src)).status).toBe(200);
  });

  it('does not let the body image of one item be borrowed by another author', async () => {
    const img = await uploadImageAs(rt, t.admin);
    await save(rt, t.admin, entry({ content: `<p><img data-file-id="${img.id}"></p>` }));
    const r = await call(rt, wikiSave, entry({ content: `<p><img data-file-id="${img.id}" alt="借用"></p>` }), {
      token: t.zhangsan,
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('「借用」');
  });

  it('refuses a restricted document’s file named in a published entry of its reader', async () => {
    const doc = await uploadDoc(rt, t.lisi, pdfFixture(['受限文件']), '受限.pdf');
    await publishDoc(rt, t.lisi, doc.body.data.id, '受限文档', { scope: 'users', groupIds: [], userIds: [] });
    const [{ file_id }] = (
      await rt.deps.db.execute<{ file_id: number }>(
        sql`select file_id from document_files where knowledge_id = ${doc.body.data.id}`,
      )
    ).rows;
    const r = await call(rt, wikiSave, entry({ content: `<p><img data-file-id="${file_id}"></p>` }), { token: t.zhangsan });
    expect(r.status).toBe(400);
  });
});
