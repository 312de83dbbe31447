import { sql } from 'drizzle-orm';
import { approvalDecide, approvalQueue } from '../../../contract/approval';
import { CODE_UNAUTHENTICATED } from '../../../contract/envelope';
import { commentAdd, favoriteAdd, favoriteFolders, likeToggle, shareSend } from '../../../contract/interaction';
import {
  allCount,
  commentNum,
  loop,
  MESSAGE_GROUP_KEYS,
  MESSAGE_TYPES,
  type MessageGroup,
  messageGroupOf,
  messageList,
  messageRead,
  messageRemove,
  messageSend,
  taskList,
} from '../../../contract/messages';
import { call } from '../../test/client';
import { createItem, userId } from '../../test/knowledge/factory';
import { setupRuntime } from '../../test/setup-runtime';
import { approve, entry, publish, save, submit } from '../../test/wiki/flow';

interface Row {
  id: number;
  customType: number;
  title: string;
  link: string | null;
  readAt: string | null;
}
interface Page {
  total: number;
  unread: number;
  list: Row[];
}

const t = setupRuntime('zhangsan', 'lisi', 'admin');

const list = (token: string, group: MessageGroup, extra: Record<string, unknown> = {}) =>
  call<Page>(t.rt, messageList, { group, page: 1, size: 100, ...extra }, { token });

/**
 * The four count calls and the four group lists, read together: every one
 * of them must give the same unread numbers (issue 14: one query source).
 */
async function countsAgree(token: string) {
  const all = (await call<{ typeMap: Record<string, number>; total: number }>(t.rt, allCount, { type: 1 }, { token })).body.data;
  const per = (await call<{ customType: number; num: number }[]>(t.rt, commentNum, {}, { token })).body.data;
  const polled = (await call<{ unreadMessageNum: number }>(t.rt, loop, { intervalTime: 0, currentTime: Date.now() }, { token }))
    .body.data.unreadMessageNum;
  const groups: Record<string, number> = {};
  for (const g of MESSAGE_GROUP_KEYS) {
    const page = (await list(token, g)).body.data;
    const unreadOnly = (await list(token, g, { unreadOnly: true })).body.data;
    expect(unreadOnly.total).toBe(page.unread);
    expect(unreadOnly.list.every((m) => m.readAt === null)).toBe(true);
    expect(page.list.filter((m) => m.readAt === null)).toHaveLength(page.unread);
    groups[g] = page.unread;
  }
  const fromCommentNum: Record<string, number> = Object.fromEntries(MESSAGE_GROUP_KEYS.map((g) => [g, 0]));
  for (const c of per) fromCommentNum[messageGroupOf(c.customType) ?? 'none'] += c.num;
  const fromTypeMap: Record<string, number> = Object.fromEntries(MESSAGE_GROUP_KEYS.map((g) => [g, 0]));
  for (const [type, n] of Object.entries(all.typeMap)) fromTypeMap[messageGroupOf(Number(type)) ?? 'none'] += n;
  expect(fromCommentNum).toEqual(groups);
  expect(fromTypeMap).toEqual(groups);
  expect(polled).toBe(all.total);
  expect(Object.values(groups).reduce((a, b) => a + b, 0)).toBe(all.total);
  return groups;
}

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

describe('task.list', () => {
  interface TaskPage {
    total: number;
    list: { id: number; kind: string; title: string; link: string | null; dueAt: string | null; doneAt: string | null }[];
  }
  const tasks = (token: string, done: boolean, page = 1, size = 10) =>
    call<TaskPage>(t.rt, taskList, { done, page, size }, { token });

  it('lists open tasks soonest due first and done ones apart', async () => {
    const open = await tasks(t.zhangsan, false);
    expect(open.status).toBe(200);
    expect(open.body.data.total).toBe(2);
    expect(open.body.data.list.map((x) => x.title)).toEqual(['审阅《平台接口规范》修订稿', '完成《信息安全意识》课程学习']);
    expect(open.body.data.list.every((x) => x.doneAt === null && x.dueAt !== null)).toBe(true);
    expect((await tasks(t.zhangsan, true)).body.data).toEqual({ total: 0, list: [] });

    await t.rt.deps.db.execute(sql`update tasks set done_at = now() where title like '审阅%'`);
    const done = (await tasks(t.zhangsan, true)).body.data;
    expect(done.total).toBe(1);
    expect(done.list[0].doneAt).not.toBeNull();
    expect((await tasks(t.zhangsan, false)).body.data.total).toBe(1);
    await t.rt.deps.db.execute(sql`update tasks set done_at = null`);
  });

  it("gives an approver the queue's pending items as to-dos, closed for him once decided", async () => {
    const saved = await save(t.rt, t.zhangsan, entry());
    await submit(t.rt, t.zhangsan, saved.id);
    const queued = (await call<{ total: number }>(t.rt, approvalQueue, { page: 1, size: 1 }, { token: t.admin })).body.data.total;
    const open = (await tasks(t.admin, false, 1, 100)).body.data;
    expect(open.total).toBe(queued);
    const todo = open.list.find((x) => x.kind === 'approval' && x.id === saved.id);
    expect(todo?.title).toMatch(/^审核词条《词条-/);
    expect(todo?.link).toContain(`id=${saved.id}`);
    // The submitter decides nothing of his own: no to-do for him.
    expect((await tasks(t.zhangsan, false, 1, 100)).body.data.list.some((x) => x.kind === 'approval' && x.id === saved.id)).toBe(
      false,
    );

    await approve(t.rt, t.admin, saved.id);
    const after = (await tasks(t.admin, false, 1, 100)).body.data;
    expect(after.total).toBe(open.total - 1);
    expect(after.list.some((x) => x.kind === 'approval' && x.id === saved.id)).toBe(false);
    const done = (await tasks(t.admin, true, 1, 100)).body.data;
    const finished = done.list.find((x) => x.kind === 'approval' && x.id === saved.id);
    expect(finished?.doneAt).not.toBeNull();

    // A rejection closes it too.
    const other = await save(t.rt, t.zhangsan, entry());
    await submit(t.rt, t.zhangsan, other.id);
    expect((await tasks(t.admin, false, 1, 100)).body.data.list.some((x) => x.id === other.id)).toBe(true);
    const rejected = await call(t.rt, approvalDecide, { id: other.id, approve: false, comment: '请补充' }, { token: t.admin });
    expect(rejected.status).toBe(200);
    expect((await tasks(t.admin, false, 1, 100)).body.data.list.some((x) => x.id === other.id)).toBe(false);
    expect((await tasks(t.admin, true, 1, 100)).body.data.list.some((x) => x.id === other.id)).toBe(true);
  });

  it("shows only the caller's tasks", async () => {
    expect((await tasks(t.lisi, false)).body.data).toEqual({ total: 0, list: [] });
  });

  it('refuses a missing or invalid state', async () => {
    for (const input of [{}, { done: 'no' }, { done: false, size: 0 }]) {
      const r = await call(t.rt, taskList, input, { token: t.zhangsan });
      expect(r.status, JSON.stringify(input)).toBe(400);
    }
  });
});

describe('message.send', () => {
  const send = (input: unknown, token = t.admin) => call<{ sent: number }>(t.rt, messageSend, input, { token });
  const inbox = async (username: string) =>
    (
      await t.rt.deps.db.execute<{ title: string; custom_type: number; content: string }>(sql`
        select title, custom_type, content from messages
        where user_id = (select id from users where username = ${username}) order by id desc`)
    ).rows;

  it('reaches the chosen users as a notice-group message, and the counts follow', async () => {
    const before = await countsAgree(t.lisi);
    const r = await send({
      title: '请更新联系方式',
      content: '见 https://example.com/form',
      userIds: [await userId(t.rt, 'lisi')],
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ sent: 1 });
    const [got] = await inbox('lisi');
    expect(got).toEqual({
      title: '请更新联系方式',
      custom_type: MESSAGE_TYPES.announcement,
      content: '见 https://example.com/form',
    });
    expect(messageGroupOf(got.custom_type)).toBe('notice');
    expect(await countsAgree(t.lisi)).toEqual({ ...before, notice: before.notice + 1 });
  });

  it('reaches the members of a group and its sub-groups, not the sender, nor disabled accounts', async () => {
    const lisiGroup = (await t.rt.deps.db.execute<{ group_id: number }>(sql`select group_id from users where username = 'lisi'`))
      .rows[0].group_id;
    const members = await t.rt.deps.db.execute<{ id: number }>(sql`
      with recursive sub as (select id from groups where id = ${lisiGroup}
        union select c.id from groups c join sub on c.parent_id = sub.id)
      select id from users where not disabled and group_id in (select id from sub)
        and id <> (select id from users where username = 'admin')`);
    const r = await send({ title: '部门通知', groupIds: [lisiGroup] });
    expect(r.status).toBe(200);
    expect(r.body.data.sent).toBe(members.rows.length);
    expect((await inbox('lisi'))[0].title).toBe('部门通知');
    expect((await inbox('admin')).some((m) => m.title === '部门通知')).toBe(false);
  });

  it('refuses bad input with a clear message', async () => {
    const cases: [unknown, string][] = [
      [{ title: '', userIds: [1] }, '请填写消息标题'],
      [{ title: 'x'.repeat(101), userIds: [1] }, '消息标题最多'],
      [{ title: '无人', userIds: [] }, '请选择接收人或接收组织'],
      [{ title: '无人', userIds: ['a'] }, '接收人'],
      [{ title: '长', content: 'x'.repeat(2001), userIds: [1] }, '消息内容最多'],
      [{ title: '不存在', userIds: [999999] }, '没有可接收消息的用户'],
    ];
    for (const [input, text] of cases) {
      const r = await send(input);
      expect(r.status, JSON.stringify(input)).toBe(400);
      expect(r.body.message).toContain(text);
    }
  });

  it('refuses callers without the key or without a session', async () => {
    const denied = await send({ title: '越权', userIds: [await userId(t.rt, 'lisi')] }, t.zhangsan);
    expect(denied.status).toBe(403);
    const anonymous = await call(t.rt, messageSend, { title: '匿名', userIds: [1] });
    expect(anonymous.status).toBe(401);
  });
});
