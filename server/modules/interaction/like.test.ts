import { commentAdd, commentRemove, likeToggle } from '@contract/knowledge/interaction';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import { call, tokenFor } from '../../test/client';
import { grantKeys } from '../../test/grants';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { createItem, messagesOf, userId } from '../../test/knowledge/factory';

type Answer = { liked: boolean; count: number };

let rt: TestRuntime;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  rt = await createTestRuntime();
  // wangwu comments here as an invited visitor: an administrator granted him the comment key visitors lack by default.
  await grantKeys(rt, 'wangwu', '受邀访客', ['ROLE_KNOWLEDGE_COMMENT']);
  for (const u of ['zhangsan', 'lisi', 'wangwu', 'admin']) tokens[u] = await tokenFor(rt, u);
});
afterAll(() => rt.close());

const like = (who: string, targetType: string, targetId: number) =>
  call<Answer>(rt, likeToggle, { targetType, targetId }, { token: tokens[who] });
const stored = async (table: 'knowledge' | 'comments', id: number) =>
  (await rt.deps.db.execute<{ n: number }>(sql`select like_count as n from ${sql.raw(table)} where id = ${id}`)).rows[0].n;

describe('like.toggle on items', () => {
  it('likes, then unlikes, keeping the count and telling the author once', async () => {
    const item = await createItem(rt, { authorUsername: 'zhangsan', title: '报销制度' });
    const before = (await messagesOf(rt, 'zhangsan', 16)).length;
    const on = await like('wangwu', 'knowledge', item.id);
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual({ liked: true, count: 1 });
    expect(await like('admin', 'knowledge', item.id).then((r) => r.body.data)).toEqual({ liked: true, count: 2 });
    const off = await like('wangwu', 'knowledge', item.id);
    expect(off.body.data).toEqual({ liked: false, count: 1 });
    expect(await stored('knowledge', item.id)).toBe(1);
    const msgs = await messagesOf(rt, 'zhangsan', 16);
    expect(msgs).toHaveLength(before + 2);
    expect(msgs.slice(0, 2).map((m) => m.title)).toEqual(['管理员赞了你的词条《报销制度》', '王五赞了你的词条《报销制度》']);
    expect(msgs[0].link).toBe(`/detail?id=${item.id}`);
  });

  it('sends no message for liking one own item', async () => {
    const item = await createItem(rt, { authorUsername: 'zhangsan' });
    const before = (await messagesOf(rt, 'zhangsan', 16)).length;
    expect((await like('zhangsan', 'knowledge', item.id)).body.data).toEqual({ liked: true, count: 1 });
    expect(await messagesOf(rt, 'zhangsan', 16)).toHaveLength(before);
  });

  it('stays consistent under a double click: two concurrent toggles leave rows and count equal', async () => {
    const item = await createItem(rt, { authorUsername: 'zhangsan' });
    await Promise.all([like('wangwu', 'knowledge', item.id), like('wangwu', 'knowledge', item.id)]);
    const rows = await rt.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from likes where target_type = 'knowledge' and target_id = ${item.id}`,
    );
    expect(await stored('knowledge', item.id)).toBe(rows.rows[0].n);
    expect(rows.rows[0].n).toBeLessThanOrEqual(1);
  });

  it('answers 404 for an item the caller may not read', async () => {
    const hidden = await createItem(rt, {
      authorUsername: 'zhangsan',
      visibility: { scope: 'users', userIds: [await userId(rt, 'admin')] },
    });
    const r = await like('wangwu', 'knowledge', hidden.id);
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('内容不存在或无权查看');
    const wiki = await createItem(rt, { authorUsername: 'zhangsan' });
    expect((await like('lisi', 'knowledge', wiki.id)).status).toBe(404);
    expect(await stored('knowledge', hidden.id)).toBe(0);
    expect(await stored('knowledge', wiki.id)).toBe(0);
  });

  it('lets lisi like a document she may read', async () => {
    const doc = await createItem(rt, { authorUsername: 'zhangsan', domainId: DOMAIN_IDS.library });
    expect((await like('lisi', 'knowledge', doc.id)).body.data).toEqual({ liked: true, count: 1 });
  });
});

describe('like.toggle on comments', () => {
  it('likes a comment, tells its author with customType 17, and unlikes without a message', async () => {
    const item = await createItem(rt, { authorUsername: 'admin' });
    const c = await call<{ id: number }>(rt, commentAdd, { knowledgeId: item.id, content: '好建议' }, { token: tokens.wangwu });
    const before = (await messagesOf(rt, 'wangwu', 17)).length;
    expect((await like('zhangsan', 'comment', c.body.data.id)).body.data).toEqual({ liked: true, count: 1 });
    expect((await like('zhangsan', 'comment', c.body.data.id)).body.data).toEqual({ liked: false, count: 0 });
    const msgs = await messagesOf(rt, 'wangwu', 17);
    expect(msgs).toHaveLength(before + 1);
    expect(msgs[0]).toEqual({ title: '张三赞了你的评论', content: '好建议', link: `/detail?id=${item.id}` });
    expect(await stored('comments', c.body.data.id)).toBe(0);
  });

  it('answers 404 for a removed comment or one on an unreadable item', async () => {
    const item = await createItem(rt, { authorUsername: 'zhangsan' });
    const c = await call<{ id: number }>(rt, commentAdd, { knowledgeId: item.id, content: '将删除' }, { token: tokens.wangwu });
    await call(rt, commentRemove, {}, { token: tokens.wangwu, params: { id: c.body.data.id } });
    const gone = await like('zhangsan', 'comment', c.body.data.id);
    expect(gone.status).toBe(404);
    const other = await call<{ id: number }>(rt, commentAdd, { knowledgeId: item.id, content: '可见' }, { token: tokens.wangwu });
    const r = await like('lisi', 'comment', other.body.data.id);
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('内容不存在或无权查看');
  });
});

describe('like.toggle input', () => {
  it('refuses an unknown target type or id with 400 naming the field, and anonymous callers with 401', async () => {
    const bad = await call(rt, likeToggle, { targetType: 'post', targetId: 1 }, { token: tokens.zhangsan });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('点赞对象');
    const noId = await call(rt, likeToggle, { targetType: 'knowledge', targetId: -1 }, { token: tokens.zhangsan });
    expect(noId.status).toBe(400);
    expect(noId.body.message).toContain('点赞对象');
    const anon = await call(rt, likeToggle, { targetType: 'knowledge', targetId: 1 });
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe(CODE_UNAUTHENTICATED);
  });
});
