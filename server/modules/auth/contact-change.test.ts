import { changeContact, contactCode } from '@contract/account/account-security';
import { smsCode, smsLogin } from '@contract/auth/auth';
import type { UserView } from '@contract/auth/users';
import { CODE_UNAUTHENTICATED } from '@contract/platform/envelope';
import { eq, sql } from 'drizzle-orm';
import { oneTimeCodes, users } from '../../db/schema/index';
import { allowResend, userRow } from '../../test/auth/sign-in';
import { call } from '../../test/client';
import { encryptedFor } from '../../test/login';
import { setupRuntime } from '../../test/setup-runtime';
import { WRONG_CURRENT_PASSWORD } from './contact-change.service';
import { OTP_INVALID_MESSAGE } from './otp.service';
import { createSession } from './session.service';

const t = setupRuntime('zhangsan', 'lisi', 'wangwu');

/** Sends a change code to a target as `token` and answers the code that went out. */
async function codeFor(token: string, channel: 'sms' | 'email', target: string): Promise<string> {
  await allowResend(t.rt, target.toLowerCase());
  const r = await call(t.rt, contactCode, { channel, target }, { token });
  expect(r.status).toBe(200);
  expect(r.body.data).toEqual({ resendAfterSeconds: 60 });
  return t.rt.sender.lastCode(target.toLowerCase());
}

/** The change with the current password (the demo password of the seeded users), sealed as the SPA sends it. */
async function proven<T extends object>(input: T, password = t.rt.deps.config.demoPassword) {
  return { ...input, ...(await encryptedFor(t.rt, password)) };
}

const contacts = async (username: string) => {
  const { mobile, email } = await userRow(t.rt, username);
  return { mobile, email };
};

describe('POST /aikn-app/account/contactCode and /aikn-app/account/contact', () => {
  it('moves the mobile to a new number proven by a code; SMS sign-in follows the number', async () => {
    const code = await codeFor(t.wangwu, 'sms', '13766660001');
    expect(t.rt.sender.sent.at(-1)).toMatchObject({ channel: 'sms', target: '13766660001' });
    expect(t.rt.sender.sent.at(-1)?.text).toContain('更换账号绑定手机号或邮箱');
    const r = await call<UserView>(t.rt, changeContact, await proven({ channel: 'sms', target: '13766660001', code }), {
      token: t.wangwu,
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ username: 'wangwu', mobile: '13766660001' });
    expect((await contacts('wangwu')).mobile).toBe('13766660001');

    await allowResend(t.rt, '13766660001');
    expect((await call(t.rt, smsCode, { mobile: '13766660001' })).status).toBe(200);
    const signIn = await call<{ user: UserView }>(t.rt, smsLogin, {
      mobile: '13766660001',
      code: t.rt.sender.lastCode('13766660001'),
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.data.user.username).toBe('wangwu');
  });

  it('moves the e-mail, keyed case-insensitively for the code and stored as typed', async () => {
    const code = await codeFor(t.zhangsan, 'email', 'Zhang.San@New.example');
    expect(t.rt.sender.sent.at(-1)).toMatchObject({ channel: 'email', target: 'zhang.san@new.example' });
    const r = await call<UserView>(
      t.rt,
      changeContact,
      await proven({ channel: 'email', target: 'Zhang.San@New.example', code }),
      { token: t.zhangsan },
    );
    expect(r.status).toBe(200);
    expect(r.body.data.email).toBe('Zhang.San@New.example');
  });

  it('answers for a number another account holds exactly as for a free one, and refuses it only after the code', async () => {
    const free = await call(t.rt, contactCode, { channel: 'sms', target: '13766660002' }, { token: t.lisi });
    const taken = await call(t.rt, contactCode, { channel: 'sms', target: '13800000001' }, { token: t.lisi });
    expect(taken.status).toBe(free.status);
    expect(taken.body).toEqual(free.body);
    const before = await contacts('lisi');
    const code = t.rt.sender.lastCode('13800000001');
    const r = await call(t.rt, changeContact, await proven({ channel: 'sms', target: '13800000001', code }), { token: t.lisi });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('手机号已被其他用户使用');
    expect(await contacts('lisi')).toEqual(before);
  });

  it('refuses an e-mail another account holds, whatever its case, after the code', async () => {
    const code = await codeFor(t.lisi, 'email', 'WANGWU@visitor.example');
    const held = await userRow(t.rt, 'wangwu');
    const target = held.email ?? '';
    expect(target.toLowerCase()).toBe('wangwu@visitor.example');
    const r = await call(t.rt, changeContact, await proven({ channel: 'email', target: 'WANGWU@visitor.example', code }), {
      token: t.lisi,
    });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('电子邮箱已被其他用户使用');
  });

  it('refuses a wrong, expired or spent code, and a code sent for another number or purpose', async () => {
    const before = await contacts('lisi');
    const attempt = async (target: string, code: string) =>
      call(t.rt, changeContact, await proven({ channel: 'sms', target, code }), { token: t.lisi });

    const code = await codeFor(t.lisi, 'sms', '13766660003');
    const wrong = await attempt('13766660003', code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(OTP_INVALID_MESSAGE);

    const other = await codeFor(t.lisi, 'sms', '13766660004');
    expect((await attempt('13766660005', other)).body.message).toBe(OTP_INVALID_MESSAGE);

    await t.rt.deps.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.target, '13766660003'));
    expect((await attempt('13766660003', code)).body.message).toBe(OTP_INVALID_MESSAGE);

    // A sign-in code (another purpose) sent to that very number does not move it.
    await allowResend(t.rt, '13800000001');
    await call(t.rt, smsCode, { mobile: '13800000001' });
    const loginCode = t.rt.sender.lastCode('13800000001');
    const foreign = await attempt('13800000001', loginCode);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(OTP_INVALID_MESSAGE);
    expect(await contacts('lisi')).toEqual(before);

    // The right code still works.
    expect((await attempt('13766660004', other)).status).toBe(200);
  });

  it('asks for the current password, counts a wrong one as a sign-in failure, and keeps the code for a retry', async () => {
    const before = await contacts('zhangsan');
    const code = await codeFor(t.zhangsan, 'sms', '13766660010');
    const input = { channel: 'sms', target: '13766660010', code };
    const missing = await call(t.rt, changeContact, input, { token: t.zhangsan });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('请输入当前密码');
    const failures = async () =>
      (
        await t.rt.deps.db.execute<{ n: number }>(
          sql`select count(*)::int as n from auth_attempts where kind = 'password' and subject = 'zhangsan' and not ok`,
        )
      ).rows[0].n;
    const counted = await failures();
    const wrong = await call(t.rt, changeContact, await proven(input, 'NotMine2026'), { token: t.zhangsan });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(WRONG_CURRENT_PASSWORD);
    expect(await failures()).toBe(counted + 1);
    expect(await contacts('zhangsan')).toEqual(before);
    const right = await call<UserView>(t.rt, changeContact, await proven(input), { token: t.zhangsan });
    expect(right.status).toBe(200);
    expect(right.body.data.mobile).toBe('13766660010');
  });

  it('lets an account without a password change with the code alone', async () => {
    const [row] = await t.rt.deps.db
      .insert(users)
      .values({ username: 'smsonly2', nickname: '短信用户', type: 1, mobile: '13755550002' })
      .returning({ id: users.id });
    const { token } = await createSession(t.rt.deps.db, row.id);
    const code = await codeFor(token, 'sms', '13766660011');
    const r = await call<UserView>(t.rt, changeContact, { channel: 'sms', target: '13766660011', code }, { token });
    expect(r.status).toBe(200);
    expect(r.body.data.mobile).toBe('13766660011');
  });

  it('refuses the current number or e-mail as the new one', async () => {
    const mobile = await call(t.rt, contactCode, { channel: 'sms', target: '13766660001' }, { token: t.wangwu });
    expect(mobile.status).toBe(400);
    expect(mobile.body.message).toBe('新手机号与当前手机号相同');
    const email = await call(t.rt, contactCode, { channel: 'email', target: 'ZHANG.SAN@new.example' }, { token: t.zhangsan });
    expect(email.status).toBe(400);
    expect(email.body.message).toBe('新电子邮箱与当前电子邮箱相同');
  });

  it('limits codes to one a minute per target', async () => {
    await codeFor(t.lisi, 'sms', '13766660007');
    const r = await call(t.rt, contactCode, { channel: 'sms', target: '13766660007' }, { token: t.zhangsan });
    expect(r.status).toBe(429);
    expect(r.body.message).toContain('验证码发送过于频繁');
  });

  it('refuses malformed input, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ channel: 'sms', target: '12345' }, '手机号'],
      [{ channel: 'email', target: 'not-an-email' }, '电子邮箱'],
      [{ channel: 'email', target: '13766660008' }, '电子邮箱'],
      [{ channel: 'fax', target: '13766660008' }, '验证方式'],
      [{ target: '13766660008' }, '验证方式'],
      [{ channel: 'sms', target: '13766660008', userId: 1 }, 'userId'],
    ];
    for (const [input, text] of cases) {
      const r = await call(t.rt, contactCode, input, { token: t.lisi });
      expect(r.status, JSON.stringify(input)).toBe(400);
      expect(r.body.message).toContain(text);
    }
    const noCode = await call(t.rt, changeContact, { channel: 'sms', target: '13766660008', code: '12ab' }, { token: t.lisi });
    expect(noCode.status).toBe(400);
    expect(noCode.body.message).toContain('验证码');
  });

  it('refuses callers without a session with code -1', async () => {
    for (const [ep, input] of [
      [contactCode, { channel: 'sms', target: '13766660009' }],
      [changeContact, { channel: 'sms', target: '13766660009', code: '123456' }],
    ] as const) {
      const r = await call(t.rt, ep, input);
      expect(r.status).toBe(401);
      expect(r.body.code).toBe(CODE_UNAUTHENTICATED);
    }
  });
});
