import { homeKnowledge } from '@contract/home/home';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { call, tokenFor } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { type CreatedItem, createItem, groupId, labelId, userId } from '../../test/knowledge/factory';

type Home = z.output<typeof homeKnowledge.output>;

let rt: TestRuntime;
const tokens: Record<string, string> = {};
const items: Record<string, CreatedItem> = {};

beforeAll(async () => {
  rt = await createTestRuntime();
  for (const u of ['zhangsan', 'lisi', 'wangwu', 'admin']) tokens[u] = await tokenFor(rt, u);
  const [rdMgmt, marketing, platform, data, market] = await Promise.all([
    labelId(rt, '研发管理'),
    labelId(rt, '市场营销'),
    groupId(rt, '平台研发部'),
    groupId(rt, '数据智能部'),
    groupId(rt, '市场部'),
  ]);
  const spec = {
    own: { authorUsername: 'zhangsan', labelIds: [rdMgmt], views: 100, minutesAgo: 10 },
    labelMatch: { authorUsername: 'admin', labelIds: [rdMgmt], views: 5, minutesAgo: 20 },
    groupMatch: { authorUsername: 'admin', groupId: platform, views: 1, minutesAgo: 30 },
    both: { authorUsername: 'admin', labelIds: [rdMgmt], groupId: platform, views: 0, minutesAgo: 40 },
    unrelated: { authorUsername: 'admin', labelIds: [marketing], groupId: data, views: 50, minutesAgo: 50 },
    fillerA: { authorUsername: 'admin', groupId: market, views: 2, minutesAgo: 60 },
    fillerB: { authorUsername: 'admin', groupId: market, views: 3, minutesAgo: 70 },
    hidden: {
      authorUsername: 'admin',
      labelIds: [rdMgmt],
      views: 1000,
      minutesAgo: 1,
      visibility: { scope: 'users' as const, userIds: [1] },
    },
    document: { authorUsername: 'admin', domainId: DOMAIN_IDS.library, views: 500, minutesAgo: 2 },
    otherDraft: { authorUsername: 'admin', status: 'draft' as const, minutesAgo: 3 },
    myDraft: { authorUsername: 'zhangsan', status: 'draft' as const, minutesAgo: 5 },
    myRejected: { authorUsername: 'zhangsan', status: 'rejected' as const, minutesAgo: 6 },
    myPending: { authorUsername: 'zhangsan', status: 'pending' as const, minutesAgo: 7 },
    deletedPending: { authorUsername: 'zhangsan', status: 'pending' as const, deleted: true },
    docPending: { authorUsername: 'admin', status: 'pending' as const, domainId: DOMAIN_IDS.library },
  };
  for (const [name, s] of Object.entries(spec)) items[name] = await createItem(rt, { title: name, ...s });
});
afterAll(() => rt.close());

const home = async (who: string) => {
  const r = await call<Home>(rt, homeKnowledge, {}, { token: tokens[who] });
  expect(r.status).toBe(200);
  return r.body.data;
};
const titles = (list: { title: string }[]) => list.map((i) => i.title);

describe('home.knowledge', () => {
  it('lists the six newest and six most-read published entries the caller may read', async () => {
    const h = await home('zhangsan');
    expect(titles(h.newest)).toEqual(['own', 'labelMatch', 'groupMatch', 'both', 'unrelated', 'fillerA']);
    expect(titles(h.mostRead)).toEqual(['own', 'unrelated', 'labelMatch', 'fillerB', 'fillerA', 'groupMatch']);
    expect(h.newest[0]).toMatchObject({
      domainId: DOMAIN_IDS.wiki,
      status: 'published',
      author: { nickname: '张三' },
      labels: [{ name: '研发管理' }],
      views: 100,
    });
  });

  it('recommends entries sharing labels with what the user wrote, or from his group, best match first', async () => {
    const h = await home('zhangsan');
    expect(titles(h.recommended)).toEqual(['both', 'labelMatch', 'groupMatch']);
  });

  it('counts labels of entries the user liked, favourited or viewed', async () => {
    const me = await userId(rt, 'zhangsan');
    await rt.deps.db.execute(
      sql`insert into likes (user_id, target_type, target_id) values (${me}, 'knowledge', ${items.unrelated.id})`,
    );
    expect(titles((await home('zhangsan')).recommended)).toEqual(['both', 'unrelated', 'labelMatch', 'groupMatch']);
    await rt.deps.db.execute(sql`delete from likes where user_id = ${me}`);
    await rt.deps.db.execute(
      sql`insert into footprints (user_id, knowledge_id, day) values (${me}, ${items.unrelated.id}, current_date)`,
    );
    expect(titles((await home('zhangsan')).recommended)).toContain('unrelated');
    await rt.deps.db.execute(sql`delete from footprints where user_id = ${me}`);
    expect(titles((await home('zhangsan')).recommended)).not.toContain('unrelated');
  });

  it('includes entries of sub-groups of the user group', async () => {
    await rt.deps.db.execute(sql`update users set group_id = ${await groupId(rt, '研发中心')} where username = 'zhangsan'`);
    try {
      // 研发中心 covers 平台研发部 and 数据智能部.
      expect(titles((await home('zhangsan')).recommended)).toEqual(['both', 'unrelated', 'labelMatch', 'groupMatch']);
    } finally {
      await rt.deps.db.execute(sql`update users set group_id = ${await groupId(rt, '平台研发部')} where username = 'zhangsan'`);
    }
  });

  it('falls back to the most-read entries when nothing matches', async () => {
    const h = await home('wangwu');
    expect(titles(h.recommended)).toEqual(titles(h.mostRead));
    expect(titles(h.recommended)).toEqual(['own', 'unrelated', 'labelMatch', 'fillerB', 'fillerA', 'groupMatch']);
  });

  it('lists the user own drafts and rejected items, newest first', async () => {
    expect(titles((await home('zhangsan')).drafts)).toEqual(['myDraft', 'myRejected']);
    expect((await home('zhangsan')).drafts.map((d) => d.status)).toEqual(['draft', 'rejected']);
    expect(titles((await home('wangwu')).drafts)).toEqual([]);
  });

  it('shows a new draft of a published entry with the draft version and status', async () => {
    const item = await createItem(rt, { authorUsername: 'zhangsan', title: 'publishedWithDraft' });
    await rt.deps.db.execute(
      sql`update knowledge set status = 'draft', latest_version = 2, updated_at = now() where id = ${item.id}`,
    );
    try {
      const draft = (await home('zhangsan')).drafts.find((d) => d.title === 'publishedWithDraft');
      expect(draft).toMatchObject({ status: 'draft', version: 2 });
    } finally {
      await rt.deps.db.execute(sql`update knowledge set deleted_at = now() where id = ${item.id}`);
    }
  });

  it('gives approvers the number of pending versions and others null', async () => {
    expect((await home('admin')).approvalCount).toBe(2);
    expect((await home('zhangsan')).approvalCount).toBeNull();
  });

  it('refuses a caller without the home permission with 403 and anonymous callers with 401', async () => {
    const lisi = await call(rt, homeKnowledge, {}, { token: tokens.lisi });
    expect(lisi.status).toBe(403);
    expect(lisi.body.message).toContain('门户首页');
    const anon = await call(rt, homeKnowledge, {});
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe(CODE_UNAUTHENTICATED);
  });
});
