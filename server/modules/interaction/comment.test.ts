import { commentAdd, commentList, commentRemove, type commentThread } from '@contract/knowledge/interaction';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DELETED_TEXT } from '../../interaction/comment-list';
import { call, tokenFor } from '../../test/client';
import { grantKeys } from '../../test/grants';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { createItem, messagesOf, userId } from '../../test/knowledge/factory';

type Page = { total: number; list: z.output<typeof commentThread>[] };
type Item = z.output<typeof commentThread>;

let rt: TestRuntime;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  rt = await createTestRuntime();
  // wangwu comments here as an invited visitor: an administrator granted him the comment key visitors lack by default.
  await grantKeys(rt, 'wangwu', '受邀访客', ['ROLE_KNOWLEDGE_COMMENT']);
  for (const u of ['zhangsan', 'lisi', 'wangwu', 'admin']) tokens[u] = await tokenFor(rt, u);
});
afterAll(() => rt.close());

const add = (who: string, input: Record<string, unknown>) => call<Item>(rt, commentAdd, input, { token: tokens[who] });
const list = (who: string, knowledgeId: number, page = 1, size = 10) =>
  call<Page>(rt, commentList, { knowledgeId, page, size }, { token: tokens[who] });
const remove = (who: string, id: number) => call(rt, commentRemove, {}, { token: tokens[who], params: { id } });
const commentCount = async (id: number) =>
  (await rt.deps.db.execute<{ n: number }>(sql`select comment_count as n from knowledge where id = ${id}`)).rows[0].n;

describe('comment.add', () => {
  it('adds a trimmed plain-text comment, counts it and tells the author with a link', async () => {
    const item = await createItem(rt, { authorUsername: 'zhangsan', title: '研发流程规范' });
    const before = (await messagesOf(rt, 'zhangsan', 6)).length;
    const r = await add('wangwu', { knowledgeId: item.id, content: '  <b>写得好</b>\n第二行  ' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      parentId: null,
      content: '<b>写得好</b>\n第二行',
      user: { id: await userId(rt, 'wangwu'), nickname: '王五' },
      likeCount: 0,
      liked: false,
      canDelete: true,
      replyTo: null,
    });
    expect(await commentCount(item.id)).toBe(1);
    const msgs = await messagesOf(rt, 'zhangsan', 6);
    expect(msgs).toHaveLength(before + 1);
    expect(msgs[0]).toEqual({
      title: '王五评论了你的词条《研发流程规范》',
      content: '<b>写得好</b>\n第二行',
      link: `/detail?id=${item.id}&comment=${r.body.data.id}`,
    });
  });

  it('sends a reply message to the replied comment author, and none for one own item', async () => {
    const item = await createItem(rt, { authorUsername: 'zhangsan' });
    const first = await add('wangwu', { knowledgeId: item.id, content: '请问适用范围？' });
    const before6 = (await messagesOf(rt, 'zhangsan', 6)).length;
    const before14 = (await messagesOf(rt, 'wangwu', 14)).length;
    const reply = await add('zhangsan', { knowledgeId: item.id, parentId: first.body.data.id, content: '全公司适用' });
    expect(reply.body.data.replyTo).toEqual({ id: await userId(rt, 'wangwu'), nickname: '王五' });
    expect(await messagesOf(rt, 'zhangsan', 6)).toHaveLength(before6);
    const msgs = await messagesOf(rt, 'wangwu', 14);
    expect(msgs).toHaveLength(before14 + 1);
    expect(msgs[0]).toMatchObject({
      title: '张三回复了你的评论',
      content: '全公司适用',
      link: `/detail?id=${item.id}&comment=${reply.body.data.id}`,
    });
    // A reply to one's own comment tells nobody.
    await add('wangwu', { knowledgeId: item.id, parentId: first.body.data.id, content: '谢谢' });
    expect(await messagesOf(rt, 'wangwu', 14)).toHaveLength(before14 + 1);
  });

  it('refuses a parent comment of another item with 400', async () => {
    const a = await createItem(rt, { authorUsername: 'zhangsan' });
    const b = await createItem(rt, { authorUsername: 'zhangsan' });
    const onA = await add('wangwu', { knowledgeId: a.id, content: 'A 的评论' });
    const r = await add('wangwu', { knowledgeId: b.id, parentId: onA.body.data.id, content: '串门' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('回复的评论不存在或已删除');
    expect(await commentCount(b.id)).toBe(0);
  });

  it('refuses empty or too long content with 400 naming the field', async () => {
    const item = await createItem(rt, { authorUsername: 'zhangsan' });
    const empty = await add('wangwu', { knowledgeId: item.id, content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('评论内容');
    const long = await add('wangwu', { knowledgeId: item.id, content: '字'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('评论最多1000个字');
    const noItem = await add('wangwu', { content: '没有知识' });
    expect(noItem.status).toBe(400);
    expect(noItem.body.message).toContain('知识');
  });

  it('refuses an anonymous caller with 401 and code -1', async () => {
    const r = await call(rt, commentAdd, { knowledgeId: 1, content: 'x' });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(CODE_UNAUTHENTICATED);
  });

  it('answers 404 for items the caller may not read: hidden, draft, deleted, or of a domain he lacks', async () => {
    const hidden = await createItem(rt, {
      authorUsername: 'zhangsan',
      visibility: { scope: 'users', userIds: [await userId(rt, 'admin')] },
    });
    const draft = await createItem(rt, { authorUsername: 'zhangsan', status: 'draft' });
    const deleted = await createItem(rt, { authorUsername: 'zhangsan', deleted: true });
    const wiki = await createItem(rt, { authorUsername: 'zhangsan' });
    for (const [who, id] of [
      ['wangwu', hidden.id],
      ['wangwu', draft.id],
      ['zhangsan', deleted.id],
      ['lisi', wiki.id],
    ] as const) {
      const r = await add(who, { knowledgeId: id, content: '看不到' });
      expect(r.status).toBe(404);
      expect(r.body.message).toBe('内容不存在或无权查看');
      expect((await list(who, id)).status).toBe(404);
    }
    expect(await commentCount(hidden.id)).toBe(0);
  });

  it('refuses with 403 while the comment switch is off', async () => {
    const item = await createItem(rt, { authorUsername: 'zhangsan' });
    await rt.deps.db.execute(sql`update config_items set value = '0' where code = 'switch.comment'`);
    try {
      const r = await add('wangwu', { knowledgeId: item.id, content: '关了吗' });
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('评论功能已关闭');
      expect(await commentCount(item.id)).toBe(0);
    } finally {
      await rt.deps.db.execute(sql`update config_items set value = '1' where code = 'switch.comment'`);
    }
  });
});

describe('comment.list', () => {
  it('lists threads newest first with replies oldest first, replies to replies in the same thread', async () => {
    const item = await createItem(rt, { authorUsername: 'zhangsan' });
    const older = await add('wangwu', { knowledgeId: item.id, content: '第一条' });
    const newer = await add('admin', { knowledgeId: item.id, content: '第二条' });
    const r1 = await add('zhangsan', { knowledgeId: item.id, parentId: older.body.data.id, content: '回复一' });
    const r2 = await add('admin', { knowledgeId: item.id, parentId: r1.body.data.id, content: '回复回复' });
    const r = await list('wangwu', item.id);
    expect(r.status).toBe(200);
    expect(r.body.data.total).toBe(2);
    expect(r.body.data.list.map((t) => t.content)).toEqual(['第二条', '第一条']);
    const thread = r.body.data.list[1];
    expect(thread.replies.map((c) => [c.content, c.parentId, c.replyTo?.nickname])).toEqual([
      ['回复一', older.body.data.id, '王五'],
      ['回复回复', r1.body.data.id, '张三'],
    ]);
    expect(r.body.data.list[0].replies).toEqual([]);
    // Only one's own comments (or all, for an admin) can be deleted.
    expect(thread.canDelete).toBe(true);
    expect(thread.replies.every((c) => !c.canDelete)).toBe(true);
    const asAdmin = await list('admin', item.id);
    expect(asAdmin.body.data.list.every((t) => t.canDelete && t.replies.every((c) => c.canDelete))).toBe(true);
    expect(r2.body.data.replyTo?.nickname).toBe('张三');
    expect(newer.status).toBe(200);
  });

  it('pages the top-level comments', async () => {
    const item = await createItem(rt, { authorUsername: 'zhangsan' });
    for (const text of ['一', '二', '三']) await add('wangwu', { knowledgeId: item.id, content: text });
    const r = await list('zhangsan', item.id, 2, 2);
    expect(r.body.data.total).toBe(3);
    expect(r.body.data.list.map((t) => t.content)).toEqual(['一']);
  });

  it('refuses a bad page size with 400 naming the field', async () => {
    const item = await createItem(rt, { authorUsername: 'zhangsan' });
    const r = await call(rt, commentList, { knowledgeId: item.id, size: 1000 }, { token: tokens.zhangsan });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('每页条数');
  });
});

describe('comment.remove', () => {
  it('soft-deletes: a comment with replies shows a placeholder, one without disappears, counts follow', async () => {
    const item = await createItem(rt, { authorUsername: 'zhangsan' });
    const withReply = await add('wangwu', { knowledgeId: item.id, content: '有回复的' });
    await add('zhangsan', { knowledgeId: item.id, parentId: withReply.body.data.id, content: '回复' });
    const alone = await add('wangwu', { knowledgeId: item.id, content: '没回复的' });
    expect(await commentCount(item.id)).toBe(3);
    expect((await remove('wangwu', withReply.body.data.id)).status).toBe(200);
    expect((await remove('wangwu', alone.body.data.id)).status).toBe(200);
    expect(await commentCount(item.id)).toBe(1);
    const r = await list('zhangsan', item.id);
    expect(r.body.data.total).toBe(1);
    expect(r.body.data.list[0]).toMatchObject({ id: withReply.body.data.id, content: DELETED_TEXT, canDelete: false });
    expect(r.body.data.list[0].replies.map((c) => c.content)).toEqual(['回复']);
    // Once the last reply goes too, the whole thread leaves the list.
    const replyId = r.body.data.list[0].replies[0].id;
    expect((await remove('zhangsan', replyId)).status).toBe(200);
    expect((await list('zhangsan', item.id)).body.data).toEqual({ total: 0, page: 1, around: null, list: [] });
    expect(await commentCount(item.id)).toBe(0);
  });

  it("refuses another user's comment with 403, lets an admin remove it, and 404s a removed one", async () => {
    const item = await createItem(rt, { authorUsername: 'zhangsan' });
    const c = await add('wangwu', { knowledgeId: item.id, content: '别删我' });
    const r = await remove('zhangsan', c.body.data.id);
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('只能删除自己的评论');
    expect((await remove('admin', c.body.data.id)).status).toBe(200);
    const again = await remove('admin', c.body.data.id);
    expect(again.status).toBe(404);
  });

  it('answers 404 when the item is no longer readable by the comment author', async () => {
    const item = await createItem(rt, { authorUsername: 'zhangsan' });
    const c = await add('wangwu', { knowledgeId: item.id, content: '稍后不可见' });
    await rt.deps.db.execute(sql`update knowledge set deleted_at = now() where id = ${item.id}`);
    const r = await remove('wangwu', c.body.data.id);
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('内容不存在或无权查看');
  });

  it('refuses an anonymous caller and a bad id', async () => {
    const anon = await call(rt, commentRemove, {}, { params: { id: 1 } });
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe(CODE_UNAUTHENTICATED);
    const bad = await call(rt, commentRemove, {}, { token: tokens.zhangsan, params: { id: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('编号');
  });
});
