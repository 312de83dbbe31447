import { wikiSave } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { detail, entry, publish, type Saved, save, submit, tokens } from '../../test/wiki/flow';

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
});
afterAll(() => rt.close());

const versionRows = async (id: number) =>
  (
    await rt.deps.db.execute<{ version: number; status: string; revision: number; content: string }>(
      sql`select version, status, revision, content from knowledge_versions where knowledge_id = ${id} order by version`,
    )
  ).rows;

describe('concurrent edits', () => {
  it('refuses a save over a newer version with 409 and changes nothing', async () => {
    const id = await publish(rt, t.zhangsan, t.admin, { content: '<p>原文</p>' });
    await save(rt, t.zhangsan, entry({ id, baseVersion: 1, content: '<p>第二版</p>' }));
    const before = await versionRows(id);
    const stale = await call(rt, wikiSave, entry({ id, baseVersion: 1, content: '<p>另一个窗口的修改</p>' }), {
      token: t.zhangsan,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(409);
    expect(stale.body.message).toBe('该词条已有更新的版本（第2版），你的修改未被保存，请复制内容后刷新再合并');
    expect(await versionRows(id)).toEqual(before);
  });

  it('refuses a save with a stale draft revision (another tab saved first)', async () => {
    const saved = await save(rt, t.zhangsan, entry({ content: '<p>初稿</p>' }));
    const tabA = await save(rt, t.zhangsan, entry({ id: saved.id, baseVersion: 1, baseRevision: 1, content: '<p>窗口A</p>' }));
    expect(tabA.revision).toBe(2);
    const tabB = await call(rt, wikiSave, entry({ id: saved.id, baseVersion: 1, baseRevision: 1, content: '<p>窗口B</p>' }), {
      token: t.zhangsan,
    });
    expect(tabB.status).toBe(409);
    expect(tabB.body.message).toContain('修订号2');
    expect((await versionRows(saved.id))[0]).toMatchObject({ revision: 2, content: '<p>窗口A</p>' });
  });

  it('lets exactly one of two simultaneous saves of one draft win', async () => {
    const saved = await save(rt, t.zhangsan, entry());
    const results = await Promise.all(
      ['<p>甲</p>', '<p>乙</p>', '<p>丙</p>'].map((content) =>
        call<Saved>(rt, wikiSave, entry({ id: saved.id, baseVersion: 1, baseRevision: 1, content }), { token: t.zhangsan }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.status === 200)!;
    const [row] = await versionRows(saved.id);
    expect(row.revision).toBe(2);
    expect(winner.body.data.revision).toBe(2);
  });

  it('lets exactly one of two simultaneous edits of a published entry start version 2', async () => {
    const id = await publish(rt, t.zhangsan, t.admin);
    const results = await Promise.all([1, 2].map(() => call(rt, wikiSave, entry({ id, baseVersion: 1 }), { token: t.zhangsan })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await versionRows(id)).map((v) => v.version)).toEqual([1, 2]);
  });

  it('refuses to change a pending version until it is withdrawn', async () => {
    const saved = await save(rt, t.zhangsan, entry());
    await submit(rt, t.zhangsan, saved.id);
    const r = await call(rt, wikiSave, entry({ id: saved.id, baseVersion: 1 }), { token: t.zhangsan });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('审核中的版本不能修改，请先撤回');
    expect((await detail(rt, t.zhangsan, saved.id)).body.data.working?.status).toBe('pending');
  });

  it('requires the base version when saving an existing entry', async () => {
    const saved = await save(rt, t.zhangsan, entry());
    const r = await call(rt, wikiSave, entry({ id: saved.id }), { token: t.zhangsan });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('基础版本：编辑已有词条时必须提供');
  });
});
