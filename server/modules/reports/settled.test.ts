import { DOMAIN_IDS } from '@contract/platform/domains';
import { reportAll } from '@contract/reports/reports-overview';
import { reportUserKeyword } from '@contract/reports/reports-people';
import { reportSearchLog } from '@contract/reports/reports-search';
import { recordEvent } from '../../events/record-event';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { buildFixture, type Fixture } from '../../test/reports/fixture';
import { clearSettled, lastSettledDay, settledOr, splitSettled } from './settled';

describe('settled days', () => {
  // 2026-11-26 20:00 UTC is 2026-11-27 04:00 in Asia/Shanghai.
  const now = Date.parse('2026-11-26T20:00:00Z');

  it('are the days before yesterday in Asia/Shanghai', () => {
    expect(lastSettledDay(now)).toBe('2026-11-25');
    expect(splitSettled({ from: '2026-10-29', to: '2026-11-27' }, now)).toEqual({
      settled: { from: '2026-10-29', to: '2026-11-25' },
      live: { from: '2026-11-26', to: '2026-11-27' },
    });
    expect(splitSettled({ from: '2026-03-01', to: '2026-03-07' }, now)).toEqual({
      settled: { from: '2026-03-01', to: '2026-03-07' },
      live: null,
    });
    expect(splitSettled({ from: '2026-11-26', to: '2026-11-27' }, now)).toEqual({
      settled: null,
      live: { from: '2026-11-26', to: '2026-11-27' },
    });
  });

  it('computes a key once for the requests that ask together, and keeps no failure', async () => {
    clearSettled();
    let runs = 0;
    const slow = () =>
      new Promise<number>((resolve) => {
        runs += 1;
        setTimeout(() => resolve(42), 20);
      });
    const answers = await Promise.all([1, 2, 3].map(() => settledOr('k', slow, () => 1)));
    expect([answers, runs]).toEqual([[42, 42, 42], 1]);
    await expect(
      settledOr(
        'bad',
        () => Promise.reject(new Error('数据库不可用')),
        () => 1,
      ),
    ).rejects.toThrow('数据库不可用');
    expect(
      await settledOr(
        'bad',
        async () => 7,
        () => 1,
      ),
    ).toBe(7);
  });
});

describe('the overview over settled and live days', () => {
  let rt: TestRuntime;
  let fx: Fixture;
  beforeAll(async () => {
    rt = await createTestRuntime({ seed: 'none' });
    fx = await buildFixture(rt);
  });
  afterAll(() => rt.close());

  it('counts what happens today at once, while the days before are read once', async () => {
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() + 8 * 3_600_000 - 29 * 86_400_000).toISOString().slice(0, 10);
    const views = async () => {
      const res = await call<{ totals: { key: string; value: number }[]; top: { entries: { id: number; count: number }[] } }>(
        rt,
        reportAll,
        { from, to: today },
        { token: fx.tokens.admin },
      );
      expect(res.status).toBe(200);
      return {
        total: res.body.data.totals.find((t) => t.key === 'views')?.value,
        item: res.body.data.top.entries.find((e) => e.id === fx.items.w1)?.count ?? 0,
      };
    };
    const before = await views();
    await recordEvent(rt.deps.db, { action: 'view', userId: fx.users.ua, subject: { type: DOMAIN_IDS.wiki, id: fx.items.w1 } });
    await recordEvent(rt.deps.db, { action: 'view', userId: fx.users.ub, subject: { type: DOMAIN_IDS.wiki, id: fx.items.w1 } });
    expect(await views()).toEqual({ total: (before.total ?? 0) + 2, item: before.item + 2 });
  });

  it('adds today’s searches to the keywords of the days before', async () => {
    const day = (back: number) => new Date(Date.now() + 8 * 3_600_000 - back * 86_400_000).toISOString().slice(0, 10);
    // The fixture's searches are in March: a period from then to today holds settled and live days.
    const period = { from: '2026-03-01', to: day(0), granularity: 'month' };
    const keywords = async () => {
      const res = await call<{ list: { keyword: string; count: number; users: number }[]; totals: number[] }>(
        rt,
        reportUserKeyword,
        period,
        { token: fx.tokens.admin },
      );
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const before = await keywords();
    expect(before.list.find((r) => r.keyword === '数据库')).toMatchObject({ count: 2, users: 2 });
    await recordEvent(rt.deps.db, { action: 'search', userId: fx.users.ua, detail: { keyword: '数据库', hits: 1 } });
    await recordEvent(rt.deps.db, { action: 'search', userId: fx.users.wide, detail: { keyword: '数据库', hits: 0 } });
    const after = await keywords();
    // ua searched it in March too: one more person, two more searches, and both in this month's bucket.
    expect(after.list.find((r) => r.keyword === '数据库')).toMatchObject({ count: 4, users: 3 });
    expect(after.totals.at(-1)).toBe((before.totals.at(-1) ?? 0) + 2);
  });

  it('adds today’s searches to the search log’s count and cloud', async () => {
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const log = async (view: string) => {
      const res = await call<{ total: number; cloud: { keyword: string; count: number }[] }>(
        rt,
        reportSearchLog,
        { from: '2026-03-01', to: today, view },
        { token: fx.tokens.admin },
      );
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const [all, none] = [await log('all'), await log('noHits')];
    await recordEvent(rt.deps.db, { action: 'search', userId: fx.users.ub, detail: { keyword: '无结果词', hits: 0 } });
    const [all2, none2] = [await log('all'), await log('noHits')];
    expect([all2.total, none2.total]).toEqual([all.total + 1, none.total + 1]);
    const count = (d: typeof all, k: string) => d.cloud.find((c) => c.keyword === k)?.count ?? 0;
    expect(count(none2, '无结果词')).toBe(count(none, '无结果词') + 1);
  });
});
