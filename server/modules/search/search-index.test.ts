import { recyclePurge, recycleRestore } from '@contract/recycle/recycle';
import { wikiRemove } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import { lastJobSuccess } from '../../jobs/singleton-job';
import { SEARCH_JOBS, startSearchJobs } from '../../search/jobs';
import { syncSearchIndex } from '../../search/rebuild';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { html, search, titles } from '../../test/search/search';
import { approve, entry, idOf, publish, save, submit, tokens } from '../../test/wiki/flow';

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
});
afterAll(() => rt.close());

const total = async (keyword: string, token = t.zhangsan) => (await search(rt, token, { keyword })).total;

describe('index updates', () => {
  it('makes an entry searchable the moment it is published, not before', async () => {
    const saved = await save(rt, t.zhangsan, entry({ title: '琉璃瓦修缮规程', content: html('屋面琉璃瓦的检查与更换') }));
    expect(await total('琉璃瓦')).toBe(0);
    await submit(rt, t.zhangsan, saved.id);
    expect(await total('琉璃瓦')).toBe(0);
    // Indexing happens in the approval's own transaction: the very next search finds it, with no wait.
    await approve(rt, t.admin, saved.id);
    expect(await total('琉璃瓦')).toBe(1);
  });

  it('keeps the published version searchable while a new draft is edited, then follows the new one', async () => {
    const id = await publish(rt, t.zhangsan, t.admin, { title: '青花瓷器保养手册', content: html('避免骤冷骤热') });
    const draft = await save(
      rt,
      t.zhangsan,
      entry({ id, baseVersion: 1, title: '釉里红保养手册', content: html('避免骤冷骤热') }),
    );
    expect(await total('青花瓷器')).toBe(1);
    expect(await total('釉里红')).toBe(0);
    await submit(rt, t.zhangsan, id);
    await approve(rt, t.admin, id);
    expect(draft.version).toBe(2);
    expect(await total('青花瓷器')).toBe(0);
    expect(await total('釉里红')).toBe(1);
  });

  it('removes a deleted entry at once and brings it back on restore; a purge drops its row', async () => {
    const id = await publish(rt, t.zhangsan, t.admin, { title: '紫砂壶开壶方法', content: html('沸水烫壶') });
    expect(await total('紫砂壶')).toBe(1);
    expect((await call(rt, wikiRemove, {}, { token: t.zhangsan, params: { id } })).status).toBe(200);
    expect(await total('紫砂壶')).toBe(0);
    expect((await call(rt, recycleRestore, {}, { token: t.zhangsan, params: { id } })).status).toBe(200);
    expect(await total('紫砂壶')).toBe(1);
    await call(rt, wikiRemove, {}, { token: t.zhangsan, params: { id } });
    expect((await call(rt, recyclePurge, {}, { token: t.zhangsan, params: { id } })).status).toBe(200);
    const rows = await rt.deps.db.execute(sql`select 1 from search_docs where knowledge_id = ${id}`);
    expect(rows.rows).toHaveLength(0);
  });

  it('hides an entry from people outside a new visibility, and shows its new labels in the facets', async () => {
    const market = await idOf(rt, 'groups', '市场部');
    const label = await idOf(rt, 'labels', '财务管理');
    const id = await publish(rt, t.admin, t.admin, { title: '景泰蓝掐丝工艺', content: html('铜胎掐丝') });
    expect(await total('景泰蓝')).toBe(1);
    await save(
      rt,
      t.admin,
      entry({
        id,
        baseVersion: 1,
        title: '景泰蓝掐丝工艺',
        content: html('铜胎掐丝'),
        labelIds: [label],
        visibility: { scope: 'groups', groupIds: [market], userIds: [] },
      }),
    );
    expect(await total('景泰蓝')).toBe(1);
    await submit(rt, t.admin, id);
    await approve(rt, t.admin, id);
    expect(await total('景泰蓝')).toBe(0);
    const forAdmin = await search(rt, t.admin, { keyword: '景泰蓝' });
    expect(forAdmin.total).toBe(1);
    expect(forAdmin.facets.labels).toEqual([{ id: label, name: '财务管理', count: 1 }]);
  });

  it('builds the index of rows written around the engine (seed, import) and drops stale ones', async () => {
    const id = await publish(rt, t.zhangsan, t.admin, { title: '宣纸保存要点', content: html('防潮防蛀') });
    // A bulk write that bypasses the engine: the row changes, the index does not know yet.
    await rt.deps.db.execute(
      sql`update knowledge set title = '徽墨保存要点', updated_at = now() + interval '1 second' where id = ${id}`,
    );
    await rt.deps.db.execute(sql`delete from search_docs where knowledge_id <> ${id}`);
    expect(await total('琉璃瓦')).toBe(0);
    const r = await syncSearchIndex(rt.deps);
    expect(r?.written).toBeGreaterThanOrEqual(2);
    expect(await total('琉璃瓦')).toBe(1);
    expect(await total('徽墨')).toBe(1);
    expect((await syncSearchIndex(rt.deps))?.written).toBe(0);
  });
});

describe('search of titles', () => {
  it('lists the published entries for the empty keyword, newest first', async () => {
    const out = await search(rt, t.zhangsan, { keyword: '' });
    // 琉璃瓦, 釉里红 and 徽墨; 紫砂壶 was purged, 景泰蓝 is hidden from zhangsan.
    expect(out.total).toBe(3);
    expect(titles(out)[0]).toBe('徽墨保存要点');
    const dates = out.list.map((h) => h.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('the search jobs', () => {
  it('sync the index at start on one of two servers started together, then count hot tokens', async () => {
    const id = await publish(rt, t.zhangsan, t.admin, { title: '端砚保养', content: html('清水洗净') });
    await rt.deps.db.execute(
      sql`update knowledge set title = '歙砚保养', updated_at = now() + interval '1 second' where id = ${id}`,
    );
    const updates: unknown[] = [];
    const errors: unknown[] = [];
    const log = {
      info: (o: unknown, msg?: string) => msg === '搜索索引已更新' && updates.push(o),
      error: (o: unknown) => errors.push(o),
      debug: () => undefined,
    } as never;
    const stops = [startSearchJobs({ ...rt.deps, log }), startSearchJobs({ ...rt.deps, log })];
    await vi.waitFor(async () => expect(await total('歙砚')).toBe(1));
    await vi.waitFor(() => expect(lastJobSuccess(SEARCH_JOBS.hot)).toBeDefined());
    for (const stop of stops) stop();
    expect(updates).toEqual([expect.objectContaining({ written: 1 })]);
    expect(errors).toEqual([]);
  });
});
