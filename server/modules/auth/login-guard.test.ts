import { eq, sql } from 'drizzle-orm';
import { CAPTCHA_AFTER_FAILURES, LOCK_AFTER_FAILURES, login } from '../../../contract/auth';
import { captchas, lockouts, loginAttempts } from '../../db/schema/index';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { encryptedFor } from '../../test/login';
import { solvedCaptcha } from './auth.test-helpers';

let rt: TestRuntime;
let password: string;
beforeAll(async () => {
  rt = await createTestRuntime();
  password = rt.deps.config.demoPassword;
});
afterAll(() => rt.close());

type Refusal = { captchaRequired: boolean };

async function attempt(username: string, pw: string, captcha?: { captchaId: string; captchaCode: string }) {
  return call<Refusal>(rt, login, { username, ...(await encryptedFor(rt, pw)), ...captcha });
}

/** Moves every attempt and lock of a username out of the failure window. */
async function ageOut(username: string) {
  await rt.deps.db
    .update(loginAttempts)
    .set({ at: sql`${loginAttempts.at} - interval '16 minutes'` })
    .where(eq(loginAttempts.username, username));
  await rt.deps.db.update(lockouts).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(lockouts.username, username));
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

describe('lockout after ten failures', () => {
  it('locks the username with 429 at the tenth failure and refuses even the right password', async () => {
    let last: Awaited<ReturnType<typeof attempt>> | undefined;
    for (let i = 1; i <= LOCK_AFTER_FAILURES; i++) {
      const captcha = i > CAPTCHA_AFTER_FAILURES ? await solvedCaptcha(rt) : undefined;
      last = await attempt('lisi', 'Wrong1234', captcha);
      if (i < LOCK_AFTER_FAILURES) expect(last.status).toBe(400);
    }
    expect(last?.status).toBe(429);
    expect(last?.body.code).toBe(429);
    expect(last?.body.message).toBe('登录失败次数过多，账号已锁定，请15分钟后再试');

    const right = await attempt('lisi', password, await solvedCaptcha(rt));
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/账号已锁定，请\d+分钟后再试/);
    expect(right.body.data).toEqual({ captchaRequired: true });
  });

  it('says how many seconds remain when less than a minute is left', async () => {
    await rt.deps.db
      .update(lockouts)
      .set({ lockedUntil: sql`now() + interval '30 seconds'` })
      .where(eq(lockouts.username, 'lisi'));
    const res = await attempt('lisi', password);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/请(29|30)秒后再试/);
  });

  it('locks unknown usernames the same way', async () => {
    await ageOut('ghost');
    for (let i = 1; i <= LOCK_AFTER_FAILURES; i++) {
      const captcha = i > CAPTCHA_AFTER_FAILURES ? await solvedCaptcha(rt) : undefined;
      await attempt('ghost', 'Wrong1234', captcha);
    }
    const res = await attempt('Ghost', 'Wrong1234');
    expect(res.status).toBe(429);
  });

  it('lets the right password in again once the lock and the failures have expired', async () => {
    await ageOut('lisi');
    const res = await attempt('lisi', password);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    const [lock] = await rt.deps.db.select().from(lockouts).where(eq(lockouts.username, 'lisi'));
    expect(lock).toBeUndefined();
  });
});
