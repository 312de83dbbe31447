import { accountStory, centreStats } from '@contract/account/account-centre';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { reportUserSummary } from '@contract/reports/reports-people';
import { sql } from 'drizzle-orm';
import { call, tokenFor } from '../../test/client';
import { createItem, labelId, userId } from '../../test/knowledge/factory';
import { addEvents } from '../../test/reports/fixture';
import { setupRuntime } from '../../test/setup-runtime';

const t = setupRuntime('wangwu', 'lisi');

type Story = {
  from: string;
  daysActive: number;
  itemsRead: number;
  topThemes: { id: number; name: string; count: number }[];
  contributions: { published: number; comments: number; likesGiven: number };
  first: { at: string; item: { id: number; title: string } } | null;
  latest: { at: string; item: { id: number; title: string } } | null;
  monthly: { month: string; reads: number }[];
};
type Stats = {
  published: { domainId: number; count: number }[];
  readsReceived: number;
  likesReceived: number;
  favourites: number;
  recent: { action: string; actionName: string; item: { id: number; title: string } | null }[];
};

/** A read as the detail page records it: the footprint and the `view` event (with its rollups), that day. */
async function viewed(username: string, knowledgeId: number, daysAgo: number) {
  const uid = await userId(t.rt, username);
  await t.rt.deps.db.execute(sql`
    insert into footprints (user_id, knowledge_id, day, viewed_at)
    values (${uid}, ${knowledgeId}, (now() - make_interval(days => ${daysAgo}))::date,
      now() - make_interval(days => ${daysAgo}))`);
  const at = new Date(Date.now() - daysAgo * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
  await addEvents(t.rt, { [username]: uid }, [
    { at, action: 'view', user: username, domainId: DOMAIN_IDS.wiki, subjectId: knowledgeId },
  ]);
}

describe('account.story', () => {
  it('tells a quiet year as zeros and twelve empty months', async () => {
    await t.rt.deps.db.execute(sql`delete from footprints where user_id = ${await userId(t.rt, 'lisi')}`);
    const r = await call<Story>(t.rt, accountStory, {}, { token: t.lisi });
    expect(r.status).toBe(200);
    expect(r.body.data.itemsRead).toBe(0);
    expect(r.body.data.first).toBeNull();
    expect(r.body.data.monthly).toHaveLength(12);
    expect(r.body.data.monthly.every((m) => m.reads === 0)).toBe(true);
  });

  it('counts reads, days, themes and the first and latest read of the last twelve months', async () => {
    const label = await labelId(
      t.rt,
      (await t.rt.deps.db.execute<{ name: string }>(sql`select name from labels where parent_id is not null order by id limit 1`))
        .rows[0].name,
    );
    const a = await createItem(t.rt, { authorUsername: 'admin', title: '故事甲', labelIds: [label] });
    const b = await createItem(t.rt, { authorUsername: 'admin', title: '故事乙', labelIds: [label] });
    const hidden = await createItem(t.rt, { authorUsername: 'admin', title: '故事隐藏' });
    const old = await createItem(t.rt, { authorUsername: 'admin', title: '故事很久以前' });
    await viewed('wangwu', a.id, 40);
    await viewed('wangwu', b.id, 2);
    await viewed('wangwu', b.id, 1);
    await viewed('wangwu', hidden.id, 0);
    await viewed('wangwu', old.id, 400);
    await t.rt.deps.db.execute(sql`update knowledge set visibility = 'users' where id = ${hidden.id}`);

    const r = await call<Story>(t.rt, accountStory, {}, { token: t.wangwu });
    const s = r.body.data;
    expect(s.itemsRead).toBe(2);
    expect(s.daysActive).toBeGreaterThanOrEqual(3);
    expect(s.first?.item.title).toBe('故事甲');
    expect(s.latest?.item.title).toBe('故事乙');
    expect(s.topThemes[0]).toMatchObject({ id: label, count: 2 });
    expect(s.monthly).toHaveLength(12);
    // Reads per month are the reports' (view events): the item hidden since was read then, and counts there as here.
    expect(s.monthly.reduce((n, m) => n + m.reads, 0)).toBe(4);
    expect(JSON.stringify(s)).not.toContain('故事隐藏');
  });

  it('shows the active days and the reads per month the reports show for the same person and months (issue 28)', async () => {
    const uid = await userId(t.rt, 'wangwu');
    // A sign-in a few months back: a day active without a read.
    const back = new Date(Date.now() - 95 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    await addEvents(t.rt, { wangwu: uid }, [{ at: back, action: 'login', user: 'wangwu' }]);
    const s = (await call<Story>(t.rt, accountStory, {}, { token: t.wangwu })).body.data;
    const from = `${s.monthly[0]!.month}-01`;
    const to = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const admin = await tokenFor(t.rt, 'admin');
    const report = await call<{ activeDays: number; months: { month: string; reads: number }[] }>(
      t.rt,
      reportUserSummary,
      { from, to, userId: uid },
      { token: admin },
    );
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(s.daysActive).toBe(report.body.data.activeDays);
    const reportMonths = new Map(report.body.data.months.map((m) => [m.month, m.reads]));
    for (const m of s.monthly) expect([m.month, m.reads]).toEqual([m.month, reportMonths.get(m.month) ?? 0]);
    // Every month with a read shows it, however far back (the chart once showed only the demo's last 60 days).
    expect(s.monthly.filter((m) => m.reads > 0).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses anonymous callers with 401', async () => {
    const r = await call(t.rt, accountStory);
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(CODE_UNAUTHENTICATED);
  });
});

describe('account.stats', () => {
  it('sums what the caller published and what it received, per readable domain', async () => {
    const doc = await createItem(t.rt, { authorUsername: 'lisi', title: '李四统计文档', domainId: DOMAIN_IDS.library, views: 7 });
    await t.rt.deps.db.execute(sql`update knowledge set like_count = 3 where id = ${doc.id}`);
    await createItem(t.rt, {
      authorUsername: 'lisi',
      title: '李四草稿',
      domainId: DOMAIN_IDS.library,
      status: 'draft',
      views: 50,
    });
    const before = await call<Stats>(t.rt, centreStats, {}, { token: t.lisi });
    expect(before.status).toBe(200);
    const docs = before.body.data.published.find((p) => p.domainId === DOMAIN_IDS.library);
    expect(docs?.count).toBeGreaterThanOrEqual(1);
    // lisi reads documents only: no wiki figure at all.
    expect(before.body.data.published.some((p) => p.domainId === DOMAIN_IDS.wiki)).toBe(false);
    const base = before.body.data;
    await createItem(t.rt, { authorUsername: 'lisi', title: '李四又一篇', domainId: DOMAIN_IDS.library, views: 5 });
    const after = (await call<Stats>(t.rt, centreStats, {}, { token: t.lisi })).body.data;
    expect(after.readsReceived - base.readsReceived).toBe(5);
    expect(after.published.find((p) => p.domainId === DOMAIN_IDS.library)!.count - docs!.count).toBe(1);
    expect(base.likesReceived).toBeGreaterThanOrEqual(3);
  });

  it('lists recent activity without items the caller may no longer read', async () => {
    const seen = await createItem(t.rt, { authorUsername: 'admin', title: '动态可见', domainId: DOMAIN_IDS.library });
    const gone = await createItem(t.rt, { authorUsername: 'admin', title: '动态隐藏', domainId: DOMAIN_IDS.library });
    const uid = await userId(t.rt, 'lisi');
    for (const k of [seen, gone])
      await t.rt.deps.db.execute(sql`
        insert into events (action, user_id, domain_id, subject_id) values ('view', ${uid}, ${DOMAIN_IDS.library}, ${k.id})`);
    await t.rt.deps.db.execute(sql`update knowledge set deleted_at = now() where id = ${gone.id}`);
    const r = (await call<Stats>(t.rt, centreStats, {}, { token: t.lisi })).body.data;
    expect(r.recent[0]).toMatchObject({ action: 'view', actionName: '浏览', item: { id: seen.id, title: '动态可见' } });
    expect(JSON.stringify(r.recent)).not.toContain('动态隐藏');
  });

  it('refuses anonymous callers with 401', async () => {
    expect((await call(t.rt, centreStats)).status).toBe(401);
  });
});
