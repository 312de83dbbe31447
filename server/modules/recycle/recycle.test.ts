import { DOMAIN_IDS } from '@contract/platform/domains';
import { recycleList, recyclePurge, recycleRestore } from '@contract/recycle/recycle';
import { wikiRemove, wikiVersions } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import { purgeExpired, startPurgeJob } from '../../knowledge/purge-job';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { addStaff, detail, entry, idOf, list, publish, save, tokens, uniqueTitle } from '../../test/wiki/flow';

let rt: TestRuntime;
let t: Awaited<ReturnType<typeof tokens>>;

beforeAll(async () => {
  rt = await createTestRuntime();
  t = await tokens(rt);
});
afterAll(() => rt.close());

interface BinItem {
  id: number;
  domainId: number;
  title: string;
  author: { id: number; nickname: string };
  deletedBy: { id: number; nickname: string } | null;
  deletedAt: string;
  purgeAt: string;
}

const bin = async (token: string, input: Record<string, unknown> = {}) =>
  (await call<{ total: number; list: BinItem[] }>(rt, recycleList, { page: 1, size: 100, ...input }, { token })).body.data;
const remove = (token: string, id: number) => call(rt, wikiRemove, {}, { token, params: { id } });
const exists = async (id: number) => (await rt.deps.db.execute(sql`select 1 from knowledge where id = ${id}`)).rows.length > 0;

describe('recycle bin', () => {
  it('moves a deleted entry out of lists and detail into the bin, and restores it with its history', async () => {
    const title = uniqueTitle('回收');
    const id = await publish(rt, t.zhangsan, t.admin, { title });
    await save(rt, t.zhangsan, entry({ id, baseVersion: 1, title }));
    expect((await remove(t.zhangsan, id)).status).toBe(200);

    expect((await detail(rt, t.wangwu, id)).status).toBe(404);
    expect((await detail(rt, t.zhangsan, id)).status).toBe(404);
    expect((await list(rt, t.zhangsan, { keyword: title, mine: true })).body.data.total).toBe(0);
    const item = (await bin(t.zhangsan)).list.find((i) => i.id === id);
    expect(item).toMatchObject({
      title,
      domainId: DOMAIN_IDS.wiki,
      author: { nickname: '张三' },
      deletedBy: { nickname: '张三' },
    });
    expect(Date.parse(item!.purgeAt) - Date.parse(item!.deletedAt)).toBe(30 * 86_400_000);

    expect((await call(rt, recycleRestore, {}, { token: t.zhangsan, params: { id } })).status).toBe(200);
    expect((await detail(rt, t.wangwu, id)).body.data).toMatchObject({ title, version: 1 });
    const history = await call<{ version: number }[]>(rt, wikiVersions, {}, { token: t.zhangsan, params: { id } });
    expect(history.body.data.map((v) => v.version)).toEqual([2, 1]);
    expect((await bin(t.zhangsan)).list.map((i) => i.id)).not.toContain(id);
  });

  it('lets only the author or an admin delete an entry', async () => {
    const id = await publish(rt, t.zhangsan, t.admin);
    const r = await remove(t.wangwu, id);
    expect([r.status, r.body.message]).toEqual([403, '只有作者或管理员可以删除']);
    expect((await remove(t.admin, id)).status).toBe(200);
    expect((await remove(t.admin, id)).status).toBe(404);
  });

  it('shows each caller the items they wrote or deleted; admins see every item', async () => {
    const byAdmin = await publish(rt, t.zhangsan, t.admin);
    await remove(t.admin, byAdmin);
    const adminsOwn = await publish(rt, t.admin, t.admin);
    await remove(t.admin, adminsOwn);
    const zhangsanBin = (await bin(t.zhangsan)).list.map((i) => i.id);
    expect(zhangsanBin).toContain(byAdmin);
    expect(zhangsanBin).not.toContain(adminsOwn);
    expect((await bin(t.admin)).list.map((i) => i.id)).toEqual(expect.arrayContaining([byAdmin, adminsOwn]));
    expect((await bin(t.wangwu)).list).toEqual([]);
    expect((await bin(t.zhangsan)).list.find((i) => i.id === byAdmin)?.deletedBy?.nickname).toBe('管理员');
  });

  it('filters the bin by keyword and domain and pages it, newest deletion first', async () => {
    const k = uniqueTitle('关键');
    const a = await save(rt, t.zhangsan, entry({ title: `${k}-甲` }));
    const b = await save(rt, t.zhangsan, entry({ title: `${k}-乙` }));
    await remove(t.zhangsan, a.id);
    await remove(t.zhangsan, b.id);
    await rt.deps.db.execute(sql`update knowledge set deleted_at = now() - interval '1 day' where id = ${a.id}`);
    expect((await bin(t.zhangsan, { keyword: k })).list.map((i) => i.id)).toEqual([b.id, a.id]);
    expect((await bin(t.zhangsan, { keyword: k, domainId: DOMAIN_IDS.library })).total).toBe(0);
    const page = await bin(t.zhangsan, { keyword: k, page: 2, size: 1 });
    expect([page.total, page.list.map((i) => i.id)]).toEqual([2, [a.id]]);
    // Wildcards are matched literally.
    expect((await bin(t.zhangsan, { keyword: '%' })).total).toBe(0);
  });

  it("refuses to restore or purge someone else's item, as if it did not exist", async () => {
    const id = await publish(rt, t.zhangsan, t.admin);
    await remove(t.zhangsan, id);
    const other = await addStaff(rt, 'sunba', '平台研发部');
    for (const ep of [recycleRestore, recyclePurge]) {
      const r = await call(rt, ep, {}, { token: other, params: { id } });
      expect([r.status, r.body.message]).toEqual([404, '回收站中没有该内容']);
    }
    expect((await call(rt, recycleRestore, {}, { token: t.zhangsan, params: { id: 2_000_000_000 } })).status).toBe(404);
    const live = await publish(rt, t.zhangsan, t.admin);
    expect((await call(rt, recyclePurge, {}, { token: t.zhangsan, params: { id: live } })).status).toBe(404);
    expect(await exists(live)).toBe(true);
  });

  it('purges an item for good with its versions, comments, likes and footprints', async () => {
    const id = await publish(rt, t.zhangsan, t.admin);
    await detail(rt, t.wangwu, id);
    const wangwu = await idOf(rt, 'users', 'wangwu');
    const c = await rt.deps.db.execute<{ id: number }>(
      sql`insert into comments (knowledge_id, user_id, content) values (${id}, ${wangwu}, '好文') returning id`,
    );
    await rt.deps.db.execute(sql`
      insert into likes (user_id, target_type, target_id) values
        (${wangwu}, 'knowledge', ${id}), (${wangwu}, 'comment', ${c.rows[0].id})`);
    await remove(t.zhangsan, id);
    expect((await call(rt, recyclePurge, {}, { token: t.zhangsan, params: { id } })).status).toBe(200);
    const left = await rt.deps.db.execute<{ n: number }>(sql`
      select (select count(*) from knowledge_versions where knowledge_id = ${id})
        + (select count(*) from comments where knowledge_id = ${id})
        + (select count(*) from footprints where knowledge_id = ${id})
        + (select count(*) from likes where (target_type = 'knowledge' and target_id = ${id})
            or (target_type = 'comment' and target_id = ${c.rows[0].id}))::int as n`);
    expect(left.rows[0].n).toBe(0);
    expect(await exists(id)).toBe(false);
    expect((await bin(t.zhangsan)).list.map((i) => i.id)).not.toContain(id);
  });
});

describe('purge job', () => {
  it('removes items deleted more than 30 days ago and keeps younger ones and live items', async () => {
    const old = await publish(rt, t.zhangsan, t.admin);
    const young = await publish(rt, t.zhangsan, t.admin);
    const live = await publish(rt, t.zhangsan, t.admin);
    await remove(t.zhangsan, old);
    await remove(t.zhangsan, young);
    await rt.deps.db.execute(sql`update knowledge set deleted_at = now() - interval '31 days' where id = ${old}`);
    await rt.deps.db.execute(sql`update knowledge set deleted_at = now() - interval '29 days' where id = ${young}`);
    expect(await purgeExpired(rt.deps.db)).toBe(1);
    expect([await exists(old), await exists(young), await exists(live)]).toEqual([false, true, true]);
    // Idempotent: a second run (or another process) finds nothing more to do.
    expect(await purgeExpired(rt.deps.db)).toBe(0);
    // Two days later the younger one is due as well.
    expect(await purgeExpired(rt.deps.db, new Date(Date.now() + 2 * 86_400_000))).toBe(1);
    expect(await exists(young)).toBe(false);
  });

  it('runs once at start and then on its interval, until stopped', async () => {
    const a = await publish(rt, t.zhangsan, t.admin);
    await remove(t.zhangsan, a);
    await rt.deps.db.execute(sql`update knowledge set deleted_at = now() - interval '40 days' where id = ${a}`);
    const logged: unknown[] = [];
    const log = { info: (o: unknown) => logged.push(o), error: (o: unknown) => logged.push(o), debug: () => undefined } as never;
    const stop = startPurgeJob({ db: rt.deps.db, pool: rt.deps.pool, log }, 50);
    await vi.waitFor(async () => expect(await exists(a)).toBe(false));
    const b = await publish(rt, t.zhangsan, t.admin);
    await remove(t.zhangsan, b);
    await rt.deps.db.execute(sql`update knowledge set deleted_at = now() - interval '40 days' where id = ${b}`);
    await vi.waitFor(async () => expect(await exists(b)).toBe(false));
    stop();
    expect(logged).toContainEqual({ purged: 1 });
  });
});
