import { DOMAIN_IDS } from '@contract/platform/domains';
import { sql } from 'drizzle-orm';
import { reindexItem } from '../../search/index-doc';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { createItem } from '../../test/knowledge/factory';
import { marked, search, titles } from '../../test/search/search';
import { tokens } from '../../test/wiki/flow';

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;

/** Attaches a file with extracted text to version 1 of a document, as an upload does. */
async function attachText(id: number, authorId: number, text: string) {
  const f = await rt.deps.db.execute<{ id: number }>(sql`
    insert into files (storage_key, original_name, mime, size, sha256, owner_id)
    values (${`test/${id}`}, 'a.pdf', 'application/pdf', 10, 'x', ${authorId}) returning id`);
  await rt.deps.db.execute(sql`
    insert into document_files (knowledge_id, version, file_id, kind, extracted_text, extract_status)
    values (${id}, 1, ${f.rows[0].id}, 'pdf', ${text}, 'ok')`);
}

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
  const doc = await createItem(rt, { authorUsername: 'admin', domainId: DOMAIN_IDS.library, title: '年度审计报告', summary: '' });
  await attachText(doc.id, doc.authorId, '第三章 存货盘点发现账实差异，已于十二月完成整改。');
  await reindexItem(rt.deps.db, doc.id);
  const video = await createItem(rt, {
    authorUsername: 'admin',
    domainId: DOMAIN_IDS.video,
    title: '新员工培训录像',
    summary: '讲解存货盘点的操作要点',
  });
  await reindexItem(rt.deps.db, video.id);
  const entry = await createItem(rt, {
    authorUsername: 'admin',
    domainId: DOMAIN_IDS.wiki,
    title: '存货管理办法',
    summary: '盘点周期',
  });
  await reindexItem(rt.deps.db, entry.id);
});
afterAll(() => rt.close());

describe('documents and videos', () => {
  it("finds a document by its file's extracted text and a video by its summary", async () => {
    const out = await search(rt, t.admin, { keyword: '存货盘点' });
    // The exact word first; the entry holding 存货 and 盘点 apart after.
    expect(titles(out).slice(0, 2).sort()).toEqual(['年度审计报告', '新员工培训录像']);
    expect(titles(out)[2]).toBe('存货管理办法');
    const doc = out.list.find((h) => h.domainId === DOMAIN_IDS.library);
    expect(marked(doc?.snippet ?? [])).toContain('[存货盘点]发现账实差异');
    expect(out.facets.domains).toEqual([
      { value: 1, count: 1 },
      { value: 2, count: 1 },
      { value: 3, count: 1 },
    ]);
  });

  it('narrows to a domain while the tabs keep counting every domain', async () => {
    const out = await search(rt, t.admin, { keyword: '存货', domainIds: [DOMAIN_IDS.wiki] });
    expect(titles(out)).toEqual(['存货管理办法']);
    expect(out.facets.domains).toEqual([
      { value: 1, count: 1 },
      { value: 2, count: 1 },
      { value: 3, count: 1 },
    ]);
  });

  it('leaves out the domains the caller has no permission for', async () => {
    // lisi reads documents only; zhangsan reads entries, documents and videos.
    expect(titles(await search(rt, t.lisi, { keyword: '存货' }))).toEqual(['年度审计报告']);
    expect((await search(rt, t.zhangsan, { keyword: '存货' })).total).toBe(3);
  });
});
