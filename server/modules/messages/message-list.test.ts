import { commentAdd, favoriteAdd, favoriteFolders, likeToggle, shareSend } from '@contract/knowledge/interaction';
import {
  MESSAGE_TYPES,
  type MessageGroup,
  messageGroupOf,
  messageList,
  messageRead,
  messageRemove,
  taskList,
} from '@contract/messages/messages';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { createItem, userId } from '../../test/knowledge/factory';
import { countsAgree as countsAgreeAs, listMessages, type MessagePage as Page } from '../../test/messages/counts';
import { setupRuntime } from '../../test/setup-runtime';
import { entry, publish } from '../../test/wiki/flow';

const t = setupRuntime('zhangsan', 'lisi', 'admin');

const list = (token: string, group: MessageGroup, extra: Record<string, unknown> = {}) => listMessages(t.rt, token, group, extra);

const countsAgree = (token: string) => countsAgreeAs(t.rt, token);

describe('message.list and the counts', () => {
  it('puts every customType in its group and keeps the counts equal', async () => {
    const lisiId = await userId(t.rt, 'lisi');
    const before = await countsAgree(t.lisi);
    for (const [name, code] of Object.entries(MESSAGE_TYPES)) {
      const group = messageGroupOf(code);
      expect(group, name).not.toBeNull();
      await t.rt.deps.db.execute(
        sql`insert into messages (user_id, custom_type, title) values (${lisiId}, ${code}, ${`代码${code}`})`,
      );
      const page = (await list(t.lisi, group as MessageGroup)).body.data;
      expect(page.list[0].customType).toBe(code);
      expect(page.list[0].title).toBe(`代码${code}`);
    }
    const after = await countsAgree(t.lisi);
    expect(after).toEqual({
      comment: before.comment + 3,
      like: before.like + 3,
      share: before.share + 2,
      notice: before.notice + 2,
    });
    await t.rt.deps.db.execute(sql`delete from messages where user_id = ${lisiId}`);
  });

  it('keeps the counts equal after each kind of message the modules write', async () => {
    const step = async (expected: MessageGroup, code: number, act: () => Promise<unknown>) => {
      const before = await countsAgree(t.zhangsan);
      await act();
      const after = await countsAgree(t.zhangsan);
      expect(after[expected], `group ${expected} after code ${code}`).toBe(before[expected] + 1);
      expect((await list(t.zhangsan, expected)).body.data.list[0].customType).toBe(code);
    };
    // Approval tells the author (notice 2).
    await step('notice', MESSAGE_TYPES.notice, () => publish(t.rt, t.zhangsan, t.admin, entry()));
    const item = await createItem(t.rt, { authorUsername: 'zhangsan', title: '消息计数' });
    await step('comment', MESSAGE_TYPES.commentOnMine, () =>
      call(t.rt, commentAdd, { knowledgeId: item.id, content: '写得好' }, { token: t.admin }),
    );
    const mine = await call<{ id: number }>(t.rt, commentAdd, { knowledgeId: item.id, content: '谢谢' }, { token: t.zhangsan });
    await step('comment', MESSAGE_TYPES.replyToMine, () =>
      call(t.rt, commentAdd, { knowledgeId: item.id, parentId: mine.body.data.id, content: '不客气' }, { token: t.admin }),
    );
    await step('like', MESSAGE_TYPES.likeOnMine, () =>
      call(t.rt, likeToggle, { targetType: 'knowledge', targetId: item.id }, { token: t.admin }),
    );
    await step('like', MESSAGE_TYPES.likeOnComment, () =>
      call(t.rt, likeToggle, { targetType: 'comment', targetId: mine.body.data.id }, { token: t.admin }),
    );
    const folders = await call<{ id: number }[]>(t.rt, favoriteFolders, {}, { token: t.admin });
    await step('like', MESSAGE_TYPES.favouriteOnMine, () =>
      call(t.rt, favoriteAdd, { knowledgeId: item.id, folderId: folders.body.data[0].id }, { token: t.admin }),
    );
    const zhangsanId = await userId(t.rt, 'zhangsan');
    const shared = await list(t.zhangsan, 'share');
    await call(t.rt, shareSend, { knowledgeId: item.id, userIds: [zhangsanId] }, { token: t.admin });
    const sharedAfter = (await list(t.zhangsan, 'share')).body.data;
    expect(sharedAfter.unread).toBe(shared.body.data.unread + 1);
    expect([MESSAGE_TYPES.shareEntry, MESSAGE_TYPES.shareDocument]).toContain(sharedAfter.list[0].customType);
    await countsAgree(t.zhangsan);
  });

  it('pages newest first and filters unread', async () => {
    const first = (await call<Page>(t.rt, messageList, { group: 'comment', page: 1, size: 1 }, { token: t.zhangsan })).body.data;
    const second = (await call<Page>(t.rt, messageList, { group: 'comment', page: 2, size: 1 }, { token: t.zhangsan })).body.data;
    expect(first.list).toHaveLength(1);
    expect(second.list).toHaveLength(1);
    expect(first.total).toBe(second.total);
    expect(first.list[0].id).not.toBe(second.list[0].id);
  });

  it('refuses invalid input, naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ group: 'mail', page: 1, size: 10 }, '消息分组'],
      [{ page: 1, size: 10 }, '消息分组'],
      [{ group: 'like', page: 0, size: 10 }, '页码'],
      [{ group: 'like', page: 1, size: 101 }, '每页条数'],
      [{ group: 'like', unreadOnly: 'yes' }, '只看未读'],
    ];
    for (const [input, label] of cases) {
      const r = await call(t.rt, messageList, input, { token: t.zhangsan });
      expect(r.status, JSON.stringify(input)).toBe(400);
      expect(r.body.message).toContain(label);
    }
  });

  it('refuses a caller without a token', async () => {
    for (const [ep, input] of [
      [messageList, { group: 'like' }],
      [messageRead, {}],
      [messageRemove, { ids: [1] }],
      [taskList, { done: false }],
    ] as const) {
      const r = await call(t.rt, ep, input);
      expect(r.status).toBe(401);
      expect(r.body.code).toBe(CODE_UNAUTHENTICATED);
    }
  });
});

describe('message.read and message.remove', () => {
  const idsOf = async (username: string) =>
    (
      await t.rt.deps.db.execute<{ id: number }>(
        sql`select id from messages where user_id = (select id from users where username = ${username}) order by id`,
      )
    ).rows.map((r) => r.id);
  const resetUnread = () => t.rt.deps.db.execute(sql`update messages set read_at = null`);
  afterEach(resetUnread);

  it('marks one message read, then a group, then everything', async () => {
    const before = await countsAgree(t.zhangsan);
    const [one] = (await list(t.zhangsan, 'like', { unreadOnly: true })).body.data.list;
    const r = await call<{ updated: number }>(t.rt, messageRead, { ids: [one.id] }, { token: t.zhangsan });
    expect(r.status).toBe(200);
    expect(r.body.data.updated).toBe(1);
    expect((await countsAgree(t.zhangsan)).like).toBe(before.like - 1);
    const again = await call<{ updated: number }>(t.rt, messageRead, { ids: [one.id] }, { token: t.zhangsan });
    expect(again.body.data.updated).toBe(0);

    const g = await call<{ updated: number }>(t.rt, messageRead, { group: 'comment' }, { token: t.zhangsan });
    expect(g.body.data.updated).toBe(before.comment);
    const mid = await countsAgree(t.zhangsan);
    expect(mid).toEqual({ ...before, like: before.like - 1, comment: 0 });

    const all = await call<{ updated: number }>(t.rt, messageRead, {}, { token: t.zhangsan });
    expect(all.body.data.updated).toBe(mid.like + mid.share + mid.notice);
    expect(await countsAgree(t.zhangsan)).toEqual({ comment: 0, like: 0, share: 0, notice: 0 });
  });

  it("ignores someone else's message ids when reading and removing", async () => {
    const lisiId = await userId(t.rt, 'lisi');
    await t.rt.deps.db.execute(sql`insert into messages (user_id, custom_type, title) values (${lisiId}, 6, '李四的消息')`);
    const [theirs] = await idsOf('lisi');
    const read = await call<{ updated: number }>(t.rt, messageRead, { ids: [theirs] }, { token: t.zhangsan });
    expect(read.body.data.updated).toBe(0);
    const removed = await call<{ removed: number }>(t.rt, messageRemove, { ids: [theirs] }, { token: t.zhangsan });
    expect(removed.body.data.removed).toBe(0);
    const still = (await list(t.lisi, 'comment')).body.data;
    expect(still.list.map((m) => m.id)).toContain(theirs);
    expect(still.unread).toBe(1);
    await t.rt.deps.db.execute(sql`delete from messages where user_id = ${lisiId}`);
  });

  it('removes own messages and the counts follow', async () => {
    const before = await countsAgree(t.zhangsan);
    const [gone] = (await list(t.zhangsan, 'share')).body.data.list;
    const r = await call<{ removed: number }>(t.rt, messageRemove, { ids: [gone.id] }, { token: t.zhangsan });
    expect(r.status).toBe(200);
    expect(r.body.data.removed).toBe(1);
    expect((await countsAgree(t.zhangsan)).share).toBe(before.share - 1);
    expect((await list(t.zhangsan, 'share')).body.data.list.map((m) => m.id)).not.toContain(gone.id);
  });

  it('refuses invalid ids and groups', async () => {
    const cases: [typeof messageRead | typeof messageRemove, unknown, string][] = [
      [messageRead, { ids: ['x'] }, '消息'],
      [messageRead, { ids: [0] }, '消息'],
      [messageRead, { ids: Array.from({ length: 201 }, (_, i) => i + 1) }, '消息'],
      [messageRead, { group: 'mail' }, '消息分组'],
      [messageRemove, { ids: [] }, '请选择要删除的消息'],
      [messageRemove, {}, '消息'],
      [messageRemove, { ids: [-3] }, '消息'],
    ];
    for (const [ep, input, text] of cases) {
      const r = await call(t.rt, ep, input, { token: t.zhangsan });
      expect(r.status, JSON.stringify(input)).toBe(400);
      expect(r.body.message).toContain(text);
    }
  });
});
