import { commentAdd, commentList, favoriteAdd, favoriteFolders, likeToggle, shareSend } from '@contract/knowledge/interaction';
import { sql } from 'drizzle-orm';
import { registerDomainProvider } from '../domains/providers';
import { reindexItem } from '../search/index-doc';
import { call } from '../test/client';
import { createQuizTable, quizProvider } from '../test/domains/quiz/quiz-provider';
import { QUIZ_ROW } from '../test/domains/quiz/quiz-row';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { createItem } from '../test/knowledge/factory';
import { listMessages } from '../test/messages/counts';
import { search, titles } from '../test/search/search';
import { tokens } from '../test/wiki/flow';

/*
 * Issue 29: adding a domain is one row in the contract's domain table and one
 * module folder (here server/test/domains/quiz: its row, its table, its
 * provider), with no engine edit. The row goes in through a module mock of
 * the contract (this file runs in a process of its own, see vitest.config.ts);
 * the engines — access, search, comments, likes, favourites, sharing and
 * message links — then serve the new domain's items from the registrations.
 */
vi.mock('@contract/platform/domains', async (importOriginal) => {
  const real = await importOriginal<typeof import('@contract/platform/domains')>();
  const { QUIZ_ROW: row } = await import('../test/domains/quiz/quiz-row');
  return { ...real, ...real.domainLookups([...real.DOMAINS, row]) };
});

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;
let open: { id: number; title: string };
let locked: { id: number; title: string };

beforeAll(async () => {
  rt = await createTestRuntime();
  registerDomainProvider(quizProvider);
  t = await tokens(rt);
  await createQuizTable(rt.deps.db);
  open = await createItem(rt, { authorUsername: 'admin', domainId: QUIZ_ROW.id, title: '报销流程测验', summary: '' });
  locked = await createItem(rt, { authorUsername: 'admin', domainId: QUIZ_ROW.id, title: '保密制度测验', summary: '' });
  await rt.deps.db.execute(sql`insert into quiz_cards (knowledge_id, hint, locked) values
    (${open.id}, '发票抬头须与公司全称一致', false), (${locked.id}, '发票抬头的保密要求', true)`);
  // What the lifecycle engine does when an item is published; the factory writes the rows straight in.
  await reindexItem(rt.deps.db, open.id);
  await reindexItem(rt.deps.db, locked.id);
});
afterAll(() => rt.close());

describe('a domain added as one row and one module folder, with no engine edit', () => {
  it('is searched with the text its provider gives, under its own tab, without what its provider holds back', async () => {
    const out = await search(rt, t.zhangsan, { keyword: '发票抬头' });
    expect(titles(out)).toEqual([open.title]);
    expect(out.facets.domains).toContainEqual({ value: QUIZ_ROW.id, count: 1 });
    const tab = await search(rt, t.zhangsan, { keyword: '发票抬头', domainIds: [QUIZ_ROW.id] });
    expect(titles(tab)).toEqual([open.title]);
  });

  it('opens its items to readers by its own rule, and to their author always', async () => {
    const page = (token: string, id: number) => call(rt, commentList, { knowledgeId: id, page: 1, size: 10 }, { token });
    expect((await page(t.zhangsan, open.id)).status).toBe(200);
    const refused = await page(t.zhangsan, locked.id);
    expect(refused.status).not.toBe(200);
    expect((await page(t.admin, locked.id)).status).toBe(200);
  });

  it('takes comments, likes and favourites from the interaction engine', async () => {
    const comment = await call(rt, commentAdd, { knowledgeId: open.id, content: '这张卡片很有用' }, { token: t.zhangsan });
    expect(comment.status).toBe(200);
    const like = await call<{ liked: boolean; count: number }>(
      rt,
      likeToggle,
      { targetType: 'knowledge', targetId: open.id },
      { token: t.zhangsan },
    );
    expect(like.body.data).toEqual({ liked: true, count: 1 });
    const folders = await call<{ id: number }[]>(rt, favoriteFolders, {}, { token: t.zhangsan });
    const fav = await call(rt, favoriteAdd, { knowledgeId: open.id, folderId: folders.body.data[0].id }, { token: t.zhangsan });
    expect(fav.body.data).toMatchObject({ favourited: true, count: 1 });
    const onLocked = await call(rt, likeToggle, { targetType: 'knowledge', targetId: locked.id }, { token: t.zhangsan });
    expect(onLocked.status).not.toBe(200);
  });

  it('shares an item with a link to the page its provider names', async () => {
    const sent = await call(
      rt,
      shareSend,
      { knowledgeId: open.id, userIds: [await idOf('zhangsan')], note: '' },
      { token: t.admin },
    );
    expect(sent.body.data).toEqual({ sent: 1 });
    const inbox = (await listMessages(rt, t.zhangsan, 'share')).body.data.list;
    expect(inbox.find((m) => m.title.includes(open.title))?.link).toBe(`/quiz/card?id=${open.id}`);
  });
});

async function idOf(username: string): Promise<number> {
  const r = await rt.deps.db.execute<{ id: number }>(sql`select id from users where username = ${username}`);
  return r.rows[0].id;
}
