import type { AnyEndpoint } from '@contract/platform/endpoint';
import { reportLibrary, reportWiki } from '@contract/reports/reports-knowledge';
import { reportAll } from '@contract/reports/reports-overview';
import { reportUserKeyword } from '@contract/reports/reports-people';
import { reportSearchLog } from '@contract/reports/reports-search';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { buildFixture, type Fixture } from '../../test/reports/fixture';

let rt: TestRuntime;
let fx: Fixture;

beforeAll(async () => {
  rt = await createTestRuntime({ seed: 'none' });
  fx = await buildFixture(rt);
});
afterAll(() => rt.close());

// Every fixture event falls between 02-25 and 03-08: these periods hold the same events, read
// from days only, from whole months only (February and March) and from both.
const DAYS = { from: '2026-02-02', to: '2026-03-30' };
const MONTHS = { from: '2026-02-01', to: '2026-03-31' };
const BOTH = { from: '2026-02-15', to: '2026-03-31' };

const data = async (ep: AnyEndpoint, token: string, input: object) => {
  const res = await call<Record<string, unknown>>(rt, ep, input, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('reports over whole months', () => {
  const cases: [string, AnyEndpoint, object, (d: Record<string, unknown>) => unknown][] = [
    ['keywords', reportUserKeyword, { size: 50 }, (d) => [d.total, d.list]],
    ['one person’s keywords', reportUserKeyword, { userId: -1 }, (d) => [d.total, d.list]],
    ['search log cloud and total', reportSearchLog, {}, (d) => [d.total, d.cloud]],
    ['no-hit searches', reportSearchLog, { view: 'noHits' }, (d) => [d.total, d.cloud]],
    ['wiki items', reportWiki, { view: 'items', size: 50 }, (d) => d.list],
    ['wiki items by likes', reportWiki, { view: 'items', sort: 'likes', size: 50 }, (d) => d.list],
    ['wiki labels', reportWiki, { view: 'labels', size: 50 }, (d) => d.list],
    ['wiki groups', reportWiki, { view: 'groups', size: 50 }, (d) => d.list],
    ['unread wiki items', reportWiki, { view: 'unread', size: 50 }, (d) => d.list],
    ['library items', reportLibrary, { view: 'items', size: 50 }, (d) => d.list],
    ['overview top lists', reportAll, {}, (d) => d.top],
  ];
  it.each(cases)('%s are the same from days, from months and from both', async (_, ep, input, pick) => {
    const extra = 'userId' in input ? { ...input, userId: fx.users.ub } : input;
    for (const token of [fx.tokens.admin, fx.tokens.scoped]) {
      const byDays = pick(await data(ep, token, { ...DAYS, ...extra }));
      expect(pick(await data(ep, token, { ...MONTHS, ...extra }))).toEqual(byDays);
      expect(pick(await data(ep, token, { ...BOTH, ...extra }))).toEqual(byDays);
    }
  });

  it('finds the fixture’s figures in the months (not an empty match)', async () => {
    const d = await data(reportUserKeyword, fx.tokens.admin, MONTHS);
    expect((d.list as { keyword: string; count: number }[]).map((r) => [r.keyword, r.count])).toEqual([
      ['数据库', 2],
      ['无结果词', 1],
      ['旧词', 1],
    ]);
    const w = await data(reportWiki, fx.tokens.admin, { ...MONTHS, view: 'items', size: 50 });
    const first = (w.list as { title: string; reads: number; readers: number }[])[0];
    expect([first.title, first.reads, first.readers]).toEqual(['公开词条甲', 3, 2]);
  });
});
