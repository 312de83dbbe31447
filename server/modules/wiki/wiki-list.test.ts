import crypto from 'node:crypto';
import { wikiList } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { detail, entry, idOf, list, publish, save, submit, tokens } from '../../test/wiki/flow';

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
});
afterAll(() => rt.close());

/** A tag put in every title of one test, so its keyword finds exactly that test's entries. */
const tag = () => `批次${crypto.randomBytes(3).toString('hex')}`;
const ids = (r: Awaited<ReturnType<typeof list>>) => r.body.data.list.map((i) => i.id);
const setColumns = (id: number, columns: ReturnType<typeof sql>) =>
  rt.deps.db.execute(sql`update knowledge set ${columns} where id = ${id}`);

describe('filters', () => {
  it('finds entries by keyword in the title, the summary and the published text', async () => {
    const k = tag();
    const inTitle = await publish(rt, t.zhangsan, t.admin, { title: `差旅${k}` });
    const inSummary = await publish(rt, t.zhangsan, t.admin, { summary: `摘要里有${k}` });
    const inText = await publish(rt, t.zhangsan, t.admin, { content: `<p>正文提到${k}</p>` });
    const draftOnly = await save(rt, t.zhangsan, entry({ content: `<p>草稿提到${k}</p>` }));
    const r = await list(rt, t.wangwu, { keyword: k });
    expect(ids(r).sort()).toEqual([inTitle, inSummary, inText].sort());
    expect(ids(r)).not.toContain(draftOnly.id);
    expect((await list(rt, t.wangwu, { keyword: `${k}%` })).body.data.total).toBe(0);
  });

  it('filters by label (a category covers its labels), group with sub-groups, and author', async () => {
    const k = tag();
    const manual = await idOf(rt, 'labels', '操作手册');
    const faq = await idOf(rt, 'labels', '常见问题');
    const rd = await idOf(rt, 'groups', '研发中心');
    const platform = await idOf(rt, 'groups', '平台研发部');
    const a = await publish(rt, t.zhangsan, t.admin, { title: `甲${k}`, labelIds: [manual], groupId: platform });
    const b = await publish(rt, t.admin, t.admin, { title: `乙${k}`, labelIds: [faq], groupId: rd });
    const c = await publish(rt, t.admin, t.admin, { title: `丙${k}`, labelIds: [], groupId: await idOf(rt, 'groups', '市场部') });
    expect(ids(await list(rt, t.wangwu, { keyword: k, labelIds: [manual] }))).toEqual([a]);
    expect(ids(await list(rt, t.wangwu, { keyword: k, labelIds: [manual, faq] })).sort()).toEqual([a, b].sort());
    expect(ids(await list(rt, t.wangwu, { keyword: k, labelIds: [await idOf(rt, 'labels', '知识类型')] })).sort()).toEqual(
      [a, b].sort(),
    );
    expect(ids(await list(rt, t.wangwu, { keyword: k, groupIds: [rd] })).sort()).toEqual([a, b].sort());
    expect(ids(await list(rt, t.wangwu, { keyword: k, groupIds: [platform] }))).toEqual([a]);
    expect(ids(await list(rt, t.wangwu, { keyword: k, authorId: await idOf(rt, 'users', 'admin') })).sort()).toEqual(
      [b, c].sort(),
    );
  });

  it('combines labels with OR within a category and AND across categories', async () => {
    const k = tag();
    const [hr, marketing, rules, training] = await Promise.all(
      ['人力资源', '市场营销', '制度规范', '培训资料'].map((n) => idOf(rt, 'labels', n)),
    );
    const hrRules = await publish(rt, t.admin, t.admin, { title: `人事制度${k}`, labelIds: [hr, rules] });
    const hrTraining = await publish(rt, t.admin, t.admin, { title: `人事培训${k}`, labelIds: [hr, training] });
    const marketingRules = await publish(rt, t.admin, t.admin, { title: `营销制度${k}`, labelIds: [marketing, rules] });
    expect(ids(await list(rt, t.wangwu, { keyword: k, labelIds: [hr, rules] }))).toEqual([hrRules]);
    expect(ids(await list(rt, t.wangwu, { keyword: k, labelIds: [hr, marketing, rules] })).sort()).toEqual(
      [hrRules, marketingRules].sort(),
    );
    expect(ids(await list(rt, t.wangwu, { keyword: k, labelIds: [hr, rules, training] })).sort()).toEqual(
      [hrRules, hrTraining].sort(),
    );
    // A whole category ('业务领域') with a label of another still narrows by both.
    expect(ids(await list(rt, t.wangwu, { keyword: k, labelIds: [await idOf(rt, 'labels', '业务领域'), training] }))).toEqual([
      hrTraining,
    ]);
    // An unknown label matches nothing instead of being dropped.
    expect(ids(await list(rt, t.wangwu, { keyword: k, labelIds: [hr, 99_999_999] }))).toEqual([]);
  });

  it('filters by update date on Asia/Shanghai calendar days, both ends inclusive', async () => {
    const k = tag();
    const early = await publish(rt, t.zhangsan, t.admin, { title: `早${k}` });
    const late = await publish(rt, t.zhangsan, t.admin, { title: `晚${k}` });
    // 2025-03-01 00:30 in Shanghai is still 2025-02-28 in UTC.
    await setColumns(early, sql`updated_at = '2025-03-01T00:30:00+08:00'`);
    await setColumns(late, sql`updated_at = '2025-03-10T23:59:00+08:00'`);
    expect(ids(await list(rt, t.wangwu, { keyword: k, dateFrom: '2025-03-01', dateTo: '2025-03-10' })).sort()).toEqual(
      [early, late].sort(),
    );
    expect(ids(await list(rt, t.wangwu, { keyword: k, dateFrom: '2025-03-02' }))).toEqual([late]);
    expect(ids(await list(rt, t.wangwu, { keyword: k, dateTo: '2025-03-09' }))).toEqual([early]);
    expect(ids(await list(rt, t.wangwu, { keyword: k, dateTo: '2025-02-28' }))).toEqual([]);
  });

  it("lists the caller's own entries in any state with mine, and by status", async () => {
    const k = tag();
    const published = await publish(rt, t.zhangsan, t.admin, { title: `发${k}` });
    const draft = await save(rt, t.zhangsan, entry({ title: `草${k}` }));
    const pending = await save(rt, t.zhangsan, entry({ title: `审${k}` }));
    await submit(rt, t.zhangsan, pending.id);
    const othersDraft = await save(rt, t.admin, entry({ title: `管${k}` }));
    expect(ids(await list(rt, t.zhangsan, { keyword: k, mine: true })).sort()).toEqual([published, draft.id, pending.id].sort());
    expect(ids(await list(rt, t.zhangsan, { keyword: k, status: 'draft' }))).toEqual([draft.id]);
    expect(ids(await list(rt, t.zhangsan, { keyword: k, status: 'pending' }))).toEqual([pending.id]);
    expect(ids(await list(rt, t.zhangsan, { keyword: k, status: 'published' }))).toEqual([published]);
    expect(ids(await list(rt, t.zhangsan, { keyword: k }))).toEqual([published]);
    // Nobody else's drafts for a reader; an admin sees every draft, an approver every pending entry.
    expect(ids(await list(rt, t.wangwu, { keyword: k, status: 'draft' }))).toEqual([]);
    expect(ids(await list(rt, t.admin, { keyword: k, status: 'draft' })).sort()).toEqual([draft.id, othersDraft.id].sort());
    expect(ids(await list(rt, t.admin, { keyword: k, status: 'pending' }))).toEqual([pending.id]);
  });

  it('refuses invalid filters with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ dateFrom: '2025-02-30' }, '开始日期'],
      [{ dateTo: '0000-01-01' }, '结束日期：日期无效'],
      [{ dateFrom: '2025-03-02', dateTo: '2025-03-01' }, '结束日期：不能早于开始日期'],
      [{ sort: 'random' }, '排序'],
      [{ status: 'superseded' }, '状态'],
      [{ labelIds: [0] }, '标签'],
      [{ keyword: 'x'.repeat(101) }, '关键词'],
      [{ page: 0 }, '页码'],
      [{ size: 1000 }, '每页条数'],
    ];
    for (const [patch, message] of cases) {
      const r = await call(rt, wikiList, { page: 1, size: 10, ...patch }, { token: t.zhangsan });
      expect([r.status, r.body.message]).toEqual([400, expect.stringContaining(message)]);
    }
  });
});

describe('sorting and paging', () => {
  it('sorts by each order with the newest id breaking ties, and pages stably', async () => {
    const k = tag();
    const [a, b, c] = [
      await publish(rt, t.zhangsan, t.admin, { title: `B${k}` }),
      await publish(rt, t.zhangsan, t.admin, { title: `A${k}` }),
      await publish(rt, t.zhangsan, t.admin, { title: `C${k}` }),
    ];
    await setColumns(a, sql`views = 50, like_count = 1, published_at = now() - interval '1 day', updated_at = now()`);
    await setColumns(b, sql`views = 5, like_count = 9, published_at = now(), updated_at = now() - interval '2 days'`);
    await setColumns(
      c,
      sql`views = 5, like_count = 1, published_at = now() - interval '3 days', updated_at = now() - interval '1 day'`,
    );
    const zhangsanId = await idOf(rt, 'users', 'zhangsan');
    await rt.deps.db.execute(sql`
      insert into footprints (user_id, knowledge_id, day) values
        (${zhangsanId}, ${c}, current_date), (${zhangsanId}, ${c}, current_date - 1), (${zhangsanId}, ${b}, current_date),
        (${zhangsanId}, ${a}, current_date - 40)`);
    const order = async (sort: string) => ids(await list(rt, t.wangwu, { keyword: k, sort }));
    expect(await order('newest')).toEqual([b, a, c]);
    expect(await order('updated')).toEqual([a, c, b]);
    expect(await order('views')).toEqual([a, c, b]);
    expect(await order('likes')).toEqual([b, c, a]);
    expect(await order('hot')).toEqual([c, b, a]);
    expect(await order('title')).toEqual([b, a, c]);
    const page1 = await list(rt, t.wangwu, { keyword: k, sort: 'views', page: 1, size: 2 });
    const page2 = await list(rt, t.wangwu, { keyword: k, sort: 'views', page: 2, size: 2 });
    expect(page1.body.data.total).toBe(3);
    expect([...ids(page1), ...ids(page2)]).toEqual([a, c, b]);
    expect(ids(await list(rt, t.wangwu, { keyword: k, page: 9, size: 2 }))).toEqual([]);
  });
});

describe('footprints', () => {
  it('counts a view once per user and day', async () => {
    const id = await publish(rt, t.zhangsan, t.admin);
    const first = await detail(rt, t.wangwu, id);
    expect(first.body.data.views).toBe(1);
    await Promise.all([detail(rt, t.wangwu, id), detail(rt, t.wangwu, id)]);
    expect((await detail(rt, t.wangwu, id)).body.data.views).toBe(1);
    expect((await detail(rt, t.admin, id)).body.data.views).toBe(2);
    const rows = await rt.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from footprints where knowledge_id = ${id}`,
    );
    expect(rows.rows[0].n).toBe(2);
    // A new day counts again.
    await rt.deps.db.execute(sql`update footprints set day = day - 1 where knowledge_id = ${id}`);
    expect((await detail(rt, t.wangwu, id)).body.data.views).toBe(3);
  });
});
