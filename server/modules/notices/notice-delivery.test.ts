import { noticeSave } from '@contract/notices/notices';
import { sql } from 'drizzle-orm';
import { lastJobSuccess } from '../../jobs/singleton-job';
import { idOf } from '../../test/admin/setup';
import { call } from '../../test/client';
import { setupRuntime } from '../../test/setup-runtime';
import { deliverDueNotices, startNoticeDelivery } from './notice-delivery';

const t = setupRuntime('admin');
const HOUR = 3_600_000;

const save = (input: Record<string, unknown>) =>
  call<{ id: number }>(t.rt, noticeSave, { content: '<p>正文</p>', ...input }, { token: t.admin });

/** How many announcement messages (customType 7) of the notice each named user holds. */
async function told(id: number, ...usernames: string[]) {
  const r = await t.rt.deps.db.execute<{ username: string; n: number }>(sql`
    select u.username, count(m.id)::int as n from users u
    left join messages m on m.user_id = u.id and m.custom_type = 7 and m.link = ${`/noticeDetails?id=${id}`}
    where u.username = any(${`{${usernames.join(',')}}`}::text[]) group by u.username`);
  return Object.fromEntries(r.rows.map((x) => [x.username, x.n]));
}

describe('widening a published notice’s audience', () => {
  it('tells the people added exactly once and never the ones already told', async () => {
    const market = await idOf(t.rt, 'groups', '市场部');
    const rd = await idOf(t.rt, 'groups', '研发中心');
    const input = { title: '市场活动安排', audience: 'groups', groupIds: [market] };
    const id = (await save(input)).body.data.id;
    expect(await told(id, 'zhangsan', 'lisi')).toEqual({ zhangsan: 0, lisi: 1 });

    // Adds 研发中心 (zhangsan's 平台研发部 is beneath it).
    expect((await save({ ...input, id, groupIds: [market, rd] })).status).toBe(200);
    expect(await told(id, 'zhangsan', 'lisi')).toEqual({ zhangsan: 1, lisi: 1 });

    // Saving again, and the delivery job running again, tell nobody a second time.
    await save({ ...input, id, title: '市场活动安排（更新）', groupIds: [market, rd] });
    await deliverDueNotices(t.rt.deps.db);
    expect(await told(id, 'zhangsan', 'lisi')).toEqual({ zhangsan: 1, lisi: 1 });

    // Someone who deleted the message, dropped and added back, is not told again.
    await t.rt.deps.db.execute(sql`delete from messages where link = ${`/noticeDetails?id=${id}`}
      and user_id = (select id from users where username = 'lisi')`);
    await save({ ...input, id, groupIds: [rd] });
    await save({ ...input, id, groupIds: [market, rd] });
    expect(await told(id, 'zhangsan', 'lisi')).toEqual({ zhangsan: 1, lisi: 0 });
  });

  it('tells named users added to a users notice, and everyone not yet told when it goes to all', async () => {
    const lisi = await idOf(t.rt, 'users', 'lisi');
    const zhangsan = await idOf(t.rt, 'users', 'zhangsan');
    const id = (await save({ title: '点名通知', audience: 'users', userIds: [lisi] })).body.data.id;
    await save({ id, title: '点名通知', audience: 'users', userIds: [lisi, zhangsan] });
    expect(await told(id, 'zhangsan', 'lisi', 'wangwu')).toEqual({ zhangsan: 1, lisi: 1, wangwu: 0 });
    await save({ id, title: '点名通知', audience: 'all' });
    expect(await told(id, 'zhangsan', 'lisi', 'wangwu', 'admin')).toEqual({ zhangsan: 1, lisi: 1, wangwu: 1, admin: 0 });
  });

  it('does not announce a scheduled notice early when its audience is widened', async () => {
    const market = await idOf(t.rt, 'groups', '市场部');
    const rd = await idOf(t.rt, 'groups', '研发中心');
    const publishAt = new Date(Date.now() + HOUR).toISOString();
    const input = { title: '下月培训', audience: 'groups', groupIds: [market], publishAt };
    const id = (await save(input)).body.data.id;
    await save({ ...input, id, groupIds: [market, rd] });
    expect(await told(id, 'zhangsan', 'lisi')).toEqual({ zhangsan: 0, lisi: 0 });
    await t.rt.deps.db.execute(sql`update notices set publish_at = now() - interval '1 minute' where id = ${id}`);
    await deliverDueNotices(t.rt.deps.db);
    expect(await told(id, 'zhangsan', 'lisi')).toEqual({ zhangsan: 1, lisi: 1 });
  });
});

describe('the delivery job', () => {
  it('announces a notice that came due, started on two servers, once', async () => {
    const lisi = await idOf(t.rt, 'users', 'lisi');
    const input = { title: '定时提醒', audience: 'users', userIds: [lisi], publishAt: new Date(Date.now() + HOUR).toISOString() };
    const id = (await save(input)).body.data.id;
    await t.rt.deps.db.execute(sql`update notices set publish_at = now() - interval '1 minute' where id = ${id}`);
    const stops = [startNoticeDelivery(t.rt.deps, 40), startNoticeDelivery(t.rt.deps, 40)];
    await vi.waitFor(async () => expect(await told(id, 'lisi')).toEqual({ lisi: 1 }));
    await vi.waitFor(() => expect(lastJobSuccess('notices.delivery')).toBeDefined());
    for (const stop of stops) stop();
    expect(await told(id, 'lisi')).toEqual({ lisi: 1 });
  });
});
