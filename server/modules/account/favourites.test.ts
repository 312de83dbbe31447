import {
  type CentreFavourite,
  centreFavourites,
  centreFavouritesMove,
  centreFavouritesRemove,
} from '@contract/account/account-centre';
import { favoriteAdd, favoriteFolderSave, favoriteFolders } from '@contract/knowledge/interaction';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { createItem } from '../../test/knowledge/factory';
import { setupRuntime } from '../../test/setup-runtime';

const t = setupRuntime('zhangsan', 'admin');

type Page = { total: number; unavailable: number; list: CentreFavourite[] };
type Folder = { id: number; name: string; count: number; unavailable: number; isDefault: boolean };

async function folder(token: string, name: string): Promise<Folder> {
  const r = await call<Folder>(t.rt, favoriteFolderSave, { name }, { token });
  expect(r.status).toBe(200);
  return r.body.data;
}

describe('account.favourites', () => {
  let a: { id: number; title: string };
  let hidden: { id: number };
  let gone: { id: number };
  let first: Folder;
  let second: Folder;

  beforeAll(async () => {
    a = await createItem(t.rt, { authorUsername: 'admin', title: '收藏可读' });
    hidden = await createItem(t.rt, { authorUsername: 'admin', title: '后来隐藏的收藏' });
    gone = await createItem(t.rt, { authorUsername: 'admin', title: '后来删除的收藏' });
    first = await folder(t.zhangsan, '中心甲');
    second = await folder(t.zhangsan, '中心乙');
    for (const i of [a, hidden, gone])
      await call(t.rt, favoriteAdd, { knowledgeId: i.id, folderId: first.id }, { token: t.zhangsan });
    await t.rt.deps.db.execute(sql`update knowledge set visibility = 'users' where id = ${hidden.id}`);
    await t.rt.deps.db.execute(sql`update knowledge set deleted_at = now() where id = ${gone.id}`);
  });

  it('lists every favourite of a folder, the vanished ones as unavailable without their title', async () => {
    const r = await call<Page>(t.rt, centreFavourites, { folderId: first.id }, { token: t.zhangsan });
    expect(r.status).toBe(200);
    expect(r.body.data.total).toBe(3);
    expect(r.body.data.unavailable).toBe(2);
    const byId = new Map(r.body.data.list.map((f) => [f.knowledgeId, f]));
    expect(byId.get(a.id)).toMatchObject({ available: true, title: '收藏可读', author: { nickname: expect.any(String) } });
    for (const id of [hidden.id, gone.id])
      expect(byId.get(id)).toMatchObject({ available: false, title: null, summary: null, author: null, domainId: null });
    // Nothing in a count that the list doesn't show: the folder counts the same rows, unavailable ones included.
    const counted = (await call<Folder[]>(t.rt, favoriteFolders, {}, { token: t.zhangsan })).body.data.find(
      (f) => f.id === first.id,
    );
    expect(counted).toMatchObject({ count: r.body.data.total, unavailable: r.body.data.unavailable });
  });

  it('moves favourites between own folders and refuses another user’s folder', async () => {
    const moved = await call<{ moved: number }>(
      t.rt,
      centreFavouritesMove,
      { knowledgeIds: [a.id, hidden.id], folderId: second.id },
      { token: t.zhangsan },
    );
    expect(moved.body.data.moved).toBe(2);
    const inSecond = await call<Page>(t.rt, centreFavourites, { folderId: second.id }, { token: t.zhangsan });
    expect(inSecond.body.data.list.map((f) => f.knowledgeId).sort()).toEqual([a.id, hidden.id].sort());

    const adminFolder = await folder(t.admin, '管理员的夹');
    const foreign = await call(
      t.rt,
      centreFavouritesMove,
      { knowledgeIds: [a.id], folderId: adminFolder.id },
      { token: t.zhangsan },
    );
    expect(foreign.status).toBe(404);
    const peek = await call(t.rt, centreFavourites, { folderId: adminFolder.id }, { token: t.zhangsan });
    expect(peek.status).toBe(404);
  });

  it('removes favourites, unavailable ones included, and only the caller’s own', async () => {
    await call(
      t.rt,
      favoriteAdd,
      { knowledgeId: a.id, folderId: (await folder(t.admin, '管理员的夹二')).id },
      { token: t.admin },
    );
    const count = async () =>
      (await t.rt.deps.db.execute<{ n: number }>(sql`select favourite_count as n from knowledge where id = ${a.id}`)).rows[0].n;
    expect(await count()).toBe(2);
    const r = await call<{ removed: number }>(
      t.rt,
      centreFavouritesRemove,
      { knowledgeIds: [a.id, gone.id] },
      { token: t.zhangsan },
    );
    expect(r.body.data.removed).toBe(2);
    expect(await count()).toBe(1);
    const left = await call<Page>(t.rt, centreFavourites, {}, { token: t.zhangsan });
    expect(left.body.data.list.map((f) => f.knowledgeId)).toEqual([hidden.id]);
    const folders = await call<Folder[]>(t.rt, favoriteFolders, {}, { token: t.admin });
    expect(folders.body.data.find((f) => f.name === '管理员的夹二')?.count).toBe(1);
  });

  it('refuses bad input with 400 and anonymous callers with 401', async () => {
    expect((await call(t.rt, centreFavouritesRemove, { knowledgeIds: [] }, { token: t.zhangsan })).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect((await call(t.rt, centreFavouritesMove, { knowledgeIds: many, folderId: 1 }, { token: t.zhangsan })).status).toBe(400);
    expect((await call(t.rt, centreFavourites, { folderId: 'x' }, { token: t.zhangsan })).status).toBe(400);
    expect((await call(t.rt, centreFavourites, {})).status).toBe(401);
    expect((await call(t.rt, centreFavouritesRemove, { knowledgeIds: [1] })).status).toBe(401);
  });
});
