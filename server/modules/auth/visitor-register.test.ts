import { allPermissions, me, PASSWORD_RULE_MESSAGE, visitorCode, visitorRegister } from '@contract/auth/auth';
import type { UserView } from '@contract/auth/users';
import { eq } from 'drizzle-orm';
import { roles, userRoles, users } from '../../db/schema/index';
import { allowResend, setSwitch, userRow } from '../../test/auth/sign-in';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { encryptedFor, loginAs } from '../../test/login';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(() => rt.close());

const NEW_PASSWORD = 'Visit0r2026';
type LoginData = { token: string; user: UserView };

async function codeFor(contact: { mobile?: string; email?: string }): Promise<string> {
  const target = contact.mobile ?? contact.email!.toLowerCase();
  await allowResend(rt, target);
  const res = await call(rt, visitorCode, { ...contact, purpose: 'register' });
  expect(res.status).toBe(200);
  return rt.sender.lastCode(target);
}

async function register(
  contact: { mobile?: string; email?: string },
  code: string,
  password = NEW_PASSWORD,
  nickname = '访客小刘',
) {
  return call<LoginData>(rt, visitorRegister, { ...contact, code, nickname, ...(await encryptedFor(rt, password)) });
}

describe('POST /base-admin/visitor/code', () => {
  it('sends a registration code by SMS or by e-mail', async () => {
    const sms = await call<{ resendAfterSeconds: number }>(rt, visitorCode, { mobile: '13611112222' });
    expect(sms.status).toBe(200);
    expect(sms.body.data.resendAfterSeconds).toBe(60);
    expect(rt.sender.sent.at(-1)).toMatchObject({ channel: 'sms', target: '13611112222' });
    const mail = await call(rt, visitorCode, { email: 'Liu.Visitor@Example.com', purpose: 'register' });
    expect(mail.status).toBe(200);
    expect(rt.sender.sent.at(-1)).toMatchObject({ channel: 'email', target: 'liu.visitor@example.com' });
  });

  it('limits codes to one a minute per address', async () => {
    const res = await call(rt, visitorCode, { mobile: '13611112222', purpose: 'register' });
    expect(res.status).toBe(429);
  });

  it('answers for a registered mobile or e-mail as for a free one, but sends nothing', async () => {
    const before = rt.sender.sent.length;
    const mobile = await call(rt, visitorCode, { mobile: '13800000001', purpose: 'register' });
    expect(mobile.status).toBe(200);
    expect(mobile.body.data).toEqual({ resendAfterSeconds: 60 });
    const email = await call(rt, visitorCode, { email: 'ZhangSan@zhilian.example', purpose: 'register' });
    expect(email.status).toBe(200);
    expect(rt.sender.sent.length).toBe(before);
  });

  it('refuses input with both, neither or a malformed address with 400', async () => {
    const both = await call(rt, visitorCode, { mobile: '13611113333', email: 'a@b.example' });
    expect(both.status).toBe(400);
    expect(both.body.message).toContain('请填写手机号或电子邮箱其中一项');
    expect((await call(rt, visitorCode, {})).status).toBe(400);
    const badEmail = await call(rt, visitorCode, { email: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toContain('电子邮箱');
    const badPurpose = await call(rt, visitorCode, { mobile: '13611113333', purpose: 'steal' });
    expect(badPurpose.status).toBe(400);
    expect(badPurpose.body.message).toContain('用途');
  });
});

describe('POST /base-admin/visitor/register', () => {
  it('creates a type-6 visitor with the visitor role, signs them in, and they can sign in again', async () => {
    const code = await codeFor({ mobile: '13622223333' });
    const res = await register({ mobile: '13622223333' }, code);
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      username: 'v13622223333',
      nickname: '访客小刘',
      type: 6,
      bound: false,
      mobile: '13622223333',
    });
    const row = await userRow(rt, 'v13622223333');
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const [role] = await rt.deps.db
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, row.id));
    expect(role.name).toBe('访客');

    const perms = await call<string[]>(rt, allPermissions, undefined, { token: res.body.data.token });
    expect(perms.body.data).toContain('ROLE_WIKI_DISPLAY_WEB');
    const token = await loginAs(rt, 'v13622223333', NEW_PASSWORD);
    expect((await call<UserView>(rt, me, undefined, { token })).body.data.type).toBe(6);
  });

  it('refuses to register a registered mobile as it refuses a wrong code', async () => {
    const res = await register({ mobile: '13622223333' }, '123456');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('验证码错误或已过期');
  });

  it('derives a unique username from the e-mail', async () => {
    const code = await codeFor({ email: 'ZhangSan@Other.example' });
    const res = await register({ email: 'ZhangSan@Other.example' }, code);
    expect(res.status).toBe(200);
    // 'zhangsan' belongs to a staff account already.
    expect(res.body.data.user.username).toBe('zhangsan2');
    expect(res.body.data.user.email).toBe('ZhangSan@Other.example');
    expect((await register({ email: 'zhangsan@other.example' }, code)).status).toBe(400);
  });

  it('tells the owner of a code that the contact was registered meanwhile, with 409', async () => {
    const code = await codeFor({ email: 'late@example.com' });
    await rt.deps.db.insert(users).values({ username: 'late-staff', nickname: '后来者', type: 1, email: 'Late@Example.com' });
    const res = await register({ email: 'late@example.com' }, code);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('该电子邮箱已注册');
  });

  it('refuses a weak password without spending the code', async () => {
    const code = await codeFor({ mobile: '13633334444' });
    const weak = await register({ mobile: '13633334444' }, code, 'abcdefgh');
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain(PASSWORD_RULE_MESSAGE);
    expect((await register({ mobile: '13633334444' }, code)).status).toBe(200);
  });

  it('refuses a wrong code and creates nothing', async () => {
    const code = await codeFor({ mobile: '13644445555' });
    const res = await register({ mobile: '13644445555' }, code === '000000' ? '111111' : '000000');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('验证码错误或已过期');
    expect(await userRow(rt, 'v13644445555')).toBeUndefined();
  });

  it('refuses invalid input with 400 naming the field', async () => {
    const enc = await encryptedFor(rt, NEW_PASSWORD);
    const noNickname = await call(rt, visitorRegister, { mobile: '13655556666', code: '123456', nickname: '  ', ...enc });
    expect(noNickname.status).toBe(400);
    expect(noNickname.body.message).toContain('昵称');
    const nul = await call(rt, visitorRegister, { mobile: '13655556666', code: '123456', nickname: 'a\u0000b', ...enc });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toContain('昵称');
    const badKey = await call(rt, visitorRegister, {
      mobile: '13655556666',
      code: '123456',
      nickname: '小刘',
      ...enc,
      keyId: 'x',
    });
    expect(badKey.status).toBe(400);
    expect(badKey.body.message).toMatch(/请刷新页面后重试$/);
    const noCode = await call(rt, visitorRegister, { mobile: '13655556666', nickname: '小刘', ...enc });
    expect(noCode.status).toBe(400);
    expect(noCode.body.message).toContain('验证码');
  });

  it('refuses code and registration with 403 while visitor registration is switched off', async () => {
    await setSwitch(rt, 'visitorRegister', '0');
    try {
      const code = await call(rt, visitorCode, { mobile: '13666667777', purpose: 'register' });
      expect(code.status).toBe(403);
      expect(code.body.message).toBe('访客注册未开放');
      const reg = await register({ mobile: '13666667777' }, '123456');
      expect(reg.status).toBe(403);
      expect(reg.body.message).toBe('访客注册未开放');
    } finally {
      await setSwitch(rt, 'visitorRegister', '1');
    }
  });
});
