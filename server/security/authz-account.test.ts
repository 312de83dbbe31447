import { updateUserInfo } from '@contract/account/account';
import { shareSend, userSearch } from '@contract/knowledge/interaction';
import { wikiDetail } from '@contract/wiki/wiki';
import { sql } from 'drizzle-orm';
import { call, tokenFor } from '../test/client';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { createItem, groupId, userId } from '../test/knowledge/factory';

type Found = { id: number; nickname: string; username: string | null; groupName: string | null };

let rt: TestRuntime;
let wangwu: string;
let zhangsan: string;

beforeAll(async () => {
  rt = await createTestRuntime();
  [wangwu, zhangsan] = await Promise.all([tokenFor(rt, 'wangwu'), tokenFor(rt, 'zhangsan')]);
});
afterAll(() => rt.close());

async function identity(username: string) {
  const r = await rt.deps.db.execute<{ group_id: number | null; type: number; is_admin: boolean; roles: number[] }>(sql`
    select u.group_id, u.type, u.is_admin,
      coalesce((select array_agg(role_id order by role_id) from user_roles where user_id = u.id), '{}') as roles
    from users u where u.username = ${username}`);
  return r.rows[0];
}

describe('who a user is', () => {
  it('refuses a visitor moving himself into a group, and he still cannot read what that group reads', async () => {
    const hr = await groupId(rt, '人力资源部');
    const secret = await createItem(rt, {
      authorUsername: 'admin',
      title: '人事薪酬调整内部说明',
      visibility: { scope: 'groups', groupIds: [hr] },
    });
    const before = await identity('wangwu');
    const r = await call(rt, updateUserInfo, { nickname: '王五', groupId: hr }, { token: wangwu });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('管理员');
    expect(await identity('wangwu')).toEqual(before);
    const read = await call(rt, wikiDetail, {}, { token: wangwu, params: { id: secret.id } });
    expect(read.status).toBe(404);
  });

  it('refuses a user setting his own type, roles or admin flag and changes nothing', async () => {
    const before = await identity('zhangsan');
    for (const extra of [{ type: 2 }, { isAdmin: true }, { roleIds: [1] }]) {
      const r = await call(rt, updateUserInfo, { nickname: '张三', ...extra }, { token: zhangsan });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain('管理员');
    }
    expect(await identity('zhangsan')).toEqual(before);
  });
});

describe('staff directory', () => {
  /** A colleague who wrote only something the visitor may not read. */
  async function hiddenColleague(): Promise<number> {
    const r = await rt.deps.db.execute<{ id: number }>(sql`
      insert into users (username, nickname, mobile, group_id) values ('zhaoliu', '赵六', '13700000066', ${await groupId(rt, '市场部')})
      returning id`);
    await rt.deps.db.execute(
      sql`insert into user_roles (user_id, role_id) select ${r.rows[0].id}, id from roles where name = '普通员工'`,
    );
    await createItem(rt, {
      authorUsername: 'zhaoliu',
      title: '市场部内部词条',
      visibility: { scope: 'groups', groupIds: [await groupId(rt, '市场部')] },
    });
    return r.rows[0].id;
  }

  it('never shows a visitor staff usernames, mobiles or groups', async () => {
    const zhaoliu = await hiddenColleague();
    for (const keyword of ['zhaoliu', '赵六', '13700000066', 'zhang', '1380000']) {
      const found = await call<Found[]>(rt, userSearch, { keyword }, { token: wangwu });
      expect(found.status).toBe(200);
      expect(found.body.data).toEqual([]);
    }
    const byId = await call<Found[]>(rt, userSearch, { keyword: '', ids: [zhaoliu] }, { token: wangwu });
    expect(byId.body.data).toEqual([]);
  });

  it('refuses a visitor sharing with a colleague he cannot find, and tells nobody', async () => {
    const item = await createItem(rt, { authorUsername: 'zhangsan', title: '访客分享的公开词条' });
    const zhaoliu = await userId(rt, 'zhaoliu');
    const inbox = async () =>
      (await rt.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from messages where user_id = ${zhaoliu}`)).rows[0]
        .n;
    const before = await inbox();
    const r = await call(rt, shareSend, { knowledgeId: item.id, userIds: [zhaoliu] }, { token: wangwu });
    expect(r.status).toBe(400);
    expect(await inbox()).toBe(before);
    // The author, whose name the visitor sees on the item, may be told.
    const toAuthor = await call(
      rt,
      shareSend,
      { knowledgeId: item.id, userIds: [await userId(rt, 'zhangsan')] },
      { token: wangwu },
    );
    expect(toAuthor.status).toBe(200);
  });

  it('lets a visitor find authors of what he may read, by name, without their username or group', async () => {
    await createItem(rt, { authorUsername: 'zhangsan', title: '访客可读的公开词条' });
    const found = await call<Found[]>(rt, userSearch, { keyword: '张三' }, { token: wangwu });
    expect(found.body.data).toContainEqual({
      id: await userId(rt, 'zhangsan'),
      nickname: '张三',
      username: null,
      groupName: null,
    });
    expect(found.body.data.every((u) => u.username === null && u.groupName === null)).toBe(true);
  });
});
