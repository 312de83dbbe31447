import { approvalDecide, approvalQueue } from '@contract/approval/approval';
import { MESSAGE_TYPES, type MessageGroup, messageGroupOf, messageSend, taskList } from '@contract/messages/messages';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { userId } from '../../test/knowledge/factory';
import { countsAgree as countsAgreeAs, listMessages } from '../../test/messages/counts';
import { setupRuntime } from '../../test/setup-runtime';
import { approve, entry, save, submit } from '../../test/wiki/flow';

const t = setupRuntime('zhangsan', 'lisi', 'admin');

const _list = (token: string, group: MessageGroup, extra: Record<string, unknown> = {}) =>
  listMessages(t.rt, token, group, extra);

const countsAgree = (token: string) => countsAgreeAs(t.rt, token);

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
