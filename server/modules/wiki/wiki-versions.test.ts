import { approvalQueue } from '@contract/approval/approval';
import { wikiRollback, wikiVersions } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { approve, detail, entry, idOf, publish, type Saved, save, submit, tokens, uniqueTitle } from '../../test/wiki/flow';

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
});
afterAll(() => rt.close());

interface Version {
  version: number;
  status: string;
  title: string;
  editor: { nickname: string };
  decidedBy: { nickname: string } | null;
  changeSummary: string | null;
  rollbackOf: number | null;
}

const versions = (token: string, id: number) => call<Version[]>(rt, wikiVersions, {}, { token, params: { id } });

/** An entry published three times: v1, v2 (new title, labels), v3 (more text). */
async function threeVersions() {
  const title = uniqueTitle('版本');
  const label = await idOf(rt, 'labels', '操作手册');
  const id = await publish(rt, t.zhangsan, t.admin, { title, content: '<p>第一版内容</p>' });
  for (const [i, patch] of [
    { title: `${title}-二`, content: '<p>第二版内容</p>', labelIds: [label] },
    { title: `${title}-二`, content: '<p>第二版内容，新增一段说明文字</p>', labelIds: [label] },
  ].entries()) {
    await save(rt, t.zhangsan, entry({ id, baseVersion: i + 1, ...patch }));
    await submit(rt, t.zhangsan, id);
    await approve(rt, t.admin, id);
  }
  return { id, title, label };
}

describe('version history', () => {
  it('lists every published version with editor, decider and what changed', async () => {
    const { id } = await threeVersions();
    const r = await versions(t.wangwu, id);
    expect(r.body.data.map((v) => [v.version, v.status, v.changeSummary])).toEqual([
      [3, 'published', '正文新增9字'],
      [2, 'superseded', '标题修改；正文新增1字、删除1字；标签变更'],
      [1, 'superseded', '首次发布'],
    ]);
    expect(r.body.data[0]).toMatchObject({ editor: { nickname: '张三' }, decidedBy: { nickname: '管理员' }, rollbackOf: null });
  });

  it('shows drafts and rejected versions to the author and approvers only', async () => {
    const id = await publish(rt, t.zhangsan, t.admin);
    await save(rt, t.zhangsan, entry({ id, baseVersion: 1 }));
    expect((await versions(t.zhangsan, id)).body.data.map((v) => v.status)).toEqual(['draft', 'published']);
    expect((await versions(t.admin, id)).body.data.map((v) => v.status)).toEqual(['draft', 'published']);
    expect((await versions(t.wangwu, id)).body.data.map((v) => v.status)).toEqual(['published']);
  });
});

describe('rollback', () => {
  it('creates a new version equal to the old one, published at once for an approver, history intact', async () => {
    const { id, title } = await threeVersions();
    const r = await call<Saved>(rt, wikiRollback, { id, version: 1 }, { token: t.admin });
    expect(r.body.data).toMatchObject({ id, version: 4, status: 'published' });
    const rows = await rt.deps.db.execute<{
      version: number;
      title: string;
      content: string;
      label_ids: number[];
      status: string;
    }>(
      sql`select version, title, content, label_ids, status from knowledge_versions where knowledge_id = ${id} order by version`,
    );
    const [v1, v2, v3, v4] = rows.rows;
    expect({ ...v4, version: 1, status: 'x' }).toEqual({ ...v1, version: 1, status: 'x' });
    expect([v1.status, v2.status, v3.status, v4.status]).toEqual(['superseded', 'superseded', 'superseded', 'published']);
    const shown = await detail(rt, t.wangwu, id);
    expect(shown.body.data).toMatchObject({ version: 4, title, content: '<p>第一版内容</p>', labels: [] });
    const history = (await versions(t.wangwu, id)).body.data;
    expect(history.map((v) => v.version)).toEqual([4, 3, 2, 1]);
    expect(history[0]).toMatchObject({ rollbackOf: 1, editor: { nickname: '管理员' } });
    expect(history[0].changeSummary).toMatch(/^回滚至第1版；标题修改；正文新增\d+字、删除\d+字；标签变更$/);
  });

  it("sends an author's rollback to the approval queue, leaving the published version in place", async () => {
    const { id } = await threeVersions();
    const r = await call<Saved>(rt, wikiRollback, { id, version: 2 }, { token: t.zhangsan });
    expect(r.body.data).toMatchObject({ version: 4, status: 'pending' });
    expect((await detail(rt, t.wangwu, id)).body.data.version).toBe(3);
    const queue = await call<{ list: { knowledgeId: number; version: number; isNew: boolean }[] }>(
      rt,
      approvalQueue,
      { page: 1, size: 100 },
      { token: t.admin },
    );
    expect(queue.body.data.list).toContainEqual(expect.objectContaining({ knowledgeId: id, version: 4, isNew: false }));
    await approve(rt, t.admin, id);
    const shown = await detail(rt, t.wangwu, id);
    expect(shown.body.data).toMatchObject({ version: 4, content: '<p>第二版内容</p>' });
  });

  it('refuses a rollback while an unpublished version exists', async () => {
    const { id } = await threeVersions();
    await save(rt, t.zhangsan, entry({ id, baseVersion: 3 }));
    const r = await call(rt, wikiRollback, { id, version: 1 }, { token: t.zhangsan });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('请先处理未发布的版本（第4版，草稿）');
  });

  it('refuses a rollback to a version that was never published, or does not exist', async () => {
    const id = await publish(rt, t.zhangsan, t.admin);
    await save(rt, t.zhangsan, entry({ id, baseVersion: 1 }));
    const never = await call(rt, wikiRollback, { id, version: 2 }, { token: t.zhangsan });
    expect([never.status, never.body.message]).toEqual([409, '只能回滚到曾经发布过的版本']);
    const missing = await call(rt, wikiRollback, { id, version: 99 }, { token: t.zhangsan });
    expect([missing.status, missing.body.message]).toEqual([404, '第99版不存在']);
  });

  it('refuses a rollback by someone who is neither author nor admin', async () => {
    const { id } = await threeVersions();
    const r = await call(rt, wikiRollback, { id, version: 1 }, { token: t.wangwu });
    expect(r.status).toBe(403);
    expect((await detail(rt, t.wangwu, id)).body.data.version).toBe(3);
  });

  it('offers rollback only when an earlier version exists and nothing is pending', async () => {
    const { id } = await threeVersions();
    expect((await detail(rt, t.zhangsan, id)).body.data.abilities.canRollback).toBe(true);
    expect((await detail(rt, t.wangwu, id)).body.data.abilities.canRollback).toBe(false);
    await save(rt, t.zhangsan, entry({ id, baseVersion: 3 }));
    expect((await detail(rt, t.zhangsan, id)).body.data.abilities.canRollback).toBe(false);
  });
});
