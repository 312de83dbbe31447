import { footprintList, shareSend } from '@contract/knowledge/interaction';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import { call, tokenFor } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { createItem, groupId, messagesOf, userId } from '../../test/knowledge/factory';

type Page = { total: number; list: { id: number; title: string; domainId: number; viewedAt: string }[] };

let rt: TestRuntime;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  rt = await createTestRuntime();
  for (const u of ['zhangsan', 'lisi', 'wangwu', 'admin']) tokens[u] = await tokenFor(rt, u);
});
afterAll(() => rt.close());

/** What the detail endpoint writes on a view. */
async function viewed(username: string, knowledgeId: number, daysAgo: number) {
  await rt.deps.db.execute(sql`
    insert into footprints (user_id, knowledge_id, day, viewed_at)
    values (${await userId(rt, username)}, ${knowledgeId}, (now() - make_interval(days => ${daysAgo}))::date,
      now() - make_interval(days => ${daysAgo}))`);
}

describe('footprint.list', () => {
  it('lists the caller own footprints newest first with the view time, readable items only', async () => {
    const a = await createItem(rt, { authorUsername: 'admin', title: '足迹甲' });
    const b = await createItem(rt, { authorUsername: 'admin', title: '足迹乙' });
    const doc = await createItem(rt, { authorUsername: 'admin', title: '足迹文档', domainId: DOMAIN_IDS.library });
    const later = await createItem(rt, { authorUsername: 'admin', title: '后来隐藏' });
    await viewed('zhangsan', a.id, 2);
    await viewed('zhangsan', b.id, 1);
    await viewed('zhangsan', doc.id, 0);
    await viewed('zhangsan', later.id, 0);
    await viewed('wangwu', a.id, 0);
    await rt.deps.db.execute(sql`update knowledge set visibility = 'users' where id = ${later.id}`);
    const r = await call<Page>(rt, footprintList, {}, { token: tokens.zhangsan });
    expect(r.status).toBe(200);
    expect(r.body.data.total).toBe(3);
    expect(r.body.data.list.map((i) => i.title)).toEqual(['足迹文档', '足迹乙', '足迹甲']);
    const days = r.body.data.list.map((i) => Math.round((Date.now() - Date.parse(i.viewedAt)) / 86_400_000));
    expect(days).toEqual([0, 1, 2]);
    const wikiOnly = await call<Page>(
      rt,
      footprintList,
      { domainId: DOMAIN_IDS.wiki, size: 1, page: 2 },
      { token: tokens.zhangsan },
    );
    expect(wikiOnly.body.data).toMatchObject({ total: 2, list: [{ title: '足迹甲' }] });
    // lisi reads documents only: her wiki footprints stay hidden.
    await viewed('lisi', a.id, 0);
    await viewed('lisi', doc.id, 0);
    const lisi = await call<Page>(rt, footprintList, {}, { token: tokens.lisi });
    expect(lisi.body.data.list.map((i) => i.id)).toEqual([doc.id]);
  });

  it('refuses a bad domain with 400 naming the field and anonymous callers with 401', async () => {
    const bad = await call(rt, footprintList, { domainId: 9 }, { token: tokens.zhangsan });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('知识域');
    const anon = await call(rt, footprintList, {});
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe(CODE_UNAUTHENTICATED);
  });
});

describe('share.send', () => {
  it('sends a wiki entry to readers with customType 10 and the note, skipping those who may not read it', async () => {
    const item = await createItem(rt, { authorUsername: 'zhangsan', title: '差旅标准' });
    const ids = await Promise.all(['wangwu', 'lisi', 'admin'].map((u) => userId(rt, u)));
    const before = { wangwu: (await messagesOf(rt, 'wangwu', 10)).length, lisi: (await messagesOf(rt, 'lisi', 10)).length };
    const r = await call(
      rt,
      shareSend,
      { knowledgeId: item.id, userIds: [...ids, ids[0]], note: ' 请看第三节 ' },
      { token: tokens.zhangsan },
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ sent: 2 });
    const msgs = await messagesOf(rt, 'wangwu', 10);
    expect(msgs).toHaveLength(before.wangwu + 1);
    expect(msgs[0]).toEqual({ title: '张三向你分享了词条《差旅标准》', content: '请看第三节', link: `/detail?id=${item.id}` });
    expect(await messagesOf(rt, 'lisi', 10)).toHaveLength(before.lisi);
    expect(await messagesOf(rt, 'admin', 10)).toHaveLength(1);
  });

  it('shares a document with customType 1', async () => {
    const doc = await createItem(rt, { authorUsername: 'zhangsan', domainId: DOMAIN_IDS.library, title: '年度报告' });
    const r = await call(rt, shareSend, { knowledgeId: doc.id, userIds: [await userId(rt, 'lisi')] }, { token: tokens.zhangsan });
    expect(r.body.data).toEqual({ sent: 1 });
    expect((await messagesOf(rt, 'lisi', 1))[0]).toMatchObject({ title: '张三向你分享了文档《年度报告》', content: '' });
  });

  it('skips disabled users and refuses with 400 when nobody chosen can read the item', async () => {
    const grp = await groupId(rt, '平台研发部');
    const item = await createItem(rt, { authorUsername: 'zhangsan', visibility: { scope: 'groups', groupIds: [grp] } });
    const r = await call(
      rt,
      shareSend,
      { knowledgeId: item.id, userIds: [await userId(rt, 'wangwu'), await userId(rt, 'lisi')] },
      { token: tokens.zhangsan },
    );
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('所选同事都无权查看该内容');
    await rt.deps.db.execute(sql`update users set disabled = true where username = 'wangwu'`);
    try {
      const open = await createItem(rt, { authorUsername: 'zhangsan' });
      const d = await call(
        rt,
        shareSend,
        { knowledgeId: open.id, userIds: [await userId(rt, 'wangwu')] },
        { token: tokens.zhangsan },
      );
      expect(d.status).toBe(400);
    } finally {
      await rt.deps.db.execute(sql`update users set disabled = false where username = 'wangwu'`);
    }
    const self = await call(
      rt,
      shareSend,
      { knowledgeId: item.id, userIds: [await userId(rt, 'zhangsan')] },
      { token: tokens.zhangsan },
    );
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('不能只分享给自己');
  });

  it('answers 404 for an item the sender may not read', async () => {
    const draft = await createItem(rt, { authorUsername: 'admin', status: 'draft' });
    const r = await call(
      rt,
      shareSend,
      { knowledgeId: draft.id, userIds: [await userId(rt, 'wangwu')] },
      { token: tokens.zhangsan },
    );
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('内容不存在或无权查看');
    const wiki = await createItem(rt, { authorUsername: 'admin' });
    expect((await call(rt, shareSend, { knowledgeId: wiki.id, userIds: [1] }, { token: tokens.lisi })).status).toBe(404);
  });

  it('refuses an empty recipient list or a long note with 400 naming the field, and anonymous callers with 401', async () => {
    const empty = await call(rt, shareSend, { knowledgeId: 1, userIds: [] }, { token: tokens.zhangsan });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('分享对象');
    const long = await call(rt, shareSend, { knowledgeId: 1, userIds: [1], note: '长'.repeat(201) }, { token: tokens.zhangsan });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('附言');
    const anon = await call(rt, shareSend, { knowledgeId: 1, userIds: [1] });
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe(CODE_UNAUTHENTICATED);
  });
});
