import { noticeDetailGet, noticeList, noticeReaders, noticeSave } from '@contract/notices/notices';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import { idOf } from '../../test/admin/setup';
import { call } from '../../test/client';
import { setupRuntime } from '../../test/setup-runtime';
import { deliverDueNotices } from './notice-delivery';

interface Item {
  id: number;
  title: string;
  pinned: boolean;
  readAt: string | null;
  state: string;
}
interface Detail extends Item {
  content: string;
  manage: boolean;
  groups: { id: number; name: string }[];
}
interface Readers {
  total: number;
  readCount: number;
  audienceCount: number;
  list: { id: number; nickname: string; readAt: string | null }[];
}

const t = setupRuntime('zhangsan', 'lisi', 'admin');
const HOUR = 3_600_000;

const save = (input: Record<string, unknown>, token = t.admin) =>
  call<{ id: number }>(t.rt, noticeSave, { content: '<p>正文</p>', audience: 'all', ...input }, { token });
const list = (token: string, input: Record<string, unknown> = {}) =>
  call<{ total: number; list: Item[] }>(t.rt, noticeList, { page: 1, size: 50, ...input }, { token });
const detail = (token: string, id: number) => call<Detail>(t.rt, noticeDetailGet, {}, { token, params: { id } });
const readers = (id: number, read: boolean, token = t.admin) =>
  call<Readers>(t.rt, noticeReaders, { read, page: 1, size: 50 }, { token, params: { id } });
const titles = async (token: string, input: Record<string, unknown> = {}) =>
  (await list(token, input)).body.data.list.map((n) => n.title);
const announcements = async (username: string, id: number) => {
  const r = await t.rt.deps.db.execute<{ read_at: Date | null }>(sql`
    select m.read_at from messages m join users u on u.id = m.user_id
    where u.username = ${username} and m.custom_type = 7 and m.link = ${`/noticeDetails?id=${id}`}`);
  return r.rows;
};

describe('notice permissions and input', () => {
  it('asks for sign-in and refuses publishing and readers to non-managers', async () => {
    const anon = await call(t.rt, noticeList, { page: 1, size: 10 });
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe(CODE_UNAUTHENTICATED);
    expect((await call(t.rt, noticeDetailGet, {}, { params: { id: 1 } })).status).toBe(401);
    expect((await save({ title: '越权' }, t.zhangsan)).status).toBe(403);
    expect((await readers(1, true, t.zhangsan)).status).toBe(403);
    const manageList = await list(t.zhangsan, { manage: true });
    expect(manageList.status).toBe(403);
    expect(manageList.body.message).toBe('没有公告管理权限');
  });

  it('refuses bad input with a Chinese message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, '请输入标题'],
      [{ title: '空正文', content: '<script>alert(1)</script>' }, '请输入公告正文'],
      [{ title: '无组织', audience: 'groups', groupIds: [] }, '请选择接收公告的组织'],
      [{ title: '无此组织', audience: 'groups', groupIds: [2_000_000] }, '所选组织不存在'],
      [{ title: '无此人', audience: 'users', userIds: [2_000_000] }, '所选人员不存在'],
      [
        {
          title: '倒序',
          publishAt: new Date(Date.now() + 2 * HOUR).toISOString(),
          expireAt: new Date(Date.now() + HOUR).toISOString(),
        },
        '过期时间须晚于发布时间',
      ],
      [{ title: '坏时间', publishAt: '明天' }, '时间格式不正确'],
    ];
    for (const [input, message] of cases) {
      const r = await save(input);
      expect(r.status, JSON.stringify(input)).toBe(400);
      expect(r.body.message).toContain(message);
    }
    expect((await save({ id: 2_000_000, title: '不存在' })).status).toBe(404);
  });
});

describe('notice audience', () => {
  it('reaches members of the group and its sub-groups and no one else', async () => {
    const rd = await idOf(t.rt, 'groups', '研发中心');
    const r = await save({
      title: '研发中心周会通知',
      content: '<p>周五<script>x</script>开会</p>',
      audience: 'groups',
      groupIds: [rd],
    });
    expect(r.status).toBe(200);
    const id = r.body.data.id;
    // zhangsan's 平台研发部 is beneath 研发中心; lisi is in 市场部.
    expect(await titles(t.zhangsan)).toContain('研发中心周会通知');
    expect(await titles(t.lisi)).not.toContain('研发中心周会通知');
    expect((await detail(t.lisi, id)).status).toBe(404);
    const seen = await detail(t.zhangsan, id);
    expect(seen.status).toBe(200);
    expect(seen.body.data.content).toBe('<p>周五开会</p>');
    expect(seen.body.data.manage).toBe(false);
    expect(seen.body.data.groups).toEqual([]);
    // The announcement message went to the audience only, never to the author.
    expect(await announcements('zhangsan', id)).toHaveLength(1);
    expect(await announcements('lisi', id)).toHaveLength(0);
    expect(await announcements('admin', id)).toHaveLength(0);
    const managed = await detail(t.admin, id);
    expect(managed.body.data.manage).toBe(true);
    expect(managed.body.data.groups).toEqual([{ id: rd, name: '研发中心' }]);
  });

  it('reaches named users only', async () => {
    const lisi = await idOf(t.rt, 'users', 'lisi');
    const id = (await save({ title: '给李四的公告', audience: 'users', userIds: [lisi] })).body.data.id;
    expect(await titles(t.lisi)).toContain('给李四的公告');
    expect(await titles(t.zhangsan)).not.toContain('给李四的公告');
    expect((await detail(t.zhangsan, id)).status).toBe(404);
  });

  it('holds back a scheduled notice until its time, then announces it once', async () => {
    const publishAt = new Date(Date.now() + HOUR).toISOString();
    const id = (await save({ title: '下周停电通知', publishAt })).body.data.id;
    expect(await titles(t.zhangsan)).not.toContain('下周停电通知');
    expect((await detail(t.zhangsan, id)).status).toBe(404);
    expect(await announcements('zhangsan', id)).toHaveLength(0);
    const managed = (await list(t.admin, { manage: true, keyword: '停电' })).body.data.list;
    expect(managed.map((n) => [n.title, n.state])).toEqual([['下周停电通知', 'scheduled']]);
    await t.rt.deps.db.execute(sql`update notices set publish_at = now() - interval '1 minute' where id = ${id}`);
    await deliverDueNotices(t.rt.deps.db);
    await deliverDueNotices(t.rt.deps.db);
    expect(await titles(t.zhangsan)).toContain('下周停电通知');
    expect(await announcements('zhangsan', id)).toHaveLength(1);
    expect(await announcements('lisi', id)).toHaveLength(1);
  });

  it('drops an expired notice from readers', async () => {
    const id = (await save({ title: '即将过期', expireAt: new Date(Date.now() + HOUR).toISOString() })).body.data.id;
    expect(await titles(t.lisi)).toContain('即将过期');
    await t.rt.deps.db.execute(sql`update notices set expire_at = now() - interval '1 second' where id = ${id}`);
    expect(await titles(t.lisi)).not.toContain('即将过期');
    expect((await detail(t.lisi, id)).status).toBe(404);
  });
});

describe('notice list and read receipts', () => {
  it('puts pinned first, then unread, and searches title and text', async () => {
    const first = (await save({ title: '甲通知', content: '<p>关于年会</p>' })).body.data.id;
    await save({ title: '乙通知', content: '<p>关于团建</p>' });
    await save({ title: '丙置顶', pinned: true });
    await detail(t.lisi, first);
    const mine = (await list(t.lisi, { keyword: '通知' })).body.data.list.map((n) => n.title);
    expect(mine.indexOf('乙通知')).toBeLessThan(mine.indexOf('甲通知'));
    const all = (await list(t.lisi)).body.data.list;
    expect(all[0]).toMatchObject({ title: '丙置顶', pinned: true });
    expect(await titles(t.lisi, { keyword: '年会' })).toEqual(['甲通知']);
    expect(await titles(t.lisi, { keyword: '100%' })).toEqual([]);
  });

  it('records who read a notice, marks its message read and tells managers who has not', async () => {
    const id = (await save({ title: '制度更新' })).body.data.id;
    const before = await readers(id, false);
    expect(before.status).toBe(200);
    expect(before.body.data.readCount).toBe(0);
    expect(before.body.data.list.map((u) => u.nickname)).toEqual(expect.arrayContaining(['张三', '李四']));
    const opened = await detail(t.zhangsan, id);
    expect(opened.body.data.readAt).not.toBeNull();
    expect((await detail(t.zhangsan, id)).body.data.readAt).toBe(opened.body.data.readAt);
    expect((await announcements('zhangsan', id))[0].read_at).not.toBeNull();
    expect((await announcements('lisi', id))[0].read_at).toBeNull();
    const read = await readers(id, true);
    expect(read.body.data.list.map((u) => u.nickname)).toEqual(['张三']);
    expect(read.body.data.readCount).toBe(1);
    const unread = await readers(id, false);
    expect(unread.body.data.list.map((u) => u.nickname)).not.toContain('张三');
    expect(unread.body.data.total).toBe(unread.body.data.audienceCount - 1);
    expect((await list(t.zhangsan, { keyword: '制度更新' })).body.data.list[0].readAt).toBe(opened.body.data.readAt);
    expect((await readers(2_000_000, true)).status).toBe(404);
  });
});
