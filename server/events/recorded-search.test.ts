import { DOMAIN_IDS } from '@contract/platform/domains';
import { searchClick, searchFeedback, searchSmart } from '@contract/search/search';
import { call } from '../test/client';
import { eventMark, eventsSince, rollupMismatches } from '../test/events';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import type { SmartOut } from '../test/search/search';
import { html, search as searchAs } from '../test/search/search';
import { idOf, publish, tokens } from '../test/wiki/flow';

const IP = '203.0.113.41';
let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;
let zhangsan: number;
let itemIds: number[];

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
  zhangsan = await idOf(rt, 'users', 'zhangsan');
  itemIds = [
    await publish(rt, t.admin, t.admin, { title: '会议室预订办法', content: html('预订流程') }),
    await publish(rt, t.admin, t.admin, { title: '会议纪要编写办法', content: html('纪要格式') }),
  ];
});
afterAll(() => rt.close());

const as = (token: string) => ({ token, address: IP });
const search = async (input: Record<string, unknown>) => {
  const r = await call<SmartOut>(rt, searchSmart, { page: 1, size: 20, ...input }, as(t.zhangsan));
  expect(r.status).toBe(200);
  return r.body.data;
};

describe('search events', () => {
  it('records each search with its keyword, filters, hits and time, the log id as object', async () => {
    const mark = await eventMark(rt);
    const out = await search({ keyword: '会议', sort: 'newest' });
    // Refused input is no search.
    expect((await call(rt, searchSmart, { keyword: 'x'.repeat(10_000) }, as(t.zhangsan))).status).toBe(400);
    expect(await eventsSince(rt, mark)).toEqual([
      {
        action: 'search',
        user_id: zhangsan,
        domain_id: null,
        subject_id: null,
        object_id: out.searchId,
        ip: IP,
        detail: { keyword: '会议', filters: { sort: 'newest', page: 1, size: 20 }, hits: 2, tookMs: out.tookMs },
      },
    ]);
    expect(out.total).toBe(2);
    expect(await rollupMismatches(rt, [zhangsan])).toEqual([]);
  });

  it('records a click on a result with the item as subject and its position; refused clicks record none', async () => {
    const out = await search({ keyword: '会议' });
    const target = out.list[1];
    const mark = await eventMark(rt);
    const click = (token: string, body: Record<string, number>) =>
      call(rt, searchClick, { searchId: out.searchId, knowledgeId: target.id, position: 2, ...body }, as(token));
    expect((await click(t.zhangsan, {})).status).toBe(200);
    expect((await click(t.zhangsan, { knowledgeId: 999_999 })).status).toBe(404);
    // Someone else's search.
    expect((await click(t.admin, {})).status).toBe(404);
    expect(await eventsSince(rt, mark)).toEqual([
      {
        action: 'click',
        user_id: zhangsan,
        domain_id: DOMAIN_IDS.wiki,
        subject_id: target.id,
        object_id: out.searchId,
        ip: IP,
        detail: { position: 2 },
      },
    ]);
    expect(itemIds).toContain(target.id);
    expect(await rollupMismatches(rt, [zhangsan])).toEqual([]);
  });

  it('records feedback when the verdict is new or changed, not when it is sent again', async () => {
    const out = await searchAs(rt, t.zhangsan, { keyword: '纪要' });
    const mark = await eventMark(rt);
    const send = (token: string, body: Record<string, unknown>) =>
      call(rt, searchFeedback, { searchId: out.searchId, ...body }, as(token));
    expect((await send(t.zhangsan, { useful: false, comment: '没找到' })).status).toBe(200);
    expect((await send(t.zhangsan, { useful: false, comment: '没找到' })).status).toBe(200);
    expect((await send(t.zhangsan, { useful: true })).status).toBe(200);
    expect((await send(t.admin, { useful: true })).status).toBe(404);
    const feedback = (useful: boolean) => ({
      action: 'feedback',
      user_id: zhangsan,
      domain_id: null,
      subject_id: null,
      object_id: out.searchId,
      ip: IP,
      detail: { useful },
    });
    expect(await eventsSince(rt, mark)).toEqual([feedback(false), feedback(true)]);
    expect(await rollupMismatches(rt, [zhangsan])).toEqual([]);
  });
});
