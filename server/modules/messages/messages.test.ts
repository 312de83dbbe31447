import { approvalQueue } from '@contract/approval/approval';
import { allCount, commentNum, loop } from '@contract/messages/messages';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { setupRuntime } from '../../test/setup-runtime';
import { entry, save, submit } from '../../test/wiki/flow';

interface LoopResult {
  unreadMessageNum: number;
  tasks: { id: number; title: string; dueAt: string | null }[];
  messages: { id: number; customType: number; title: string; createdAt: string }[];
  pendingApprovals: number | null;
}

const ALL_TYPES = [1, 2, 6, 7, 10, 14, 15, 16, 17, 18];
const MINUTE = 60_000;

const t = setupRuntime('zhangsan', 'lisi', 'admin');

const markRead = (customType: number) =>
  t.rt.deps.db.execute(sql`
    update messages set read_at = now()
    where custom_type = ${customType} and user_id = (select id from users where username = 'zhangsan')`);
const markUnread = () => t.rt.deps.db.execute(sql`update messages set read_at = null`);

describe('loop', () => {
  afterEach(markUnread);

  /**
   * The moment the template database was seeded: the newest seeded message is
   * 5 minutes older than it. Intervals are measured from there, since a busy
   * run may reach these tests many minutes after the seed.
   */
  async function seedNow(): Promise<number> {
    const r = await t.rt.deps.db.execute<{ t: Date }>(sql`select max(created_at) as t from messages`);
    return new Date(r.rows[0].t).getTime() + 5 * MINUTE;
  }

  it('answers the unread total, the open tasks and the messages of the last interval', async () => {
    const now = await seedNow();
    const r = await call<LoopResult>(t.rt, loop, { intervalTime: 30 * MINUTE, currentTime: now }, { token: t.zhangsan });
    expect(r.status).toBe(200);
    expect(r.body.data.unreadMessageNum).toBe(10);
    expect(r.body.data.tasks.map((t) => t.title)).toEqual(['审阅《平台接口规范》修订稿', '完成《信息安全意识》课程学习']);
    expect(r.body.data.tasks.every((t) => t.dueAt !== null && Date.parse(t.dueAt) > Date.now())).toBe(true);
    // Seeded 5, 12 and 25 minutes ago; the next is 42 minutes old.
    expect(r.body.data.messages.map((m) => m.customType)).toEqual([6, 16, 1]);
    const day = await call<LoopResult>(t.rt, loop, { intervalTime: 86_400_000, currentTime: now }, { token: t.zhangsan });
    expect(day.body.data.messages).toHaveLength(7);
    const times = day.body.data.messages.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('drops a message from the counts and the list once it is read', async () => {
    await markRead(6);
    const now = await seedNow();
    const r = await call<LoopResult>(t.rt, loop, { intervalTime: 30 * MINUTE, currentTime: now }, { token: t.zhangsan });
    expect(r.body.data.unreadMessageNum).toBe(9);
    expect(r.body.data.messages.map((m) => m.customType)).toEqual([16, 1]);
  });

  it('leaves out finished tasks', async () => {
    await t.rt.deps.db.execute(sql`update tasks set done_at = now() where title like '审阅%'`);
    const r = await call<LoopResult>(t.rt, loop, { intervalTime: 0, currentTime: Date.now() }, { token: t.zhangsan });
    expect(r.body.data.tasks.map((t) => t.title)).toEqual(['完成《信息安全意识》课程学习']);
    expect(r.body.data.messages).toEqual([]);
    await t.rt.deps.db.execute(sql`update tasks set done_at = null`);
  });

  it("shows only the caller's own messages and tasks", async () => {
    const r = await call<LoopResult>(t.rt, loop, { intervalTime: 86_400_000, currentTime: Date.now() }, { token: t.lisi });
    expect(r.body.data).toEqual({ unreadMessageNum: 0, tasks: [], messages: [], pendingApprovals: null });
  });

  it("counts an approver's pending decisions among his to-dos, by the approval queue's rule", async () => {
    const poll = async (token: string) =>
      (await call<LoopResult>(t.rt, loop, { intervalTime: 0, currentTime: Date.now() }, { token })).body.data.pendingApprovals;
    const queueTotal = async () =>
      (await call<{ total: number }>(t.rt, approvalQueue, { page: 1, size: 1 }, { token: t.admin })).body.data.total;
    const before = await poll(t.admin);
    expect(before).toBe(await queueTotal());
    // One more submission waits: the admin's count follows, the submitter's own does not reach him as a to-do.
    const saved = await save(t.rt, t.zhangsan, entry());
    await submit(t.rt, t.zhangsan, saved.id);
    expect(await poll(t.admin)).toBe((before ?? 0) + 1);
    expect(await poll(t.admin)).toBe(await queueTotal());
    // 李四 approves nothing: no approval to-dos, not zero of them.
    expect(await poll(t.lisi)).toBeNull();
  });

  it('accepts any current time a client can send', async () => {
    const far = await call<LoopResult>(
      t.rt,
      loop,
      { intervalTime: 0, currentTime: Number.MAX_SAFE_INTEGER },
      { token: t.zhangsan },
    );
    expect(far.status).toBe(200);
    expect(far.body.data.messages).toEqual([]);
    const epoch = await call<LoopResult>(t.rt, loop, { intervalTime: 86_400_000, currentTime: 0 }, { token: t.zhangsan });
    expect(epoch.status).toBe(200);
    expect(epoch.body.data.messages).toHaveLength(10);
  });

  it('refuses invalid times, naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ intervalTime: 'soon', currentTime: Date.now() }, '轮询间隔'],
      [{ intervalTime: 86_400_001, currentTime: Date.now() }, '轮询间隔'],
      [{ intervalTime: 1000, currentTime: -1 }, '当前时间'],
      [{ intervalTime: 1000, currentTime: 2 ** 60 }, '当前时间'],
      [{ intervalTime: 1000 }, '当前时间'],
    ];
    for (const [input, label] of cases) {
      const r = await call(t.rt, loop, input, { token: t.zhangsan });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(label);
    }
  });

  it('refuses a caller without a token with code -1', async () => {
    const r = await call(t.rt, loop, { intervalTime: 1000, currentTime: Date.now() });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(CODE_UNAUTHENTICATED);
  });
});

describe('allCount', () => {
  afterEach(markUnread);

  it('counts unread messages per customType for type 1', async () => {
    const r = await call<{ typeMap: Record<string, number>; total: number }>(t.rt, allCount, { type: 1 }, { token: t.zhangsan });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ typeMap: Object.fromEntries(ALL_TYPES.map((t) => [String(t), 1])), total: 10 });
  });

  it('counts read messages too for type 2', async () => {
    await markRead(6);
    await markRead(14);
    const unread = await call<{ typeMap: Record<string, number>; total: number }>(
      t.rt,
      allCount,
      { type: 1 },
      { token: t.zhangsan },
    );
    expect(unread.body.data.total).toBe(8);
    expect(unread.body.data.typeMap['6']).toBeUndefined();
    const all = await call<{ typeMap: Record<string, number>; total: number }>(
      t.rt,
      allCount,
      { type: 2 },
      { token: t.zhangsan },
    );
    expect(all.body.data.total).toBe(10);
    expect(all.body.data.typeMap['6']).toBe(1);
  });

  it("counts only the caller's messages", async () => {
    const r = await call(t.rt, allCount, { type: 2 }, { token: t.lisi });
    expect(r.body.data).toEqual({ typeMap: {}, total: 0 });
  });

  it('refuses an unknown count type, naming the field', async () => {
    for (const input of [{ type: 3 }, { type: '1' }, {}]) {
      const r = await call(t.rt, allCount, input, { token: t.zhangsan });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain('统计类型');
    }
  });

  it('refuses a caller without a token with code -1', async () => {
    const r = await call(t.rt, allCount, { type: 1 });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(CODE_UNAUTHENTICATED);
  });
});

describe('commentNum', () => {
  afterEach(markUnread);

  it('counts unread messages per customType in ascending order', async () => {
    const r = await call<{ customType: number; num: number }[]>(t.rt, commentNum, {}, { token: t.zhangsan });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual(ALL_TYPES.map((customType) => ({ customType, num: 1 })));
  });

  it('follows new and read messages of the caller only', async () => {
    await t.rt.deps.db.execute(sql`
      insert into messages (user_id, custom_type, title)
      select id, 15, '新评论' from users where username in ('zhangsan', 'lisi')`);
    await markRead(16);
    const r = await call<{ customType: number; num: number }[]>(t.rt, commentNum, {}, { token: t.zhangsan });
    expect(r.body.data.find((c) => c.customType === 15)?.num).toBe(2);
    expect(r.body.data.find((c) => c.customType === 16)).toBeUndefined();
    const l = await call(t.rt, commentNum, {}, { token: t.lisi });
    expect(l.body.data).toEqual([{ customType: 15, num: 1 }]);
    await t.rt.deps.db.execute(sql`delete from messages where title = '新评论'`);
  });

  it('refuses a caller without a token with code -1', async () => {
    const r = await call(t.rt, commentNum);
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(CODE_UNAUTHENTICATED);
  });
});
