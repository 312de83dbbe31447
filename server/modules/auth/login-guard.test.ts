import { ADDRESS_FREE_FAILURES, CAPTCHA_AFTER_FAILURES, login, THROTTLE_FIRST_WAIT_SECONDS } from '@contract/auth/auth';
import { eq, sql } from 'drizzle-orm';
import { authAttempts, captchas } from '../../db/schema/index';
import { solvedCaptcha } from '../../test/auth/sign-in';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { encryptedFor } from '../../test/login';

let rt: TestRuntime;
let password: string;
beforeAll(async () => {
  rt = await createTestRuntime();
  password = rt.deps.config.demoPassword;
});
afterAll(() => rt.close());

type Refusal = { captchaRequired: boolean };

async function attempt(username: string, pw: string, captcha?: { captchaId: string; captchaCode: string }, address?: string) {
  return call<Refusal>(rt, login, { username, ...(await encryptedFor(rt, pw)), ...captcha }, { address });
}

/** Moves every sign-in record of a username out of the failure window. */
async function ageOut(username: string) {
  await rt.deps.db
    .update(authAttempts)
    .set({ at: sql`${authAttempts.at} - interval '16 minutes'` })
    .where(eq(authAttempts.subject, username));
}

describe('captcha after repeated failures', () => {
  it('asks for a captcha from the third failure on', async () => {
    for (let i = 1; i <= CAPTCHA_AFTER_FAILURES; i++) {
      const res = await attempt('zhangsan', 'Wrong1234');
      expect(res.status).toBe(400);
      expect(res.body.data).toEqual({ captchaRequired: i >= CAPTCHA_AFTER_FAILURES });
    }
    const noCaptcha = await attempt('zhangsan', password);
    expect(noCaptcha.status).toBe(400);
    expect(noCaptcha.body.message).toBe('请输入图形验证码');
    expect(noCaptcha.body.data).toEqual({ captchaRequired: true });
  });

  it('refuses a wrong captcha and spends it', async () => {
    const solved = await solvedCaptcha(rt, 'AbCd');
    const wrong = await attempt('zhangsan', password, { ...solved, captchaCode: 'zzzz' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('图形验证码错误或已过期，请重新输入');
    const again = await attempt('zhangsan', password, solved);
    expect(again.status).toBe(400);
    expect(again.body.data).toEqual({ captchaRequired: true });
  });

  it('refuses an expired captcha', async () => {
    const solved = await solvedCaptcha(rt);
    await rt.deps.db
      .update(captchas)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(captchas.id, solved.captchaId));
    const res = await attempt('zhangsan', password, solved);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('图形验证码错误或已过期，请重新输入');
  });

  it('refuses a malformed captcha id with 400', async () => {
    const res = await attempt('zhangsan', password, { captchaId: 'x'.repeat(64), captchaCode: 'abcd' });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({ captchaRequired: true });
  });

  it('accepts a right captcha case-insensitively, once, and a success resets the count', async () => {
    const solved = await solvedCaptcha(rt, 'AbCd');
    const ok = await attempt('zhangsan', password, { ...solved, captchaCode: 'aBcD' });
    expect(ok.status).toBe(200);
    expect(ok.body.code).toBe(1);
    const reused = await attempt('zhangsan', 'Wrong1234', { ...solved, captchaCode: 'aBcD' });
    // The count was reset, so no captcha is needed and the answer is the plain refusal.
    expect(reused.body.message).toBe('用户名或密码错误');
    expect(reused.body.data).toEqual({ captchaRequired: false });
  });

  it('forgets failures older than the window', async () => {
    for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i++) await attempt('nobody', 'Wrong1234');
    await ageOut('nobody');
    const res = await attempt('nobody', 'Wrong1234');
    expect(res.body.data).toEqual({ captchaRequired: false });
  });
});

describe('accounts are never locked', () => {
  it('lets the right password and captcha in after many failures from elsewhere', async () => {
    for (let i = 0; i < 2 * ADDRESS_FREE_FAILURES; i++) await attempt('lisi', 'Wrong1234', await solvedCaptcha(rt));
    const res = await attempt('lisi', password, await solvedCaptcha(rt));
    expect(res.status).toBe(200);
  });

  it('says how many seconds an address still waits when less than a minute is left', async () => {
    const address = '198.51.100.41';
    for (let i = 0; i < ADDRESS_FREE_FAILURES; i++) await attempt(`sweep${i}`, 'Wrong1234', await solvedCaptcha(rt), address);
    await rt.deps.db.execute(
      sql`update auth_attempts set at = at - make_interval(secs => ${THROTTLE_FIRST_WAIT_SECONDS - 30}) where address = ${address}`,
    );
    const res = await attempt('zhangsan', password, await solvedCaptcha(rt), address);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^登录失败次数过多，请(29|30)秒后再试$/);
    expect(res.body.data).toMatchObject({ captchaRequired: true });
  });

  it('forgives an address its own typos of an account once it signs in', async () => {
    const address = '198.51.100.42';
    for (let i = 0; i < ADDRESS_FREE_FAILURES - 1; i++) await attempt('wangwu', 'Wrong1234', await solvedCaptcha(rt), address);
    expect((await attempt('wangwu', password, await solvedCaptcha(rt), address)).status).toBe(200);
    // Without the typos forgiven this failure would use up the allowance and answer 429.
    const next = await attempt('nobody-here', 'Wrong1234', undefined, address);
    expect(next.status).toBe(400);
  });
});
