import { reportUserSummary, reportUserTask } from '@contract/reports/reports-people';
import { reportFeedbackHandle, reportUserFeedback } from '@contract/reports/reports-search';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { buildFixture, type Fixture, PERIOD } from '../../test/reports/fixture';

let rt: TestRuntime;
let fx: Fixture;
let feedbackA: number;
let feedbackB: number;

/** A search by `user` at a Shanghai wall time with that user's verdict on it. */
async function feedback(user: string, at: string, useful: boolean, comment: string): Promise<number> {
  const db = rt.deps.db;
  const log = await db.execute<{
    id: number;
  }>(sql`insert into search_logs (user_id, keyword, keyword_norm, filters, total, took_ms, created_at)
    values (${fx.users[user]}, ${`${comment}的搜索`}, ${comment}, '{}', 1, 5, (${at}::timestamp at time zone 'Asia/Shanghai')) returning id`);
  const r = await db.execute<{ id: number }>(sql`insert into search_feedback (search_id, user_id, useful, comment, created_at)
    values (${log.rows[0].id}, ${fx.users[user]}, ${useful}, ${comment}, (${at}::timestamp at time zone 'Asia/Shanghai')) returning id`);
  return r.rows[0].id;
}

beforeAll(async () => {
  rt = await createTestRuntime({ seed: 'none' });
  fx = await buildFixture(rt);
  feedbackA = await feedback('ua', '2026-03-02 08:00', false, '找不到接口文档');
  feedbackB = await feedback('ub', '2026-03-03 08:00', true, '很好');
  await feedback('ub', '2026-03-08 00:01', false, '期间之后');
  const db = rt.deps.db;
  const label = await db.execute<{ id: number }>(sql`insert into labels (name, domain_id) values ('报表主题', 1) returning id`);
  await db.execute(sql`insert into knowledge_labels (knowledge_id, label_id) values (${fx.items.w1}, ${label.rows[0].id})`);
  await db.execute(sql`insert into tasks (user_id, title, created_at, done_at) values
    (${fx.users.ua1}, '学习任务一', '2026-03-02 02:00Z', '2026-03-03 02:00Z'),
    (${fx.users.ua1}, '学习任务二', '2026-03-04 02:00Z', null),
    (${fx.users.ub}, '销售任务', '2026-03-04 02:00Z', '2026-03-05 02:00Z')`);
});
afterAll(() => rt.close());

type Page = { total: number; list: Record<string, unknown>[] } & Record<string, unknown>;
const page = async (ep: Parameters<typeof call>[1], token: string, input: object) => {
  const res = await call<Page>(rt, ep, { ...PERIOD, ...input }, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('user feedback', () => {
  it("lists the period's feedback, filters by verdict, and is marked handled once", async () => {
    const d = await page(reportUserFeedback, fx.tokens.admin, {});
    expect(d.list.map((r) => [r.userName, r.useful, r.comment, r.handledAt])).toEqual([
      ['王销售', true, '很好', null],
      ['张研发', false, '找不到接口文档', null],
    ]);
    expect((await page(reportUserFeedback, fx.tokens.admin, { useful: false })).total).toBe(1);
    const first = await call<{ handledAt: string; handledBy: string }>(
      rt,
      reportFeedbackHandle,
      { id: feedbackA },
      { token: fx.tokens.scoped },
    );
    expect(first.status).toBe(200);
    expect(first.body.data.handledBy).toBe('本组查看');
    const again = await call<{ handledAt: string; handledBy: string }>(
      rt,
      reportFeedbackHandle,
      { id: feedbackA },
      { token: fx.tokens.admin },
    );
    expect(again.body.data).toMatchObject({ handledAt: first.body.data.handledAt, handledBy: '本组查看' });
    expect((await page(reportUserFeedback, fx.tokens.admin, { handled: false })).list.map((r) => r.comment)).toEqual(['很好']);
  });

  it("hides other groups' feedback from a scoped viewer, who cannot mark it either", async () => {
    const d = await page(reportUserFeedback, fx.tokens.scoped, {});
    expect(d.list.map((r) => r.userName)).toEqual(['张研发']);
    const res = await call(rt, reportFeedbackHandle, { id: feedbackB }, { token: fx.tokens.scoped });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('反馈不存在');
  });
});

describe('tasks', () => {
  it('counts tasks given and done and approval decisions per person and per group', async () => {
    const people = await page(reportUserTask, fx.tokens.admin, { sort: 'name' });
    expect(people.view).toBe('users');
    expect(people.list.map((r) => [r.name, r.given, r.done, r.approved, r.rejected])).toEqual([
      ['张研发', 0, 0, 1, 0],
      ['李前端', 2, 1, 0, 0],
      ['王销售', 1, 1, 0, 0],
    ]);
    const groups = await page(reportUserTask, fx.tokens.scoped, { view: 'groups', sort: 'given', desc: true });
    expect(groups.list.map((r) => [r.name, r.given, r.done, r.approved])).toEqual([
      ['前端', 2, 1, 0],
      ['研发', 0, 0, 1],
    ]);
  });
});

describe('personal summary', () => {
  it("sums one person's period, his active days, themes and keywords", async () => {
    const res = await call<Record<string, unknown>>(
      rt,
      reportUserSummary,
      { from: '2026-02-01', to: '2026-03-31', userId: fx.users.ua },
      { token: fx.tokens.admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      user: { name: '张研发', groupName: '研发' },
      reads: 2,
      contributions: 2,
      searches: 1,
      downloads: 1,
      comments: 1,
      activeDays: 6,
      firstActive: '2026-02-28',
      lastActive: '2026-03-06',
      topKeywords: [{ keyword: '数据库', count: 1 }],
      // He read 公开词条甲 (labelled 报表主题) on 02-28 and 03-01.
      topLabels: [{ name: '报表主题', count: 2 }],
      months: [
        { month: '2026-02', reads: 1, contributions: 0, searches: 0 },
        { month: '2026-03', reads: 1, contributions: 2, searches: 1 },
      ],
    });
  });

  it("refuses a person outside the viewer's scope", async () => {
    const res = await call(rt, reportUserSummary, { ...PERIOD, userId: fx.users.ub }, { token: fx.tokens.scoped });
    expect(res.status).toBe(403);
  });
});
