import { approvalDecide } from '@contract/approval/approval';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { recycleRestore } from '@contract/recycle/recycle';
import { wikiDetail, wikiRemove, wikiRollback, wikiSave, wikiSubmit } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import { call, tokenFor } from '../test/client';
import { type EventRow, eventMark, eventsSince, rollupMismatches } from '../test/events';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { userId } from '../test/knowledge/factory';
import { entry, type Saved } from '../test/wiki/flow';

const WIKI = DOMAIN_IDS.wiki;
const IP = { zhangsan: '203.0.113.31', admin: '203.0.113.32', wangwu: '203.0.113.33' } as const;
type Who = keyof typeof IP;

let rt: TestRuntime;
const tokens = {} as Record<Who, string>;
const ids = {} as Record<Who, number>;

beforeAll(async () => {
  rt = await createTestRuntime();
  for (const u of Object.keys(IP) as Who[]) {
    tokens[u] = await tokenFor(rt, u);
    ids[u] = await userId(rt, u);
  }
});
afterAll(() => rt.close());

const as = (who: Who, params?: Record<string, number>) => ({ token: tokens[who], address: IP[who], params });
/** What an event by `who` about `id` looks like. */
const step = (action: string, who: Who, id: number, detail: Record<string, unknown> | null = null): EventRow => ({
  action,
  user_id: ids[who],
  domain_id: WIKI,
  subject_id: id,
  object_id: null,
  ip: IP[who],
  detail,
});

/** A published entry of zhangsan's, approved by admin. */
async function published(): Promise<number> {
  const id = (await call<Saved>(rt, wikiSave, entry(), as('zhangsan'))).body.data.id;
  await call(rt, wikiSubmit, {}, as('zhangsan', { id }));
  expect((await call(rt, approvalDecide, { id, approve: true }, as('admin'))).status).toBe(200);
  return id;
}

describe('knowledge lifecycle events', () => {
  it('records create, an edit only when the content changed, submit and approval; refusals record none', async () => {
    const mark = await eventMark(rt);
    const input = entry();
    const saved = (await call<Saved>(rt, wikiSave, input, as('zhangsan'))).body.data;
    const id = saved.id;
    // The autosave of unchanged text, then a real edit.
    await call(rt, wikiSave, { ...input, id, baseVersion: 1, baseRevision: 1 }, as('zhangsan'));
    await call(rt, wikiSave, { ...input, id, baseVersion: 1, baseRevision: 2, content: '<p>第二稿</p>' }, as('zhangsan'));
    // Not his to edit, and a stale base: refused, nothing recorded.
    expect((await call(rt, wikiSave, { ...input, id, baseVersion: 1, content: '<p>改</p>' }, as('wangwu'))).status).toBe(403);
    expect(
      (await call(rt, wikiSave, { ...input, id, baseVersion: 1, baseRevision: 1, content: 'x' }, as('zhangsan'))).status,
    ).toBe(409);
    expect((await call(rt, wikiSubmit, {}, as('zhangsan', { id }))).status).toBe(200);
    expect((await call(rt, wikiSubmit, {}, as('zhangsan', { id }))).status).toBe(409);
    // The author may not decide his own submission.
    expect((await call(rt, approvalDecide, { id, approve: true }, as('zhangsan'))).status).toBe(403);
    expect((await call(rt, approvalDecide, { id, approve: true }, as('admin'))).status).toBe(200);
    expect((await call(rt, approvalDecide, { id, approve: true }, as('admin'))).status).toBe(409);
    expect(await eventsSince(rt, mark)).toEqual([
      step('create', 'zhangsan', id),
      step('edit', 'zhangsan', id, { version: 1 }),
      step('submit', 'zhangsan', id, { version: 1 }),
      step('approve', 'admin', id, { version: 1 }),
    ]);
    expect(await rollupMismatches(rt, [ids.zhangsan, ids.admin])).toEqual([]);
  });

  it('records a rejection, and a rollback as an edit that is submitted', async () => {
    const publishedId = await published();
    const mark = await eventMark(rt);
    expect((await call(rt, wikiRollback, { id: publishedId, version: 1 }, as('zhangsan'))).status).toBe(200);
    expect((await call(rt, approvalDecide, { id: publishedId, approve: false, comment: '请补充' }, as('admin'))).status).toBe(
      200,
    );
    // Rolling back again while version 2 waits is refused.
    expect((await call(rt, wikiRollback, { id: publishedId, version: 1 }, as('zhangsan'))).status).toBe(409);
    expect(await eventsSince(rt, mark)).toEqual([
      step('edit', 'zhangsan', publishedId, { version: 2, rollbackOf: 1 }),
      step('submit', 'zhangsan', publishedId, { version: 2 }),
      step('reject', 'admin', publishedId, { version: 2 }),
    ]);
    expect(await rollupMismatches(rt, [ids.zhangsan, ids.admin])).toEqual([]);
  });

  it('records one view per reader, item and day, matching the view counter', async () => {
    const id = await published();
    const mark = await eventMark(rt);
    expect((await call(rt, wikiDetail, {}, as('wangwu', { id }))).status).toBe(200);
    expect((await call(rt, wikiDetail, {}, as('wangwu', { id }))).status).toBe(200);
    expect((await call(rt, wikiDetail, {}, as('admin', { id }))).status).toBe(200);
    // A reader who may not see it gets 404 and no view.
    await rt.deps.db.execute(sql`update knowledge set status = 'draft', published_version = null where id = ${id}`);
    expect((await call(rt, wikiDetail, {}, as('wangwu', { id }))).status).toBe(404);
    expect(await eventsSince(rt, mark)).toEqual([step('view', 'wangwu', id), step('view', 'admin', id)]);
    const views = await rt.deps.db.execute<{ views: number }>(sql`select views from knowledge where id = ${id}`);
    expect(views.rows[0].views).toBe(2);
    expect(await rollupMismatches(rt, [ids.wangwu, ids.admin])).toEqual([]);
  });

  it('records a removal and a restore once each', async () => {
    const id = (await call<Saved>(rt, wikiSave, entry(), as('zhangsan'))).body.data.id;
    const mark = await eventMark(rt);
    expect((await call(rt, wikiRemove, {}, as('wangwu', { id }))).status).toBe(404);
    expect((await call(rt, wikiRemove, {}, as('zhangsan', { id }))).status).toBe(200);
    expect((await call(rt, wikiRemove, {}, as('zhangsan', { id }))).status).toBe(404);
    expect((await call(rt, recycleRestore, {}, as('zhangsan', { id }))).status).toBe(200);
    expect((await call(rt, recycleRestore, {}, as('zhangsan', { id }))).status).toBe(404);
    expect(await eventsSince(rt, mark)).toEqual([step('delete', 'zhangsan', id), step('restore', 'zhangsan', id)]);
    expect(await rollupMismatches(rt, [ids.zhangsan])).toEqual([]);
  });
});
