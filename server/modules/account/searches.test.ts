import { type MySearch, mySearches, mySearchesRemove } from '@contract/account/account-centre';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { searchSmart } from '@contract/search/search';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { setupRuntime } from '../../test/setup-runtime';

const t = setupRuntime('zhangsan', 'admin');

type Page = { total: number; list: MySearch[] };

const search = (token: string, keyword: string, extra: Record<string, unknown> = {}) =>
  call(t.rt, searchSmart, { keyword, ...extra }, { token });

describe('account.searches', () => {
  beforeAll(async () => {
    // The demo seed may have logged searches of its own: start from none.
    await t.rt.deps.db.execute(sql`delete from search_logs`);
    await search(t.zhangsan, '报销制度');
    await search(t.zhangsan, '报销制度', { page: 2 });
    await search(t.zhangsan, '年假', { domainIds: [DOMAIN_IDS.library] });
    await search(t.zhangsan, '会议纪要');
    await search(t.admin, '管理员的搜索');
  });

  it('lists my keywords once each, newest first, with how often and the last domain', async () => {
    const r = await call<Page>(t.rt, mySearches, {}, { token: t.zhangsan });
    expect(r.status).toBe(200);
    expect(r.body.data.total).toBe(3);
    expect(r.body.data.list.map((s) => s.keyword)).toEqual(['会议纪要', '年假', '报销制度']);
    expect(r.body.data.list[1]).toMatchObject({ domainId: DOMAIN_IDS.library, times: 1 });
    expect(r.body.data.list[2]).toMatchObject({ domainId: null, times: 2 });
    const kw = await call<Page>(t.rt, mySearches, { keyword: '年' }, { token: t.zhangsan });
    expect(kw.body.data.list.map((s) => s.keyword)).toEqual(['年假']);
    const p2 = await call<Page>(t.rt, mySearches, { size: 2, page: 2 }, { token: t.zhangsan });
    expect(p2.body.data.list.map((s) => s.keyword)).toEqual(['报销制度']);
  });

  it('removes one keyword with all its searches, never another user’s, then all', async () => {
    const mine = (await call<Page>(t.rt, mySearches, {}, { token: t.zhangsan })).body.data.list;
    const theirs = (await call<Page>(t.rt, mySearches, {}, { token: t.admin })).body.data.list;
    const foreign = await call<{ removed: number }>(t.rt, mySearchesRemove, { ids: [theirs[0].id] }, { token: t.zhangsan });
    expect(foreign.body.data.removed).toBe(0);
    expect((await call<Page>(t.rt, mySearches, {}, { token: t.admin })).body.data.total).toBe(1);

    const one = await call<{ removed: number }>(
      t.rt,
      mySearchesRemove,
      { ids: [mine.find((s) => s.keyword === '报销制度')!.id] },
      { token: t.zhangsan },
    );
    expect(one.body.data.removed).toBe(2);
    expect((await call<Page>(t.rt, mySearches, {}, { token: t.zhangsan })).body.data.total).toBe(2);
    const all = await call<{ removed: number }>(t.rt, mySearchesRemove, { all: true }, { token: t.zhangsan });
    expect(all.body.data.removed).toBe(2);
    expect((await call<Page>(t.rt, mySearches, {}, { token: t.zhangsan })).body.data.total).toBe(0);
  });

  it('refuses bad input with 400 and anonymous callers with 401', async () => {
    const none = await call(t.rt, mySearchesRemove, {}, { token: t.zhangsan });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('请选择要删除的搜索记录');
    expect((await call(t.rt, mySearchesRemove, { ids: [1], all: true }, { token: t.zhangsan })).status).toBe(400);
    expect((await call(t.rt, mySearches, { keyword: 'x'.repeat(101) }, { token: t.zhangsan })).status).toBe(400);
    expect((await call(t.rt, mySearches, {})).status).toBe(401);
    expect((await call(t.rt, mySearchesRemove, { all: true })).status).toBe(401);
  });
});
