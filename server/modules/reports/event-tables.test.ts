import { reportUserOperate } from '@contract/reports/reports-audit';
import { reportExport } from '@contract/reports/reports-export';
import { reportWiki } from '@contract/reports/reports-knowledge';
import { reportDrill } from '@contract/reports/reports-overview';
import { reportUser, reportUserKeyword } from '@contract/reports/reports-people';
import { reportSearchLog } from '@contract/reports/reports-search';
import { buildRequest, call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { buildFixture, type Fixture, PERIOD } from '../../test/reports/fixture';

let rt: TestRuntime;
let fx: Fixture;

beforeAll(async () => {
  rt = await createTestRuntime({ seed: 'none' });
  fx = await buildFixture(rt);
});
afterAll(() => rt.close());

type Page = { total: number; list: Record<string, unknown>[] } & Record<string, unknown>;
const page = async (ep: Parameters<typeof call>[1], token: string, input: object) => {
  const res = await call<Page>(rt, ep, { ...PERIOD, ...input }, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('search log', () => {
  it('lists every search newest first with its hits, time taken and first click', async () => {
    const d = await page(reportSearchLog, fx.tokens.admin, {});
    expect(d.total).toBe(3);
    expect(d.list.map((r) => [r.userName, r.keyword, r.hits, r.tookMs, r.clickedTitle, r.position])).toEqual([
      ['王销售', '数据库', 3, 20, null, null],
      ['李前端', '无结果词', 0, 8, null, null],
      ['张研发', '数据库', 5, 12, '公开词条甲', 2],
    ]);
    expect(d.list[2].filters).toBe('知识域：词条');
    expect(d.list[2].time).toBe('2026-03-02T01:00:00.000Z');
    expect(d.cloud).toEqual([
      { keyword: '数据库', count: 2 },
      { keyword: '无结果词', count: 1 },
    ]);
  });

  it('finds the gaps: searches without hits, and with hits nobody opened', async () => {
    const none = await page(reportSearchLog, fx.tokens.admin, { view: 'noHits' });
    expect(none.list.map((r) => r.keyword)).toEqual(['无结果词']);
    expect(none.cloud).toEqual([{ keyword: '无结果词', count: 1 }]);
    expect(none.total).toBe(1);
    const byWord = await page(reportSearchLog, fx.tokens.admin, { keyword: '数据' });
    expect([byWord.total, byWord.list.length, byWord.cloud]).toEqual([2, 2, [{ keyword: '数据库', count: 2 }]]);
    const noneByWord = await page(reportSearchLog, fx.tokens.admin, { view: 'noHits', keyword: '数据' });
    expect([noneByWord.total, noneByWord.cloud]).toEqual([0, []]);
    const unclicked = await page(reportSearchLog, fx.tokens.admin, { view: 'noClick' });
    expect(unclicked.list.map((r) => r.userName)).toEqual(['王销售']);
  });

  it('sorts by hits and keeps a scoped viewer to his groups', async () => {
    const byHits = await page(reportSearchLog, fx.tokens.admin, { sort: 'hits' });
    expect(byHits.list.map((r) => r.hits)).toEqual([0, 3, 5]);
    const scoped = await page(reportSearchLog, fx.tokens.scoped, {});
    expect(scoped.list.map((r) => r.userName)).toEqual(['李前端', '张研发']);
    expect(scoped.cloud).toEqual([
      { keyword: '数据库', count: 1 },
      { keyword: '无结果词', count: 1 },
    ]);
  });
});

describe('audit trail and drill-down', () => {
  it('shows who did what to which item from where, titles only where readable', async () => {
    const d = await page(reportUserOperate, fx.tokens.wide, { action: 'view' });
    expect(d.list.map((r) => [r.userName, r.actionName, r.title, r.ip])).toEqual([
      ['李前端', '浏览', '公开词条甲', '10.0.0.1'],
      ['王销售', '浏览', null, '10.0.0.9'],
      ['张研发', '浏览', '公开词条甲', '10.0.0.1'],
    ]);
    expect(d.total).toBe(3);
    const all = await page(reportUserOperate, fx.tokens.wide, { size: 100 });
    expect(all.total).toBe(all.list.length);
    const byWord = await page(reportUserOperate, fx.tokens.wide, { keyword: '受限' });
    expect(byWord.total).toBe(0);
    const byItem = await page(reportUserOperate, fx.tokens.admin, { domainId: 1, subjectId: fx.items.w1, sort: 'time' });
    expect(byItem.list.map((r) => r.action)).toEqual(['view', 'click', 'create', 'comment', 'edit', 'approve', 'view']);
  });

  it('drills from a figure to its events, narrowed by person, item or keyword', async () => {
    const views = await page(reportDrill, fx.tokens.admin, { metric: 'views' });
    expect(views.total).toBe(3);
    const contrib = await page(reportDrill, fx.tokens.admin, { metric: 'contributions', userId: fx.users.ua });
    expect(contrib.list.map((r) => r.action)).toEqual(['comment', 'create']);
    const keyword = await page(reportDrill, fx.tokens.admin, { metric: 'searches', searchKeyword: '数据库' });
    expect(keyword.list.map((r) => r.detail)).toEqual([
      '关键词：数据库；结果：3；耗时：20 毫秒',
      '关键词：数据库；结果：5；耗时：12 毫秒；筛选：知识域：词条',
    ]);
    const active = await page(reportDrill, fx.tokens.scoped, { metric: 'activeUsers', size: 100 });
    expect(new Set(active.list.map((r) => r.userName))).toEqual(new Set(['张研发', '李前端']));
  });
});

describe('user keywords', () => {
  it("counts a person's keywords and everybody's per bucket", async () => {
    const all = await page(reportUserKeyword, fx.tokens.admin, { granularity: 'week' });
    expect(all.list.map((r) => [r.keyword, r.count, r.users])).toEqual([
      ['数据库', 2, 2],
      ['无结果词', 1, 1],
    ]);
    expect(all.buckets).toEqual(['2026-03-01', '2026-03-02']);
    expect(all.totals).toEqual([0, 3]);
    expect(all.top).toEqual([
      { keyword: '数据库', count: 2, series: [0, 2] },
      { keyword: '无结果词', count: 1, series: [0, 1] },
    ]);
    const second = await page(reportUserKeyword, fx.tokens.admin, { page: 2, size: 1 });
    expect([second.total, second.list.map((r) => r.keyword)]).toEqual([2, ['无结果词']]);
    // A page past the end has no row to carry the total: it is counted on its own.
    const past = await page(reportUserKeyword, fx.tokens.admin, { page: 5, size: 1 });
    expect([past.total, past.list]).toEqual([2, []]);
    const none = await page(reportUserKeyword, fx.tokens.admin, { keyword: '没有这个词' });
    expect([none.total, none.list]).toEqual([0, []]);
    const one = await page(reportUserKeyword, fx.tokens.admin, { userId: fx.users.ub });
    expect(one.list.map((r) => [r.keyword, r.count, r.lastTime])).toEqual([['数据库', 1, '2026-03-04T03:00:00.000Z']]);
  });
});

/** The CSV rows (header left out) the export of a table gives for these filters, each split at its commas. */
async function exported(name: string, filters: object): Promise<string[][]> {
  const res = await rt.app.fetch(
    buildRequest(reportExport, { name, filters: { ...PERIOD, ...filters }, format: 'csv' }, { token: fx.tokens.admin }),
  );
  return (await res.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1)
    .map((l) => l.split(','));
}

/** For every sort of a table, both ways: the page's rows (as `pick` reads them) are the export's, in order. */
async function pagesMatchExport(
  ep: Parameters<typeof call>[1],
  name: string,
  sorts: string[],
  extra: object,
  pick: { page: (r: Record<string, unknown>) => unknown; file: (cells: string[]) => unknown },
) {
  for (const sort of sorts) {
    for (const desc of [true, false]) {
      const shown = await page(ep, fx.tokens.admin, { ...extra, sort, desc, size: 100 });
      const rows = await exported(name, { ...extra, sort, desc });
      expect(rows.map(pick.file), `${sort} ${desc ? 'desc' : 'asc'}`).toEqual(shown.list.map(pick.page));
      expect(shown.total).toBe(rows.length);
    }
  }
}

describe('pages and their export', () => {
  it('order the keywords alike for every sort, both ways', async () => {
    await pagesMatchExport(
      reportUserKeyword,
      'userKeyword',
      ['keyword', 'count', 'users', 'lastTime'],
      {},
      {
        page: (r) => [r.keyword, String(r.count), String(r.users)],
        file: (c) => c.slice(0, 3),
      },
    );
  });

  it('order the people alike for every sort, both ways, those without activity included', async () => {
    await pagesMatchExport(
      reportUser,
      'user',
      ['name', 'views', 'searches', 'downloads', 'contributions', 'lastActive'],
      {},
      { page: (r) => r.username, file: (c) => c[1] },
    );
  });

  it('order the items alike for every sort, both ways', async () => {
    await pagesMatchExport(
      reportWiki,
      'wiki',
      ['reads', 'likes', 'comments', 'title', 'versions'],
      { view: 'items' },
      {
        page: (r) => r.title,
        file: (c) => c[0],
      },
    );
  });
});
