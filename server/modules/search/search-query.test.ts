import { DOMAIN_IDS } from '@contract/platform/domains';
import { searchSmart } from '@contract/search/search';
import { sql } from 'drizzle-orm';
import { reindexItem } from '../../search/index-doc';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { html, marked, search, titles } from '../../test/search/search';
import { idOf, publish, tokens } from '../../test/wiki/flow';

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;
const ids: Record<string, number> = {};
let label: Record<'finance' | 'safety' | 'policy', number>;
let g: Record<'rd' | 'platform' | 'market', number>;

/** Sets an item's publication time, as the seed does for old content, and reindexes it. */
async function publishedAt(id: number, iso: string) {
  await rt.deps.db.execute(sql`update knowledge set published_at = ${iso}::timestamptz where id = ${id}`);
  await reindexItem(rt.deps.db, id);
}

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
  label = {
    finance: await idOf(rt, 'labels', '财务管理'),
    safety: await idOf(rt, 'labels', '安全生产'),
    policy: await idOf(rt, 'labels', '制度规范'),
  };
  g = {
    rd: await idOf(rt, 'groups', '研发中心'),
    platform: await idOf(rt, 'groups', '平台研发部'),
    market: await idOf(rt, 'groups', '市场部'),
  };
  const add = async (key: string, title: string, body: string, extra: Record<string, unknown> = {}) => {
    ids[key] = await publish(rt, t.admin, t.admin, { title, content: html(body), ...extra });
  };
  await add('bodyOnly', '出差补贴标准说明', '员工出差的住宿费用报销须在三十天内完成，逾期不予受理。', {
    labelIds: [label.finance],
  });
  await add('titleHit', '报销须知', '请按规定提交单据。', { labelIds: [label.finance], groupId: g.platform });
  await add('scattered', '单据流转说明', '流程见附件；报销单据由财务审核，制度另行规定。', { labelIds: [label.policy] });
  await add('exact', '费用管理规定', '本规定明确了报销流程制度的全部要求。', { labelIds: [label.policy], groupId: g.market });
  await add('poem', '靜夜思', '牀前看月光，疑是地上霜。舉頭望山月，低頭思故鄉。', {
    summary: '〔唐〕李白',
    labelIds: [label.safety],
  });
  await add('fullWidth', 'ＯＫＲ目标管理实践', '季度ＯＫＲ的制定与复盘。', { labelIds: [label.policy] });
  await publishedAt(ids.bodyOnly, '2024-03-05T10:00:00+08:00');
  await publishedAt(ids.titleHit, '2025-06-01T10:00:00+08:00');
  await rt.deps.db.execute(sql`update search_docs set views = 50 where knowledge_id = ${ids.scattered}`);
});
afterAll(() => rt.close());

describe('matching', () => {
  it('finds a two-character word inside a sentence, whatever jieba made of it', async () => {
    // 住宿费用报销须在 … : jieba cuts it otherwise, the character pairs still hold 报销.
    expect(titles(await search(rt, t.zhangsan, { keyword: '报销' }))).toContain('出差补贴标准说明');
    expect(titles(await search(rt, t.zhangsan, { keyword: '逾期' }))).toEqual(['出差补贴标准说明']);
  });

  it('finds traditional text by a simplified query (and the reverse), highlighting the original characters', async () => {
    const out = await search(rt, t.zhangsan, { keyword: '静夜思' });
    expect(titles(out)).toEqual(['靜夜思']);
    expect(marked(out.list[0].highlightTitle)).toBe('[靜夜思]');
    const line = await search(rt, t.zhangsan, { keyword: '举头望山月' });
    expect(titles(line)).toEqual(['靜夜思']);
    expect(marked(line.list[0].snippet)).toContain('[舉頭望山月]');
    expect(titles(await search(rt, t.zhangsan, { keyword: '費用管理' }))).toEqual(['费用管理规定']);
  });

  it('treats full-width letters and case as the same', async () => {
    expect(titles(await search(rt, t.zhangsan, { keyword: 'okr' }))).toEqual(['ＯＫＲ目标管理实践']);
    expect(titles(await search(rt, t.zhangsan, { keyword: 'ＯＫ' }))).toEqual(['ＯＫＲ目标管理实践']);
  });

  it('matches a quoted phrase exactly and excludes -words', async () => {
    expect(titles(await search(rt, t.zhangsan, { keyword: '"报销流程制度"' }))).toEqual(['费用管理规定']);
    expect(titles(await search(rt, t.zhangsan, { keyword: '报销 -单据' })).sort()).toEqual(['出差补贴标准说明', '费用管理规定']);
    expect(titles(await search(rt, t.zhangsan, { keyword: '报销 -"单据由财务"' })).sort()).toEqual(
      ['出差补贴标准说明', '报销须知', '费用管理规定'].sort(),
    );
  });

  it('excludes single characters, several exclusions at once, and exclusions without a positive word', async () => {
    expect(titles(await search(rt, t.zhangsan, { keyword: '报销 -须' })).sort()).toEqual(['单据流转说明', '费用管理规定']);
    const both = await search(rt, t.zhangsan, { keyword: '报销 -须 -"制度另行"' });
    expect(titles(both)).toEqual(['费用管理规定']);
    expect(both.total).toBe(1);
    expect(both.facets.domains).toEqual([{ value: 1, count: 1 }]);
    const only = titles(await search(rt, t.zhangsan, { keyword: '-逾期' }));
    expect(only).toContain('报销须知');
    expect(only).not.toContain('出差补贴标准说明');
  });

  it('answers an empty result for a keyword of punctuation only', async () => {
    const out = await search(rt, t.zhangsan, { keyword: '，。' });
    expect(out.total).toBe(0);
    expect(out.list).toEqual([]);
  });
});

describe('ranking', () => {
  it('puts title hits above body hits', async () => {
    expect(titles(await search(rt, t.zhangsan, { keyword: '报销' }))[0]).toBe('报销须知');
  });

  it('puts the exact stretch above the same words scattered', async () => {
    const order = titles(await search(rt, t.zhangsan, { keyword: '报销流程制度' }));
    expect(order).toEqual(['费用管理规定', '单据流转说明']);
  });

  it('sorts by publication date or views on request', async () => {
    const newest = titles(await search(rt, t.zhangsan, { keyword: '报销', sort: 'newest' }));
    expect(newest.indexOf('报销须知')).toBeLessThan(newest.indexOf('出差补贴标准说明'));
    expect(newest.at(-1)).toBe('出差补贴标准说明');
    expect(titles(await search(rt, t.zhangsan, { keyword: '报销', sort: 'views' }))[0]).toBe('单据流转说明');
  });

  it('pages through the whole result in a stable order', async () => {
    const all = titles(await search(rt, t.zhangsan, { keyword: '报销', size: 10 }));
    const pages = [];
    for (let page = 1; page <= all.length; page++)
      pages.push(...titles(await search(rt, t.zhangsan, { keyword: '报销', page, size: 1 })));
    expect(pages).toEqual(all);
  });
});

describe('filters and facets', () => {
  it('filters by label (a category stands for its labels), group with sub-groups, author, year and dates', async () => {
    expect(titles(await search(rt, t.zhangsan, { keyword: '报销', labelIds: [label.finance] })).sort()).toEqual([
      '出差补贴标准说明',
      '报销须知',
    ]);
    const category = await rt.deps.db.execute<{ id: number }>(
      sql`select parent_id as id from labels where id = ${label.finance}`,
    );
    expect((await search(rt, t.zhangsan, { keyword: '报销', labelIds: [category.rows[0].id] })).total).toBeGreaterThanOrEqual(2);
    expect(titles(await search(rt, t.zhangsan, { keyword: '报销', groupIds: [g.rd] }))).toEqual(['报销须知']);
    const adminId = await idOf(rt, 'users', 'admin');
    expect((await search(rt, t.zhangsan, { keyword: '报销', authorIds: [adminId] })).total).toBe(4);
    expect((await search(rt, t.zhangsan, { keyword: '报销', authorIds: [adminId + 1000] })).total).toBe(0);
    expect(titles(await search(rt, t.zhangsan, { keyword: '报销', years: [2024] }))).toEqual(['出差补贴标准说明']);
    expect(titles(await search(rt, t.zhangsan, { keyword: '报销', dateFrom: '2025-06-01', dateTo: '2025-06-01' }))).toEqual([
      '报销须知',
    ]);
    expect(titles(await search(rt, t.zhangsan, { keyword: '报销', dateTo: '2024-12-31' }))).toEqual(['出差补贴标准说明']);
  });

  it('counts facets over the whole result; the domain tabs also count the domains not chosen', async () => {
    const out = await search(rt, t.zhangsan, { keyword: '报销', size: 1 });
    expect(out.total).toBe(4);
    expect(out.list).toHaveLength(1);
    expect(out.facets.domains).toEqual([{ value: 1, count: 4 }]);
    expect(out.facets.labels).toEqual([
      { id: label.finance, name: '财务管理', count: 2 },
      { id: label.policy, name: '制度规范', count: 2 },
    ]);
    const year = new Date().getFullYear();
    expect(out.facets.years).toEqual([
      { value: year, count: 2 },
      { value: 2025, count: 1 },
      { value: 2024, count: 1 },
    ]);
    const narrowed = await search(rt, t.zhangsan, { keyword: '报销', labelIds: [label.finance], years: [2024] });
    expect(narrowed.total).toBe(1);
    expect(narrowed.facets).toEqual({
      domains: [{ value: 1, count: 1 }],
      labels: [{ id: label.finance, name: '财务管理', count: 1 }],
      years: [{ value: 2024, count: 1 }],
    });
    const documents = await search(rt, t.zhangsan, { keyword: '报销', domainIds: [DOMAIN_IDS.library] });
    expect(documents.total).toBe(0);
    expect(documents.facets).toEqual({ domains: [{ value: 1, count: 4 }], labels: [], years: [] });
  });

  it('refuses a date range that ends before it starts', async () => {
    const r = await call(
      rt,
      searchSmart,
      { keyword: '报销', dateFrom: '2025-01-02', dateTo: '2025-01-01' },
      { token: t.zhangsan },
    );
    expect(r.status).toBe(400);
  });

  it('describes each result: labels, year, author, dates, views', async () => {
    const hit = (await search(rt, t.zhangsan, { keyword: '报销须知' })).list[0];
    expect(hit).toMatchObject({
      id: ids.titleHit,
      domainId: DOMAIN_IDS.wiki,
      labels: [{ id: label.finance, name: '财务管理' }],
      year: 2025,
      author: { nickname: '管理员' },
      views: 0,
    });
    // Summary, then body; no keyword word in them, so the start.
    expect(marked(hit.snippet)).toBe('测试摘要 请按规定提交单据。');
  });
});
