import { sql } from 'drizzle-orm';
import { personalData, updateUserInfo } from '../../../contract/account';
import { CODE_UNAUTHENTICATED } from '../../../contract/envelope';
import type { UserView } from '../../../contract/users';
import { call, tokenFor } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';

let rt: TestRuntime;
let zhangsan: string;
let wangwu: string;

beforeAll(async () => {
  rt = await createTestRuntime();
  zhangsan = await tokenFor(rt, 'zhangsan');
  wangwu = await tokenFor(rt, 'wangwu');
});
afterAll(() => rt.close());

async function groupId(name: string): Promise<number> {
  const r = await rt.deps.db.execute<{ id: number }>(sql`select id from groups where name = ${name}`);
  return r.rows[0].id;
}

async function row(username: string) {
  const r = await rt.deps.db.execute<{ nickname: string; mobile: string | null; email: string | null; group_id: number | null }>(
    sql`select nickname, mobile, email, group_id from users where username = ${username}`,
  );
  return r.rows[0];
}

describe('personalData', () => {
  it("answers the caller's own profile", async () => {
    const r = await call<UserView>(rt, personalData, {}, { token: zhangsan });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      username: 'zhangsan',
      nickname: '张三',
      type: 1,
      isAdmin: false,
      mobile: '13800000001',
      email: 'zhangsan@zhilian.example',
      groupId: await groupId('平台研发部'),
      groupName: '平台研发部',
      bound: false,
    });
    const v = await call<UserView>(rt, personalData, {}, { token: wangwu });
    expect(v.body.data).toMatchObject({ username: 'wangwu', type: 6, groupId: null, groupName: null });
  });

  it('refuses a caller without a token with code -1', async () => {
    const r = await call(rt, personalData);
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(CODE_UNAUTHENTICATED);
  });
});

describe('updateUserInfo', () => {
  it('saves nickname, mobile and e-mail and answers the new profile', async () => {
    const r = await call<UserView>(
      rt,
      updateUserInfo,
      { nickname: ' 王小五 ', mobile: '13700000009', email: 'wang.xiaowu@visitor.example' },
      { token: wangwu },
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      username: 'wangwu',
      nickname: '王小五',
      mobile: '13700000009',
      email: 'wang.xiaowu@visitor.example',
      groupId: null,
      groupName: null,
    });
    expect(await row('wangwu')).toEqual({
      nickname: '王小五',
      mobile: '13700000009',
      email: 'wang.xiaowu@visitor.example',
      group_id: null,
    });
    const again = await call<UserView>(rt, personalData, {}, { token: wangwu });
    expect(again.body.data.nickname).toBe('王小五');
  });

  it('keeps omitted fields and clears fields sent as null', async () => {
    const before = await row('wangwu');
    const r = await call<UserView>(rt, updateUserInfo, { nickname: '王五', mobile: null }, { token: wangwu });
    expect(r.status).toBe(200);
    expect(await row('wangwu')).toEqual({ ...before, nickname: '王五', mobile: null });
  });

  it("accepts the caller's own mobile and e-mail unchanged", async () => {
    const r = await call<UserView>(
      rt,
      updateUserInfo,
      { nickname: '张三', mobile: '13800000001', email: 'ZhangSan@zhilian.example' },
      { token: zhangsan },
    );
    expect(r.status).toBe(200);
  });

  it('refuses a mobile or e-mail another user holds with 409 and changes nothing', async () => {
    const before = await row('wangwu');
    const mobile = await call(rt, updateUserInfo, { nickname: '改名', mobile: '13800000002' }, { token: wangwu });
    expect(mobile.status).toBe(409);
    expect(mobile.body.message).toBe('手机号已被其他用户使用');
    const email = await call(rt, updateUserInfo, { nickname: '改名', email: 'LISI@zhilian.example' }, { token: wangwu });
    expect(email.status).toBe(409);
    expect(email.body.message).toBe('电子邮箱已被其他用户使用');
    expect(await row('wangwu')).toEqual(before);
  });

  it('refuses any group, even an unknown one, with 400 and changes nothing', async () => {
    const before = await row('wangwu');
    for (const group of [await groupId('市场部'), 999_999, 2 ** 31, null]) {
      const r = await call(rt, updateUserInfo, { nickname: '改名', groupId: group }, { token: wangwu });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain('组织');
    }
    expect(await row('wangwu')).toEqual(before);
  });

  it('names a field it does not know', async () => {
    const r = await call(rt, updateUserInfo, { nickname: '改名', avatar: 'x' }, { token: wangwu });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('avatar');
  });

  it('refuses invalid fields, naming them', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ nickname: '   ' }, '昵称'],
      [{ nickname: '长'.repeat(33) }, '昵称'],
      [{ nickname: 'a\u0000b' }, '昵称'],
      [{ nickname: '王五', mobile: '12345' }, '手机号'],
      [{ nickname: '王五', email: 'not-an-email' }, '电子邮箱'],
    ];
    for (const [input, label] of cases) {
      const r = await call(rt, updateUserInfo, input, { token: wangwu });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(label);
    }
  });

  it('refuses a caller without a token with code -1', async () => {
    const r = await call(rt, updateUserInfo, { nickname: '匿名' });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(CODE_UNAUTHENTICATED);
  });
});
