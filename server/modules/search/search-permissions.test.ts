import { DOMAIN_IDS } from '@contract/platform/domains';
import { searchKeywordGroup, searchLabelGroup, searchSuggest, searchYearGroup } from '@contract/search/search';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { html, search, titles } from '../../test/search/search';
import { idOf, publish, tokens } from '../../test/wiki/flow';

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;
let finance: number;

/**
 * zhangsan works in 平台研发部 (under 研发中心); lisi in 市场部 and holds only
 * the documents permission; wangwu is a visitor without a group.
 */
beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
  const rd = await idOf(rt, 'groups', '研发中心');
  const market = await idOf(rt, 'groups', '市场部');
  const wangwu = await idOf(rt, 'users', 'wangwu');
  finance = await idOf(rt, 'labels', '财务管理');
  const item = (title: string, visibility: { scope: 'all' | 'groups' | 'users'; groupIds: number[]; userIds: number[] }) =>
    publish(rt, t.admin, t.admin, { title, content: html(`关于珐琅彩的说明：${title}`), labelIds: [finance], visibility });
  await item('珐琅彩公开说明', { scope: 'all', groupIds: [], userIds: [] });
  await item('珐琅彩研发中心说明', { scope: 'groups', groupIds: [rd], userIds: [] });
  await item('珐琅彩市场部说明', { scope: 'groups', groupIds: [market], userIds: [] });
  await item('珐琅彩王五说明', { scope: 'users', groupIds: [], userIds: [wangwu] });
});
afterAll(() => rt.close());

describe('search never shows what the caller may not read', () => {
  it('applies group visibility with sub-groups, named users and the author', async () => {
    expect(titles(await search(rt, t.zhangsan, { keyword: '珐琅彩' })).sort()).toEqual(['珐琅彩公开说明', '珐琅彩研发中心说明']);
    expect(titles(await search(rt, t.wangwu, { keyword: '珐琅彩' })).sort()).toEqual(['珐琅彩公开说明', '珐琅彩王五说明']);
    expect((await search(rt, t.admin, { keyword: '珐琅彩' })).total).toBe(4);
  });

  it('counts only readable items in the total and every facet', async () => {
    const out = await search(rt, t.zhangsan, { keyword: '珐琅彩' });
    expect(out.total).toBe(2);
    expect(out.facets.domains).toEqual([{ value: 1, count: 2 }]);
    expect(out.facets.labels).toEqual([{ id: finance, name: '财务管理', count: 2 }]);
    expect(out.facets.years.reduce((a, y) => a + y.count, 0)).toBe(2);
    const labels = await call<{ labels: { count: number }[] }[]>(
      rt,
      searchLabelGroup,
      { keyword: '珐琅彩' },
      { token: t.zhangsan },
    );
    expect(labels.body.data.flatMap((g) => g.labels.map((l) => l.count))).toEqual([2]);
    const years = await call<{ count: number }[]>(rt, searchYearGroup, { keyword: '珐琅彩' }, { token: t.zhangsan });
    expect(years.body.data.reduce((a, y) => a + y.count, 0)).toBe(2);
    const words = await call<{ total: number; terms: { term: string; count: number }[] }>(
      rt,
      searchKeywordGroup,
      { keyword: '珐琅彩 市场部' },
      { token: t.zhangsan },
    );
    // 市场部 is only in the entry zhangsan may not read: it empties the search, the other words alone find 2.
    expect(words.body.data.total).toBe(0);
    for (const x of words.body.data.terms) expect(x.count).toBe(x.term === '市场部' ? 0 : 2);
  });

  it('searches only the domains the caller holds a permission for', async () => {
    const out = await search(rt, t.lisi, { keyword: '珐琅彩' });
    expect(out.total).toBe(0);
    expect(out.facets.domains).toEqual([]);
    // Asking for a domain one may not read changes nothing.
    expect((await search(rt, t.lisi, { keyword: '珐琅彩', domainIds: [DOMAIN_IDS.wiki] })).total).toBe(0);
  });

  it('suggests only readable titles', async () => {
    const r = await call<{ titles: { title: string }[] }>(rt, searchSuggest, { keyword: '珐琅' }, { token: t.zhangsan });
    expect(r.body.data.titles.map((x) => x.title).sort()).toEqual(['珐琅彩公开说明', '珐琅彩研发中心说明']);
    const py = await call<{ titles: { title: string }[] }>(rt, searchSuggest, { keyword: 'falangcai' }, { token: t.wangwu });
    expect(py.body.data.titles.map((x) => x.title).sort()).toEqual(['珐琅彩公开说明', '珐琅彩王五说明']);
  });

  it('refuses anonymous calls', async () => {
    expect((await call(rt, searchSuggest, { keyword: '珐琅' })).status).toBe(401);
  });
});
