import { userList } from '@contract/admin/admin';
import { libraryList } from '@contract/library/library';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { wikiList } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import { call } from '../test/client';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { createItem } from '../test/knowledge/factory';
import { tokens } from '../test/wiki/flow';
import { reindexItem } from './index-doc';

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;

const titlesOf = async (ep: typeof wikiList | typeof libraryList, keyword: string) => {
  const r = await call<{ total: number; list: { title: string }[] }>(
    rt,
    ep,
    { keyword, page: 1, size: 50 },
    { token: t.zhangsan },
  );
  expect(r.status).toBe(200);
  return r.body.data.list.map((i) => i.title).sort();
};

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
  const items = [
    await createItem(rt, { authorUsername: 'admin', title: '晨星差旅报销细则', summary: '' }),
    await createItem(rt, { authorUsername: 'admin', title: '晨星VPN接入指南', summary: '' }),
    await createItem(rt, { authorUsername: 'admin', title: '晨星折扣100%说明', summary: '' }),
    await createItem(rt, { authorUsername: 'admin', title: '晨星折扣1000说明', summary: '' }),
  ];
  const doc = await createItem(rt, { authorUsername: 'admin', domainId: DOMAIN_IDS.library, title: '晨星年度审计', summary: '' });
  // The document's extracted text, as an upload stores it: only the index holds it for the list to find.
  const f = await rt.deps.db.execute<{ id: number }>(sql`
    insert into files (storage_key, original_name, mime, size, sha256, owner_id)
    values (${`test/${doc.id}`}, 'a.pdf', 'application/pdf', 10, 'x', ${doc.authorId}) returning id`);
  await rt.deps.db.execute(sql`
    insert into document_files (knowledge_id, version, file_id, kind, extracted_text, extract_status)
    values (${doc.id}, 1, ${f.rows[0].id}, 'pdf', '存货盘点发现账实差异', 'ok')`);
  for (const item of [...items, doc]) await reindexItem(rt.deps.db, item.id);
});
afterAll(() => rt.close());

describe('list keyword filters find what search finds (issue 29)', () => {
  it('takes a traditional keyword for the simplified title, and full-width letters for half-width ones', async () => {
    expect(await titlesOf(wikiList, '差旅報銷')).toEqual(['晨星差旅报销细则']);
    expect(await titlesOf(wikiList, 'ｖｐｎ')).toEqual(['晨星VPN接入指南']);
  });

  it('finds a document by its extracted text, as the search does', async () => {
    expect(await titlesOf(libraryList, '账实差異')).toEqual(['晨星年度审计']);
  });

  it('finds people in the administration list by a full-width spelling of their username', async () => {
    const r = await call<{ list: { username: string }[] }>(
      rt,
      userList,
      { keyword: 'ＺＨＡＮＧＳＡＮ', page: 1, size: 20 },
      { token: t.admin },
    );
    expect(r.body.data.list.map((u) => u.username)).toEqual(['zhangsan']);
  });

  it('reads % and _ as themselves', async () => {
    expect(await titlesOf(wikiList, '100%')).toEqual(['晨星折扣100%说明']);
    expect(await titlesOf(wikiList, '晨星折扣1_0')).toEqual([]);
  });
});
