import { reportAll } from '@contract/reports/reports-overview';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { buildFixture, type Fixture, PERIOD } from '../../test/reports/fixture';

let rt: TestRuntime;
let fx: Fixture;

beforeAll(async () => {
  rt = await createTestRuntime({ seed: 'none' });
  fx = await buildFixture(rt);
});
afterAll(() => rt.close());

type All = {
  previousFrom: string;
  previousTo: string;
  totals: { key: string; value: number; previous: number; change: number | null }[];
  trend: { bucket: string; views: number; searches: number; activeUsers: number; contributions: number }[];
  top: { entries: { title: string; count: number }[]; documents: { title: string; count: number }[]; searches: unknown[] };
  byGroup: { id: number; name: string; views: number }[];
  byDomain: { id: number; name: string; views: number; downloads: number }[];
};

const all = async (token: string, input: object = {}) => {
  const res = await call<All>(rt, reportAll, { ...PERIOD, ...input }, { token });
  expect(res.status).toBe(200);
  return res.body.data;
};
const totalsOf = (d: All) => Object.fromEntries(d.totals.map((t) => [t.key, [t.value, t.previous, t.change]]));

describe('overview totals', () => {
  it('counts the period by Asia/Shanghai days against the week before', async () => {
    const d = await all(fx.tokens.admin);
    expect([d.previousFrom, d.previousTo]).toEqual(['2026-02-22', '2026-02-28']);
    // 00:10 on the first day and 23:59 on the last count; 23:50 the day before and 00:00:30 the day after do not.
    expect(totalsOf(d)).toEqual({
      activeUsers: [3, 2, 0.5],
      entries: [1, 0, null],
      documents: [0, 0, null],
      videos: [0, 0, null],
      views: [3, 1, 2],
      searches: [3, 1, 2],
      downloads: [2, 0, null],
      contributions: [3, 0, null],
    });
  });

  it("counts only the groups in a scoped viewer's scope", async () => {
    const d = await all(fx.tokens.scoped);
    expect(totalsOf(d)).toMatchObject({
      activeUsers: [2, 1, 1],
      views: [2, 1, 1],
      searches: [2, 0, null],
      downloads: [1, 0, null],
    });
    expect(d.byGroup.map((g) => g.name).sort()).toEqual(['前端', '研发']);
    expect(d.top.searches).toEqual([
      { keyword: '数据库', count: 1 },
      { keyword: '无结果词', count: 1 },
    ]);
  });

  it('narrows to a group subtree and refuses one outside the scope', async () => {
    const d = await all(fx.tokens.admin, { groupId: fx.groups.a1 });
    expect(totalsOf(d)).toMatchObject({ activeUsers: [1, 0, null], views: [1, 0, null], contributions: [1, 0, null] });
    const res = await call(rt, reportAll, { ...PERIOD, groupId: fx.groups.b }, { token: fx.tokens.scoped });
    expect(res.status).toBe(403);
  });

  it('answers an empty period with zeros and an empty bucket per day', async () => {
    const d = await all(fx.tokens.admin, { from: '2025-06-01', to: '2025-06-03' });
    expect(d.totals.every((t) => t.value === 0 && t.previous === 0 && t.change === null)).toBe(true);
    expect(d.trend.map((t) => [t.bucket, t.views])).toEqual([
      ['2025-06-01', 0],
      ['2025-06-02', 0],
      ['2025-06-03', 0],
    ]);
    expect(d.byGroup).toEqual([]);
  });
});

describe('overview trend, top lists and distributions', () => {
  it('buckets by day, and by week starting Monday (the first clipped to the period)', async () => {
    const days = await all(fx.tokens.admin);
    expect(days.trend.map((t) => t.views)).toEqual([1, 0, 1, 0, 0, 0, 1]);
    expect(days.trend.map((t) => t.searches)).toEqual([0, 2, 0, 1, 0, 0, 0]);
    const weeks = await all(fx.tokens.admin, { granularity: 'week' });
    // 2026-03-01 is a Sunday: its own bucket, then the week from Monday 03-02.
    expect(weeks.trend.map((t) => [t.bucket, t.views, t.activeUsers, t.contributions])).toEqual([
      ['2026-03-01', 1, 1, 0],
      ['2026-03-02', 2, 3, 3],
    ]);
    const months = await all(fx.tokens.admin, { from: '2026-02-20', to: '2026-03-07', granularity: 'month' });
    expect(months.trend.map((t) => [t.bucket, t.views])).toEqual([
      ['2026-02-20', 1],
      ['2026-03-01', 3],
    ]);
  });

  it('lists the most read entries the caller may read, and never names the others', async () => {
    expect((await all(fx.tokens.admin)).top.entries.map((e) => [e.title, e.count])).toEqual([
      ['公开词条甲', 2],
      ['受限词条乙', 1],
    ]);
    const wide = await all(fx.tokens.wide);
    expect(wide.top.entries.map((e) => [e.title, e.count])).toEqual([['公开词条甲', 2]]);
    expect(JSON.stringify(wide)).not.toContain('受限词条乙');
    expect((await all(fx.tokens.admin)).top.searches).toEqual([
      { keyword: '数据库', count: 2 },
      { keyword: '无结果词', count: 1 },
    ]);
  });

  it('narrows every figure to one domain, active people included', async () => {
    const d = await all(fx.tokens.admin, { domainId: 2 });
    // Only ua and ub touched a document (two downloads on 03-03); ua's searches and views are not in it.
    expect(totalsOf(d)).toMatchObject({ activeUsers: [2, 0, null], views: [0, 0, null], downloads: [2, 0, null] });
    expect(d.byDomain.map((x) => [x.name, x.views, x.downloads, (x as { activeUsers?: number }).activeUsers])).toEqual([
      ['文档', 0, 2, 2],
    ]);
    expect(d.trend.filter((t) => t.activeUsers > 0).map((t) => [t.bucket, t.activeUsers])).toEqual([['2026-03-03', 2]]);
  });

  it('distributes by group and by domain', async () => {
    const d = await all(fx.tokens.admin);
    expect(d.byGroup.map((g) => [g.name, g.views])).toEqual([
      ['研发', 1],
      ['前端', 1],
      ['销售', 1],
    ]);
    expect(d.byDomain.map((x) => [x.name, x.views, x.downloads])).toEqual([
      ['词条', 3, 0],
      ['文档', 0, 2],
    ]);
  });
});
