import { reportLibrary, reportWiki } from '@contract/reports/reports-knowledge';
import { reportUser } from '@contract/reports/reports-people';
import { sql } from 'drizzle-orm';
import { intArray } from '../../lib/int-array';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { createItem } from '../../test/knowledge/factory';
import { buildFixture, type Fixture, PERIOD } from '../../test/reports/fixture';

let rt: TestRuntime;
let fx: Fixture;

beforeAll(async () => {
  rt = await createTestRuntime({ seed: 'none' });
  fx = await buildFixture(rt);
});
afterAll(() => rt.close());

type Page = { total: number; list: Record<string, unknown>[] };
const page = async (ep: Parameters<typeof call>[1], token: string, input: object) => {
  const res = await call<Page>(rt, ep, { ...PERIOD, ...input }, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('user table', () => {
  it('lists people of a group subtree with their activity, most views first, then by id', async () => {
    const d = await page(reportUser, fx.tokens.admin, { groupId: fx.groups.a });
    expect(d.total).toBe(5); // 张研发, 全局查看, 本组查看, 普通用户 in 研发, and 李前端 in 前端 below it
    const rows = d.list.map((r) => [r.name, r.views, r.searches, r.downloads, r.contributions, r.lastActive]);
    expect(rows.slice(0, 2)).toEqual([
      ['张研发', 1, 1, 1, 2, '2026-03-06'],
      ['李前端', 1, 1, 0, 1, '2026-03-07'],
    ]);
    expect(rows.slice(2).every((r) => r[1] === 0 && r[5] === null)).toBe(true);
  });

  it('sorts and pages on the server', async () => {
    const first = await page(reportUser, fx.tokens.admin, { keyword: '张', sort: 'contributions', desc: true, size: 1 });
    expect(first.list.map((r) => r.name)).toEqual(['张研发']);
    const byLast = await page(reportUser, fx.tokens.admin, { sort: 'lastActive', desc: true, size: 3 });
    expect(byLast.list.map((r) => r.name)).toEqual(['李前端', '张研发', '王销售']);
    const second = await page(reportUser, fx.tokens.admin, { sort: 'lastActive', desc: true, size: 2, page: 2 });
    expect(second.list[0].name).toBe('王销售');
  });

  it('never shows a scoped viewer people of other groups, nor their numbers', async () => {
    const d = await page(reportUser, fx.tokens.scoped, { size: 100 });
    expect(d.list.map((r) => r.name)).not.toContain('王销售');
    expect(d.list.every((r) => ['研发', '前端'].includes(String(r.groupName)))).toBe(true);
  });

  it('refuses a sort key the table does not have, in Chinese', async () => {
    const res = await call(rt, reportUser, { ...PERIOD, sort: 'password' }, { token: fx.tokens.admin });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('排序字段不存在');
    const bad = await call(rt, reportUser, { from: '2026-02-30', to: '2026-03-01' }, { token: fx.tokens.admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('日期不存在');
  });
});

describe('wiki and library tables', () => {
  it("counts reads, unique readers and comments per entry, the caller's readable ones only", async () => {
    const admin = await page(reportWiki, fx.tokens.admin, {});
    expect(admin.list.map((r) => [r.title, r.reads, r.readers, r.comments, r.versions, r.state])).toEqual([
      ['公开词条甲', 2, 2, 1, 1, '已发布'],
      ['受限词条乙', 1, 1, 0, 1, '已发布'],
      ['销售词条丙', 0, 0, 0, 1, '已发布'],
      ['冷门词条丁', 0, 0, 0, 1, '已发布'],
    ]);
    const wide = await page(reportWiki, fx.tokens.wide, {});
    expect(wide.total).toBe(3);
    expect(JSON.stringify(wide)).not.toContain('受限词条乙');
  });

  it("limits a scoped viewer to his groups' items and his groups' readers", async () => {
    const d = await page(reportWiki, fx.tokens.scoped, {});
    expect(d.list.map((r) => [r.title, r.reads])).toEqual([
      ['公开词条甲', 2],
      ['冷门词条丁', 0],
    ]);
  });

  it('sums per owning group, counting unreadable items without naming them', async () => {
    const d = await page(reportWiki, fx.tokens.wide, { view: 'groups', sort: 'name' });
    expect(d.list.map((r) => [r.name, r.items, r.reads])).toEqual([
      ['前端', 1, 0],
      ['研发', 2, 3],
      ['销售', 1, 0],
    ]);
  });

  it("lists the items nobody read in the period, and refuses another tab's sort key", async () => {
    // Drafts and items waiting for approval were never there to read: they are not "unread" (issue 28).
    const notYet = [
      (await createItem(rt, { authorUsername: 'rpt-ua', title: '草稿词条戊', groupId: fx.groups.a, status: 'draft' })).id,
      (await createItem(rt, { authorUsername: 'rpt-ua', title: '待审词条己', groupId: fx.groups.a, status: 'pending' })).id,
    ];
    const d = await page(reportWiki, fx.tokens.admin, { view: 'unread', sort: 'title' });
    await rt.deps.db.execute(sql`delete from knowledge where id = any(${intArray(notYet)})`);
    expect(d.list.map((r) => r.title)).toEqual(['冷门词条丁', '销售词条丙']);
    const res = await call(rt, reportWiki, { ...PERIOD, view: 'unread', sort: 'reads' }, { token: fx.tokens.admin });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('排序字段不存在');
  });

  it('counts downloads per document', async () => {
    const d = await page(reportLibrary, fx.tokens.admin, {});
    expect(d.list.map((r) => [r.title, r.downloads, r.reads])).toEqual([['文档一', 2, 0]]);
    const scoped = await page(reportLibrary, fx.tokens.scoped, {});
    expect(scoped.list.map((r) => [r.title, r.downloads])).toEqual([['文档一', 1]]);
  });
});
