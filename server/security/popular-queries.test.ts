import { searchSuggest } from '@contract/search/search';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { call, tokenFor } from '../test/client';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { html, search } from '../test/search/search';
import { addStaff, idOf, publish, tokens } from '../test/wiki/flow';

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;
/** Six colleagues of 人力资源部 (hr1…hr6) and six of 市场部 (mk1…mk6). */
let hr: string[];
let market: string[];

type Suggestions = z.infer<typeof searchSuggest.output>;
const popular = async (token: string, keyword: string) => {
  const r = await call<Suggestions>(rt, searchSuggest, { keyword }, { token });
  if (r.status !== 200) throw new Error(`suggest: ${r.status} ${r.body.message}`);
  return r.body.data.queries;
};

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
  hr = [];
  market = [];
  for (let i = 1; i <= 6; i++) {
    hr.push(await addStaff(rt, `hr${i}`, '人力资源部'));
    market.push(await addStaff(rt, `mk${i}`, '市场部'));
  }
  const hrGroup = await idOf(rt, 'groups', '人力资源部');
  await publish(rt, t.zhangsan, t.admin, {
    title: '二〇二六年度薪酬调整方案',
    content: html('各职级调薪幅度'),
    visibility: { scope: 'groups', groupIds: [hrGroup], userIds: [] },
  });
  await publish(rt, t.zhangsan, t.admin, { title: '差旅返利政策说明', content: html('返利按季度结算') });
});
afterAll(() => rt.close());

describe('popular searches', () => {
  it('never shows a caller a popular query that finds nothing he may read, such as a restricted title', async () => {
    for (const token of [t.admin, ...hr]) await search(rt, token, { keyword: '薪酬调整方案' });
    // The people who may read it see the query; everybody else does not learn the title exists.
    expect(await popular(hr[0], '薪酬')).toEqual(['薪酬调整方案']);
    expect(await popular(market[0], '薪酬')).toEqual([]);
    expect(await popular(market[0], '')).not.toContain('薪酬调整方案');
    expect(await popular(t.wangwu, 'xinchou')).toEqual([]);
  });

  it('needs more than two accounts, and no self-registered visitors, to make a query popular', async () => {
    await search(rt, market[0], { keyword: '返利政策' });
    await search(rt, market[1], { keyword: '返利政策' });
    await search(rt, market[1], { keyword: '返利政策' });
    await search(rt, t.wangwu, { keyword: '返利政策' });
    const visitor2 = await addVisitor('visitor2');
    await search(rt, visitor2, { keyword: '返利政策' });
    expect(await popular(market[5], '返利')).toEqual([]);
    for (const token of market.slice(2, 5)) await search(rt, token, { keyword: '返利政策' });
    expect(await popular(market[5], '返利')).toEqual(['返利政策']);
  });
});

/** A self-registered visitor (type 6, role 访客). */
async function addVisitor(username: string): Promise<string> {
  await rt.deps.db.execute(sql`
    with u as (insert into users (username, nickname, type) values (${username}, ${username}, 6) returning id)
    insert into user_roles (user_id, role_id) select u.id, r.id from u, roles r where r.name = '访客'`);
  return tokenFor(rt, username);
}
