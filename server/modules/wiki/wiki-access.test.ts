import { approvalDecide } from '@contract/approval/approval';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { wikiDetail, wikiList, wikiSave, wikiSubmit, wikiWithdraw } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { addStaff, detail, entry, idOf, publish, save, submit, tokens } from '../../test/wiki/flow';

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
});
afterAll(() => rt.close());

describe('reading', () => {
  it('tells the caller whether they liked and favourited the entry, and only for themselves', async () => {
    const id = await publish(rt, t.zhangsan, t.admin);
    const wangwuId = await idOf(rt, 'users', 'wangwu');
    expect((await detail(rt, t.wangwu, id)).body.data).toMatchObject({ liked: false, favourited: false });
    await rt.deps.db.execute(sql`insert into likes (user_id, target_type, target_id) values (${wangwuId}, 'knowledge', ${id})`);
    await rt.deps.db.execute(sql`
      with f as (insert into favourite_folders (user_id, name) values (${wangwuId}, '收藏夹') returning id)
      insert into favourites (user_id, knowledge_id, folder_id) select ${wangwuId}, ${id}, f.id from f`);
    expect((await detail(rt, t.wangwu, id)).body.data).toMatchObject({ liked: true, favourited: true });
    expect((await detail(rt, t.admin, id)).body.data).toMatchObject({ liked: false, favourited: false });
  });

  it('refuses a version number the caller may not open', async () => {
    const id = await publish(rt, t.zhangsan, t.admin);
    const r = await detail(rt, t.wangwu, id, 5);
    expect([r.status, r.body.message]).toEqual([404, '第5版不存在或无权查看']);
    const bad = await call(rt, wikiDetail, { version: 'abc' }, { token: t.wangwu, params: { id } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('版本');
  });
});

describe('who may act', () => {
  it('refuses editing, submitting and withdrawing by anyone but the author or an admin', async () => {
    const id = await publish(rt, t.zhangsan, t.admin);
    // A colleague who may write entries of his own, but not this one.
    const colleague = await addStaff(rt, 'zhouba', '市场部');
    const edit = await call(rt, wikiSave, entry({ id, baseVersion: 1 }), { token: colleague });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe('只有作者或管理员可以编辑');
    const byAdmin = await save(rt, t.admin, entry({ id, baseVersion: 1 }));
    expect(byAdmin).toMatchObject({ version: 2, status: 'draft' });
    expect((await call(rt, wikiSubmit, {}, { token: colleague, params: { id } })).status).toBe(403);
    await submit(rt, t.zhangsan, id);
    expect((await call(rt, wikiWithdraw, {}, { token: colleague, params: { id } })).status).toBe(403);
  });

  it('refuses approval calls without the approval permission', async () => {
    const saved = await save(rt, t.zhangsan, entry());
    await submit(rt, t.zhangsan, saved.id);
    const r = await call(rt, approvalDecide, { id: saved.id, approve: true }, { token: t.zhangsan });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('没有「知识审核」权限');
  });

  it('refuses lisi, who has no wiki permission, with 403', async () => {
    const id = await publish(rt, t.zhangsan, t.admin);
    const r = await call(rt, wikiDetail, {}, { token: t.lisi, params: { id } });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('没有「词条知识」权限');
    expect((await call(rt, wikiList, { page: 1, size: 10 }, { token: t.lisi })).status).toBe(403);
    expect((await call(rt, wikiSave, entry(), { token: t.lisi })).status).toBe(403);
  });

  it('refuses anonymous callers with 401 and code -1', async () => {
    const r = await call(rt, wikiList, { page: 1, size: 10 }, {});
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(CODE_UNAUTHENTICATED);
    expect((await call(rt, wikiDetail, {}, { params: { id: 1 } })).body.code).toBe(CODE_UNAUTHENTICATED);
  });

  it('answers 404 for an entry that does not exist', async () => {
    const r = await detail(rt, t.zhangsan, 2_000_000_000);
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('词条不存在或无权查看');
    const s = await call(rt, wikiSave, entry({ id: 2_000_000_000, baseVersion: 1 }), { token: t.zhangsan });
    expect(s.status).toBe(404);
  });
});
