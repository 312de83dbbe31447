import { OTP_RESEND_SECONDS, smsCode, smsLogin } from '@contract/auth/auth';
import type { UserView } from '@contract/auth/users';
import { and, eq, sql } from 'drizzle-orm';
import { oneTimeCodes } from '../../db/schema/index';
import { allowResend, setDisabled, setSwitch } from '../../test/auth/sign-in';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(() => rt.close());

const ZHANGSAN = '13800000001';
const LISI = '13800000002';
const NOBODY = '13712345678';

type LoginData = { token: string; user: UserView };

/** Sends a fresh code to a mobile (skipping the resend wait) and answers it. */
async function freshCode(mobile: string): Promise<string> {
  await allowResend(rt, mobile);
  const res = await call(rt, smsCode, { mobile });
  expect(res.status).toBe(200);
  return rt.sender.lastCode(mobile);
}

describe('POST /base-admin/login/smsCode', () => {
  it('sends a six-digit code by SMS and stores only its hash', async () => {
    const res = await call<{ resendAfterSeconds: number }>(rt, smsCode, { mobile: ZHANGSAN });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ resendAfterSeconds: OTP_RESEND_SECONDS });
    const sent = rt.sender.sent.at(-1);
    expect(sent).toMatchObject({ channel: 'sms', target: ZHANGSAN });
    expect(sent?.code).toMatch(/^\d{6}$/);
    expect(sent?.text).toContain(sent?.code);
    const rows = await rt.deps.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.target, ZHANGSAN));
    expect(rows.map((r) => r.codeHash)).not.toContain(sent?.code);
  });

  it('refuses a second code within a minute with 429 and the seconds remaining', async () => {
    const res = await call<{ resendAfterSeconds: number }>(rt, smsCode, { mobile: ZHANGSAN });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);
    expect(res.body.data.resendAfterSeconds).toBeGreaterThan(0);
    expect(res.body.data.resendAfterSeconds).toBeLessThanOrEqual(OTP_RESEND_SECONDS);
  });

  it('answers success for a mobile without an account but sends nothing', async () => {
    const before = rt.sender.sent.length;
    const res = await call(rt, smsCode, { mobile: NOBODY });
    expect(res.status).toBe(200);
    expect(rt.sender.sent.length).toBe(before);
    // The resend limit looks the same as for a real account.
    expect((await call(rt, smsCode, { mobile: NOBODY })).status).toBe(429);
  });

  it('refuses an invalid mobile with 400 naming the field', async () => {
    for (const mobile of ['12345', '2380000000a', '', '138000000011']) {
      const res = await call(rt, smsCode, { mobile });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('手机号');
    }
  });
});

describe('POST /base-admin/login/smsLogin', () => {
  it('signs in with the code, once', async () => {
    const code = await freshCode(ZHANGSAN);
    const res = await call<LoginData>(rt, smsLogin, { mobile: ZHANGSAN, code });
    expect(res.status).toBe(200);
    expect(res.body.data.user.username).toBe('zhangsan');
    expect(res.body.data.token).toBeTruthy();
    const again = await call(rt, smsLogin, { mobile: ZHANGSAN, code });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('验证码错误或已过期');
  });

  it('refuses a wrong code, and spends the code after five wrong tries', async () => {
    const code = await freshCode(ZHANGSAN);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await call(rt, smsLogin, { mobile: ZHANGSAN, code: wrong });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('验证码错误或已过期');
    }
    expect((await call(rt, smsLogin, { mobile: ZHANGSAN, code })).status).toBe(400);
  });

  it('accepts the right code after fewer than five wrong tries', async () => {
    const code = await freshCode(ZHANGSAN);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await call(rt, smsLogin, { mobile: ZHANGSAN, code: wrong });
    expect((await call(rt, smsLogin, { mobile: ZHANGSAN, code })).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const code = await freshCode(ZHANGSAN);
    await rt.deps.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(oneTimeCodes.target, ZHANGSAN), eq(oneTimeCodes.purpose, 'login')));
    const res = await call(rt, smsLogin, { mobile: ZHANGSAN, code });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('验证码错误或已过期');
  });

  it('refuses an earlier code once a newer one was sent', async () => {
    const first = await freshCode(ZHANGSAN);
    const second = await freshCode(ZHANGSAN);
    if (first !== second) expect((await call(rt, smsLogin, { mobile: ZHANGSAN, code: first })).status).toBe(400);
    expect((await call(rt, smsLogin, { mobile: ZHANGSAN, code: second })).status).toBe(200);
  });

  it('refuses every code for a mobile without an account', async () => {
    await allowResend(rt, NOBODY);
    await call(rt, smsCode, { mobile: NOBODY });
    const res = await call(rt, smsLogin, { mobile: NOBODY, code: '123456' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('验证码错误或已过期');
  });

  it('refuses a disabled account with 403', async () => {
    const code = await freshCode(LISI);
    await setDisabled(rt, 'lisi', true);
    try {
      const res = await call(rt, smsLogin, { mobile: LISI, code });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('账号已停用，请联系管理员');
    } finally {
      await setDisabled(rt, 'lisi', false);
    }
  });

  it('refuses malformed input with 400 naming the field', async () => {
    const badCode = await call(rt, smsLogin, { mobile: ZHANGSAN, code: '12ab56' });
    expect(badCode.status).toBe(400);
    expect(badCode.body.message).toContain('验证码');
    const noMobile = await call(rt, smsLogin, { code: '123456' });
    expect(noMobile.status).toBe(400);
    expect(noMobile.body.message).toContain('手机号');
  });

  it('refuses both calls with 403 while SMS login is switched off', async () => {
    await setSwitch(rt, 'smsLogin', '0');
    try {
      await allowResend(rt, ZHANGSAN);
      const send = await call(rt, smsCode, { mobile: ZHANGSAN });
      expect(send.status).toBe(403);
      expect(send.body.message).toBe('短信验证码登录未开放');
      expect((await call(rt, smsLogin, { mobile: ZHANGSAN, code: '123456' })).status).toBe(403);
    } finally {
      await setSwitch(rt, 'smsLogin', '1');
    }
  });
});
