import {
  favoriteAdd,
  favoriteFolderDelete,
  favoriteFolderSave,
  favoriteFolders,
  favoriteList,
  favoriteRemove,
  type folderItem,
} from '@contract/knowledge/interaction';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { call, tokenFor } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { createItem, messagesOf, userId } from '../../test/knowledge/factory';

type Folder = z.output<typeof folderItem>;
type ListPage = { total: number; list: { id: number; title: string; folderId: number; favouritedAt: string }[] };

let rt: TestRuntime;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  rt = await createTestRuntime();
  for (const u of ['zhangsan', 'lisi', 'wangwu', 'admin']) tokens[u] = await tokenFor(rt, u);
});
afterAll(() => rt.close());

const folders = (who: string) => call<Folder[]>(rt, favoriteFolders, {}, { token: tokens[who] });
const saveFolder = (who: string, input: Record<string, unknown>) =>
  call<Folder>(rt, favoriteFolderSave, input, { token: tokens[who] });
const add = (who: string, knowledgeId: number, folderId: number) =>
  call<{ favourited: boolean; count: number }>(rt, favoriteAdd, { knowledgeId, folderId }, { token: tokens[who] });
const list = (who: string, input: Record<string, unknown> = {}) =>
  call<ListPage>(rt, favoriteList, input, { token: tokens[who] });
const stored = async (id: number) =>
  (await rt.deps.db.execute<{ n: number }>(sql`select favourite_count as n from knowledge where id = ${id}`)).rows[0].n;
const defaultFolder = async (who: string) => (await folders(who)).body.data.find((f) => f.isDefault)!;

describe('favorite folders', () => {
  it('creates the default folder once, even for concurrent first calls', async () => {
    const results = await Promise.all([folders('wangwu'), folders('wangwu'), folders('wangwu')]);
    for (const r of results) expect(r.status).toBe(200);
    const r = await folders('wangwu');
    expect(r.body.data).toEqual([{ id: expect.any(Number), name: '默认收藏夹', count: 0, unavailable: 0, isDefault: true }]);
  });

  it('creates and renames folders, refusing a duplicate name with 409', async () => {
    const created = await saveFolder('zhangsan', { name: ' 制度汇编 ' });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: '制度汇编', count: 0, isDefault: false });
    const dup = await saveFolder('zhangsan', { name: '默认收藏夹' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('已有名为「默认收藏夹」的收藏夹');
    const renamed = await saveFolder('zhangsan', { id: created.body.data.id, name: '制度' });
    expect(renamed.body.data).toMatchObject({ id: created.body.data.id, name: '制度' });
    // Another user may use the same name.
    expect((await saveFolder('wangwu', { name: '制度' })).status).toBe(200);
    expect((await folders('zhangsan')).body.data.map((f) => f.name)).toEqual(['默认收藏夹', '制度']);
  });

  it("refuses renaming another user's folder with 404 and a bad name with 400", async () => {
    const mine = await saveFolder('zhangsan', { name: '我的夹子' });
    const r = await saveFolder('wangwu', { id: mine.body.data.id, name: '抢走' });
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('收藏夹不存在');
    const empty = await saveFolder('zhangsan', { name: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('收藏夹名称');
  });

  it('deletes a folder with its favourites (counts follow) but never the default one', async () => {
    const item = await createItem(rt, { authorUsername: 'zhangsan' });
    const folder = await saveFolder('admin', { name: '临时' });
    await add('admin', item.id, folder.body.data.id);
    expect(await stored(item.id)).toBe(1);
    const del = await call(rt, favoriteFolderDelete, {}, { token: tokens.admin, params: { id: folder.body.data.id } });
    expect(del.status).toBe(200);
    expect(await stored(item.id)).toBe(0);
    expect((await list('admin')).body.data.list.map((i) => i.id)).not.toContain(item.id);
    const def = await defaultFolder('admin');
    const refused = await call(rt, favoriteFolderDelete, {}, { token: tokens.admin, params: { id: def.id } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('默认收藏夹不能删除');
    const others = await call(rt, favoriteFolderDelete, {}, { token: tokens.wangwu, params: { id: def.id } });
    expect(others.status).toBe(404);
  });
});

describe('favorite add, remove, list', () => {
  it('favourites into a folder, moves between folders, tells the author once, and removes', async () => {
    const item = await createItem(rt, { authorUsername: 'zhangsan', title: '入职指南' });
    const def = await defaultFolder('wangwu');
    const other = (await saveFolder('wangwu', { name: '入职' })).body.data;
    const before = (await messagesOf(rt, 'zhangsan', 18)).length;
    expect((await add('wangwu', item.id, def.id)).body.data).toEqual({ favourited: true, count: 1 });
    expect((await add('wangwu', item.id, other.id)).body.data).toEqual({ favourited: true, count: 1 });
    const msgs = await messagesOf(rt, 'zhangsan', 18);
    expect(msgs).toHaveLength(before + 1);
    expect(msgs[0]).toMatchObject({ title: '王五收藏了你的词条《入职指南》', link: `/detail?id=${item.id}` });
    const inOther = await list('wangwu', { folderId: other.id });
    expect(inOther.body.data.list.map((i) => [i.id, i.folderId])).toEqual([[item.id, other.id]]);
    expect((await list('wangwu', { folderId: def.id })).body.data.total).toBe(0);
    expect((await folders('wangwu')).body.data.find((f) => f.id === other.id)?.count).toBe(1);
    const removed = await call(rt, favoriteRemove, { knowledgeId: item.id }, { token: tokens.wangwu });
    expect(removed.body.data).toEqual({ favourited: false, count: 0 });
    expect(await stored(item.id)).toBe(0);
    expect((await list('wangwu', { folderId: other.id })).body.data.total).toBe(0);
  });

  it('sends no message when the author favourites his own item', async () => {
    const item = await createItem(rt, { authorUsername: 'zhangsan' });
    const before = (await messagesOf(rt, 'zhangsan', 18)).length;
    await add('zhangsan', item.id, (await defaultFolder('zhangsan')).id);
    expect(await messagesOf(rt, 'zhangsan', 18)).toHaveLength(before);
  });

  it('lists newest first and drops items that became invisible or deleted', async () => {
    const a = await createItem(rt, { authorUsername: 'admin', title: '甲' });
    const b = await createItem(rt, { authorUsername: 'admin', title: '乙' });
    const c = await createItem(rt, { authorUsername: 'admin', title: '丙' });
    const folder = (await saveFolder('zhangsan', { name: '列表测试' })).body.data;
    for (const i of [a, b, c]) await add('zhangsan', i.id, folder.id);
    const first = await list('zhangsan', { folderId: folder.id });
    expect(first.body.data.list.map((i) => i.title)).toEqual(['丙', '乙', '甲']);
    expect(Date.parse(first.body.data.list[0].favouritedAt)).toBeGreaterThan(Date.now() - 60_000);
    await rt.deps.db.execute(sql`update knowledge set visibility = 'users' where id = ${b.id}`);
    await rt.deps.db.execute(sql`update knowledge set deleted_at = now() where id = ${c.id}`);
    const after = await list('zhangsan', { folderId: folder.id });
    expect(after.body.data).toMatchObject({ total: 1, list: [{ id: a.id, title: '甲' }] });
    // The folder counts what the personal centre lists (vanished ones as unavailable); the readable rest is this list.
    expect((await folders('zhangsan')).body.data.find((f) => f.id === folder.id)).toMatchObject({ count: 3, unavailable: 2 });
  });

  it("narrows to one domain's favourites (the forum's 我的收藏) and refuses an unknown domain with 400", async () => {
    const entry = await createItem(rt, { authorUsername: 'admin', title: '域筛选词条' });
    const doc = await createItem(rt, { authorUsername: 'admin', title: '域筛选文档', domainId: DOMAIN_IDS.library });
    const folder = (await saveFolder('zhangsan', { name: '域筛选' })).body.data;
    for (const i of [entry, doc]) await add('zhangsan', i.id, folder.id);
    const docs = await list('zhangsan', { folderId: folder.id, domainId: DOMAIN_IDS.library });
    expect(docs.body.data).toMatchObject({ total: 1, list: [{ id: doc.id, title: '域筛选文档' }] });
    const wiki = await list('zhangsan', { domainId: DOMAIN_IDS.wiki });
    expect(wiki.body.data.list.map((i) => i.id)).toContain(entry.id);
    expect(wiki.body.data.list.map((i) => i.id)).not.toContain(doc.id);
    const bad = await list('zhangsan', { domainId: 999 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('知识域');
  });

  it('answers 404 for an unreadable item or a folder of someone else', async () => {
    const hidden = await createItem(rt, {
      authorUsername: 'zhangsan',
      visibility: { scope: 'users', userIds: [await userId(rt, 'admin')] },
    });
    const r = await add('wangwu', hidden.id, (await defaultFolder('wangwu')).id);
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('内容不存在或无权查看');
    const wiki = await createItem(rt, { authorUsername: 'zhangsan' });
    expect((await add('lisi', wiki.id, (await defaultFolder('lisi')).id)).status).toBe(404);
    const foreign = await add('wangwu', wiki.id, (await defaultFolder('zhangsan')).id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('收藏夹不存在');
    expect((await list('wangwu', { folderId: (await defaultFolder('zhangsan')).id })).status).toBe(404);
    expect(await stored(wiki.id)).toBe(0);
  });

  it('refuses bad input with 400 naming the field and anonymous callers with 401', async () => {
    const r = await call(rt, favoriteAdd, { knowledgeId: 1 }, { token: tokens.zhangsan });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('收藏夹');
    const anon = await call(rt, favoriteList, {});
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe(CODE_UNAUTHENTICATED);
    expect((await call(rt, favoriteFolders, {})).body.code).toBe(CODE_UNAUTHENTICATED);
  });
});
