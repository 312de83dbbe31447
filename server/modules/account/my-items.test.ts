import { footprintRemove, type MyItem, myItems } from '@contract/account/account-centre';
import { footprintList } from '@contract/knowledge/interaction';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { createItem, userId } from '../../test/knowledge/factory';
import { setupRuntime } from '../../test/setup-runtime';

const t = setupRuntime('zhangsan', 'lisi', 'admin');

type Page = { total: number; list: MyItem[] };

async function reject(id: number, comment: string) {
  await t.rt.deps.db.execute(sql`
    update knowledge_versions set status = 'rejected', decision_comment = ${comment}, decided_at = now() where knowledge_id = ${id}`);
  await t.rt.deps.db.execute(sql`update knowledge set status = 'rejected' where id = ${id}`);
}

describe('account.myItems', () => {
  it('lists what the caller published with its state, and his drafts apart', async () => {
    const pub = await createItem(t.rt, { authorUsername: 'zhangsan', title: '我的已发布', minutesAgo: 50 });
    const pending = await createItem(t.rt, {
      authorUsername: 'zhangsan',
      title: '我的审核中',
      status: 'pending',
      minutesAgo: 40,
    });
    const rejected = await createItem(t.rt, {
      authorUsername: 'zhangsan',
      title: '我的被驳回',
      status: 'pending',
      minutesAgo: 30,
    });
    await reject(rejected.id, '来源不明，请补充出处');
    const gone = await createItem(t.rt, { authorUsername: 'zhangsan', title: '我的已撤下', deleted: true, minutesAgo: 20 });
    const draft = await createItem(t.rt, {
      authorUsername: 'zhangsan',
      title: '我的草稿文档',
      status: 'draft',
      domainId: DOMAIN_IDS.library,
      minutesAgo: 10,
    });
    // A deleted draft never left its author: recycle bin only, neither list.
    await createItem(t.rt, { authorUsername: 'zhangsan', title: '删掉的草稿', status: 'draft', deleted: true });
    await createItem(t.rt, { authorUsername: 'admin', title: '别人的草稿', status: 'draft' });
    await createItem(t.rt, { authorUsername: 'admin', title: '别人的发布' });

    const r = await call<Page>(t.rt, myItems, { kind: 'publish' }, { token: t.zhangsan });
    expect(r.status).toBe(200);
    const byTitle = Object.fromEntries(r.body.data.list.map((i) => [i.title, i]));
    expect(Object.keys(byTitle).sort()).toEqual(['我的已发布', '我的审核中', '我的被驳回', '我的已撤下'].sort());
    expect(byTitle['我的已发布']).toMatchObject({ id: pub.id, state: 'published', hasPublished: true });
    expect(byTitle['我的审核中']).toMatchObject({ id: pending.id, state: 'pending', decisionComment: null });
    expect(byTitle['我的被驳回']).toMatchObject({ state: 'rejected', decisionComment: '来源不明，请补充出处' });
    expect(byTitle['我的被驳回'].decidedAt).not.toBeNull();
    expect(byTitle['我的已撤下']).toMatchObject({ id: gone.id, state: 'withdrawn' });

    const drafts = await call<Page>(t.rt, myItems, { kind: 'draft' }, { token: t.zhangsan });
    expect(drafts.body.data).toMatchObject({
      total: 1,
      list: [{ id: draft.id, state: 'draft', domainId: DOMAIN_IDS.library, title: '我的草稿文档' }],
    });
  });

  it('filters by state, domain and keyword, and pages', async () => {
    const only = await call<Page>(t.rt, myItems, { kind: 'publish', state: 'rejected' }, { token: t.zhangsan });
    expect(only.body.data.list.map((i) => i.title)).toEqual(['我的被驳回']);
    const docs = await call<Page>(t.rt, myItems, { kind: 'publish', domainId: DOMAIN_IDS.library }, { token: t.zhangsan });
    expect(docs.body.data.total).toBe(0);
    const kw = await call<Page>(t.rt, myItems, { kind: 'publish', keyword: '审核' }, { token: t.zhangsan });
    expect(kw.body.data.list.map((i) => i.title)).toEqual(['我的审核中']);
    const wild = await call<Page>(t.rt, myItems, { kind: 'publish', keyword: '%' }, { token: t.zhangsan });
    expect(wild.body.data.total).toBe(0);
    const p2 = await call<Page>(t.rt, myItems, { kind: 'publish', size: 3, page: 2 }, { token: t.zhangsan });
    expect(p2.body.data.total).toBe(4);
    expect(p2.body.data.list).toHaveLength(1);
  });

  it('shows a reader only the domains he may read', async () => {
    await createItem(t.rt, { authorUsername: 'lisi', title: '李四的词条', status: 'draft', domainId: DOMAIN_IDS.wiki });
    await createItem(t.rt, { authorUsername: 'lisi', title: '李四的文档草稿', status: 'draft', domainId: DOMAIN_IDS.library });
    const r = await call<Page>(t.rt, myItems, { kind: 'draft' }, { token: t.lisi });
    expect(r.body.data.list.map((i) => i.title)).toEqual(['李四的文档草稿']);
  });

  it('refuses bad input with a Chinese 400 and anonymous callers with 401', async () => {
    const bad = await call(t.rt, myItems, { kind: 'mine' }, { token: t.zhangsan });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('列表只能是 publish 或 draft');
    const state = await call(t.rt, myItems, { kind: 'draft', state: 'lost' }, { token: t.zhangsan });
    expect(state.status).toBe(400);
    const domain = await call(t.rt, myItems, { kind: 'draft', domainId: 5 }, { token: t.zhangsan });
    expect(domain.status).toBe(400);
    const anon = await call(t.rt, myItems, { kind: 'draft' });
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe(CODE_UNAUTHENTICATED);
  });
});

describe('footprint.remove', () => {
  async function viewed(username: string, knowledgeId: number, daysAgo: number) {
    await t.rt.deps.db.execute(sql`
      insert into footprints (user_id, knowledge_id, day, viewed_at)
      values (${await userId(t.rt, username)}, ${knowledgeId}, (now() - make_interval(days => ${daysAgo}))::date,
        now() - make_interval(days => ${daysAgo}))`);
  }
  type Fp = { total: number; list: { id: number; day: string }[] };

  it("removes the caller's chosen footprints, never another user's, then all of them", async () => {
    const a = await createItem(t.rt, { authorUsername: 'admin', title: '读过甲' });
    const b = await createItem(t.rt, { authorUsername: 'admin', title: '读过乙' });
    await viewed('zhangsan', a.id, 0);
    await viewed('zhangsan', a.id, 1);
    await viewed('zhangsan', b.id, 0);
    await viewed('admin', a.id, 0);
    const before = await call<Fp>(t.rt, footprintList, {}, { token: t.zhangsan });
    expect(before.body.data.total).toBe(3);
    const today = before.body.data.list.find((i) => i.id === a.id)!.day;
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const one = await call<{ removed: number }>(
      t.rt,
      footprintRemove,
      { items: [{ knowledgeId: a.id, day: today }] },
      { token: t.zhangsan },
    );
    expect(one.body.data.removed).toBe(1);
    const after = await call<Fp>(t.rt, footprintList, {}, { token: t.zhangsan });
    expect(after.body.data.total).toBe(2);

    // admin's footprint of the same item and day is not zhangsan's to remove.
    const foreign = await call<{ removed: number }>(
      t.rt,
      footprintRemove,
      { items: [{ knowledgeId: a.id, day: today }] },
      { token: t.zhangsan },
    );
    expect(foreign.body.data.removed).toBe(0);
    const adminFp = await call<Fp>(t.rt, footprintList, {}, { token: t.admin });
    expect(adminFp.body.data.list.some((i) => i.id === a.id)).toBe(true);

    const all = await call<{ removed: number }>(t.rt, footprintRemove, { all: true }, { token: t.zhangsan });
    expect(all.body.data.removed).toBe(2);
    const empty = await call<Fp>(t.rt, footprintList, {}, { token: t.zhangsan });
    expect(empty.body.data.total).toBe(0);
  });

  it('refuses an empty or malformed request and anonymous callers', async () => {
    const none = await call(t.rt, footprintRemove, {}, { token: t.zhangsan });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('请选择要删除的足迹');
    const day = await call(t.rt, footprintRemove, { items: [{ knowledgeId: 1, day: '2026-13-40' }] }, { token: t.zhangsan });
    expect(day.status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => ({ knowledgeId: i + 1, day: '2026-01-01' }));
    const tooMany = await call(t.rt, footprintRemove, { items: many }, { token: t.zhangsan });
    expect(tooMany.status).toBe(400);
    const anon = await call(t.rt, footprintRemove, { all: true });
    expect(anon.status).toBe(401);
  });
});
