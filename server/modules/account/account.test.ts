import { personalData, updateUserInfo } from '@contract/account/account';
import { smsCode } from '@contract/auth/auth';
import type { UserView } from '@contract/auth/users';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { sql } from 'drizzle-orm';
import { call } from '../../test/client';
import { setupRuntime } from '../../test/setup-runtime';
import { CONTACT_NEEDS_CODE } from './account.service';

const t = setupRuntime('zhangsan', 'wangwu');

async function groupId(name: string): Promise<number> {
  const r = await t.rt.deps.db.execute<{ id: number }>(sql`select id from groups where name = ${name}`);
  return r.rows[0].id;
}

async function row(username: string) {
  const r = await t.rt.deps.db.execute<{
    nickname: string;
    mobile: string | null;
    email: string | null;
    group_id: number | null;
  }>(sql`select nickname, mobile, email, group_id from users where username = ${username}`);
  return r.rows[0];
}

describe('personalData', () => {
  it("answers the caller's own profile", async () => {
    const r = await call<UserView>(t.rt, personalData, {}, { token: t.zhangsan });
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
    const v = await call<UserView>(t.rt, personalData, {}, { token: t.wangwu });
    expect(v.body.data).toMatchObject({ username: 'wangwu', type: 6, groupId: null, groupName: null });
  });

  it('refuses a caller without a token with code -1', async () => {
    const r = await call(t.rt, personalData);
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(CODE_UNAUTHENTICATED);
  });
});

describe('updateUserInfo', () => {
  it('saves the nickname and answers the new profile', async () => {
    const before = await row('wangwu');
    const r = await call<UserView>(t.rt, updateUserInfo, { nickname: ' 王小五 ' }, { token: t.wangwu });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ username: 'wangwu', nickname: '王小五', groupId: null, groupName: null });
    expect(await row('wangwu')).toEqual({ ...before, nickname: '王小五' });
    const again = await call<UserView>(t.rt, personalData, {}, { token: t.wangwu });
    expect(again.body.data.nickname).toBe('王小五');
  });

  it("accepts the caller's own mobile and e-mail sent back unchanged", async () => {
    const r = await call<UserView>(
      t.rt,
      updateUserInfo,
      { nickname: '张三', mobile: '13800000001', email: 'ZhangSan@zhilian.example' },
      { token: t.zhangsan },
    );
    expect(r.status).toBe(200);
    expect((await row('zhangsan')).mobile).toBe('13800000001');
  });

  // The attack: with only a session (a borrowed browser, a stolen token) the caller moved the
  // victim's mobile to his own phone and then signed in by SMS as the victim for good.
  it('refuses to change the mobile without a code, so a session cannot take over SMS sign-in', async () => {
    const before = await row('zhangsan');
    const attack = await call(t.rt, updateUserInfo, { nickname: '张三', mobile: '13912345678' }, { token: t.zhangsan });
    expect(attack.status).toBe(400);
    expect(attack.body.message).toContain('账号安全');
    expect(await row('zhangsan')).toEqual(before);
    const sent = t.rt.sender.sent.length;
    const code = await call(t.rt, smsCode, { mobile: '13912345678' });
    expect(code.status).toBe(200);
    // No account holds the attacker's phone, so no sign-in code goes out to it.
    expect(t.rt.sender.sent.length).toBe(sent);
  });

  it('refuses to change or clear the e-mail, or to clear the mobile, and changes nothing', async () => {
    const before = await row('zhangsan');
    const cases = [
      { nickname: '改名', email: 'attacker@evil.example' },
      { nickname: '改名', email: null },
      { nickname: '改名', mobile: null },
      { nickname: '改名', mobile: '13800000002', email: 'LISI@zhilian.example' },
    ];
    for (const input of cases) {
      const r = await call(t.rt, updateUserInfo, input, { token: t.zhangsan });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(CONTACT_NEEDS_CODE);
    }
    expect(await row('zhangsan')).toEqual(before);
  });

  it('refuses any group, even an unknown one, with 400 and changes nothing', async () => {
    const before = await row('wangwu');
    for (const group of [await groupId('市场部'), 999_999, 2 ** 31, null]) {
      const r = await call(t.rt, updateUserInfo, { nickname: '改名', groupId: group }, { token: t.wangwu });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain('组织');
    }
    expect(await row('wangwu')).toEqual(before);
  });

  it('names a field it does not know', async () => {
    const r = await call(t.rt, updateUserInfo, { nickname: '改名', avatar: 'x' }, { token: t.wangwu });
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
      const r = await call(t.rt, updateUserInfo, input, { token: t.wangwu });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(label);
    }
  });

  it('refuses a caller without a token with code -1', async () => {
    const r = await call(t.rt, updateUserInfo, { nickname: '匿名' });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(CODE_UNAUTHENTICATED);
  });
});
