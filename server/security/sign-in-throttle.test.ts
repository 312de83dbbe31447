import {
  ADDRESS_FREE_FAILURES,
  CAPTCHA_AFTER_FAILURES,
  login,
  NOTICE_OWNER_AFTER_FAILURES,
  PREFIX_FREE_FAILURES,
  SUBNET_FREE_FAILURES,
  THROTTLE_FIRST_WAIT_SECONDS,
} from '@contract/auth/auth';
import { eq, sql } from 'drizzle-orm';
import { messages, users } from '../db/schema/index';
import { solvedCaptcha } from '../test/auth/sign-in';
import { call } from '../test/client';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { encryptedFor } from '../test/login';

let rt: TestRuntime;
let password: string;
beforeAll(async () => {
  rt = await createTestRuntime();
  password = rt.deps.config.demoPassword;
});
afterAll(() => rt.close());

type Refusal = { captchaRequired: boolean; retryAfterSeconds?: number };

/** One sign-in from an address, always with a solved captcha so only the throttles decide. */
async function attempt(username: string, pw: string, address: string, headers?: Record<string, string>) {
  const body = { username, ...(await encryptedFor(rt, pw)), ...(await solvedCaptcha(rt)) };
  return call<Refusal>(rt, login, body, { address, headers });
}

/** Moves the sign-in records of an address back in time, as if it had waited. */
async function waitAt(address: string, seconds: number) {
  await rt.deps.db.execute(sql`update auth_attempts set at = at - make_interval(secs => ${seconds}) where address = ${address}`);
}

describe('throttling by client address', () => {
  const attacker = '203.0.113.7';

  it('makes an address that keeps failing wait, whichever usernames it tries, even with the right password', async () => {
    for (let i = 0; i < ADDRESS_FREE_FAILURES; i++) {
      const res = await attempt(`spray${i}`, 'Wrong1234', attacker);
      expect(res.status).toBe(i < ADDRESS_FREE_FAILURES - 1 ? 400 : 429);
    }
    const right = await attempt('zhangsan', password, attacker);
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^登录失败次数过多，请\d+(秒|分钟)后再试$/);
    expect(right.body.data.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('doubles the wait with every further failure', async () => {
    await waitAt(attacker, THROTTLE_FIRST_WAIT_SECONDS + 1);
    const next = await attempt('spray-next', 'Wrong1234', attacker);
    expect(next.status).toBe(429);
    expect(next.body.data.retryAfterSeconds).toBe(2 * THROTTLE_FIRST_WAIT_SECONDS);
    await waitAt(attacker, 2 * THROTTLE_FIRST_WAIT_SECONDS + 1);
    const after = await attempt('spray-after', 'Wrong1234', attacker);
    expect(after.body.data.retryAfterSeconds).toBe(4 * THROTTLE_FIRST_WAIT_SECONDS);
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const forger = '203.0.113.8';
    let last: Awaited<ReturnType<typeof attempt>> | undefined;
    for (let i = 0; i <= ADDRESS_FREE_FAILURES; i++) {
      last = await attempt(`forge${i}`, 'Wrong1234', forger, { 'x-forwarded-for': `192.0.2.${i + 1}` });
    }
    expect(last?.status).toBe(429);
  });

  it('throttles a subnet whose addresses each stay under the address limit', async () => {
    const perAddress = CAPTCHA_AFTER_FAILURES + 2;
    let made = 0;
    for (let host = 1; made < SUBNET_FREE_FAILURES; host++) {
      for (let i = 0; i < perAddress && made < SUBNET_FREE_FAILURES; i++, made++) {
        await attempt(`subnet${made}`, 'Wrong1234', `198.51.100.${host}`);
      }
    }
    const fresh = await attempt('zhangsan', password, '198.51.100.250');
    expect(fresh.status).toBe(429);
    // Another subnet is not affected.
    expect((await attempt('zhangsan', password, '198.51.101.1')).status).toBe(200);
  });

  it('throttles an IPv6 /48 whose /64s each stay under the subnet limit', async () => {
    // One customer's /48 holds 65,536 /64s: rotating through them must not multiply the allowance.
    const perSubnet = CAPTCHA_AFTER_FAILURES + 2;
    let made = 0;
    for (let net = 1; made < PREFIX_FREE_FAILURES; net++) {
      for (let i = 0; i < perSubnet && made < PREFIX_FREE_FAILURES; i++, made++) {
        await attempt(`prefix${made}`, 'Wrong1234', `2001:db8:beef:${net.toString(16)}::${i + 1}`);
      }
    }
    const fresh = await attempt('zhangsan', password, '2001:db8:beef:ffff::1');
    expect(fresh.status).toBe(429);
    // Another /48 is not affected.
    expect((await attempt('zhangsan', password, '2001:db8:bee0:1::1')).status).toBe(200);
  });
});

describe('an account under attack', () => {
  async function hammer(username: string, failures: number) {
    for (let i = 0; i < failures; i++) {
      // Each failure from a subnet of its own, so no address throttle steps in.
      const res = await attempt(username, 'Wrong1234', `100.64.${i}.1`);
      expect(res.status).toBe(400);
    }
  }

  it('lets the owner sign in from their own address while others keep failing on the account', async () => {
    await hammer('lisi', NOTICE_OWNER_AFTER_FAILURES + 2);
    const owner = await attempt('lisi', password, '192.0.2.200');
    expect(owner.status).toBe(200);
  });

  it('tells the owner, once, that their account saw a burst of failed sign-ins', async () => {
    await hammer('wangwu', NOTICE_OWNER_AFTER_FAILURES + 3);
    const [owner] = await rt.deps.db.select({ id: users.id }).from(users).where(eq(users.username, 'wangwu'));
    const notes = await rt.deps.db.select().from(messages).where(eq(messages.userId, owner.id));
    const alerts = notes.filter((m) => m.title.includes('登录'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0].content).toContain('100.64.');
  });
});

describe('a burst of parallel attempts', () => {
  it('lets no more than the allowance through when an address fires its guesses at once', async () => {
    const address = '203.0.113.99';
    const burst = 2 * ADDRESS_FREE_FAILURES;
    const bodies = await Promise.all(
      Array.from({ length: burst }, async (_, i) => ({
        username: `burst${i}`,
        ...(await encryptedFor(rt, 'Wrong1234')),
        ...(await solvedCaptcha(rt)),
      })),
    );
    const answers = await Promise.all(bodies.map((body) => call<Refusal>(rt, login, body, { address })));
    // A password that was checked is answered 用户名或密码错误 (with 429 once the allowance is used up).
    const checked = answers.filter((a) => a.body.message.startsWith('用户名或密码错误')).length;
    // Claims are numbered, so at most a commit race or two slips past the allowance.
    expect(checked).toBeLessThanOrEqual(ADDRESS_FREE_FAILURES + 2);
    expect(answers.every((a) => a.status === 400 || a.status === 429)).toBe(true);
  });

  it('asks every guess past the captcha allowance for a captcha when they are fired at once on one username', async () => {
    // A subnet no other test fails from, and fewer guesses than the address allowance, so only the captcha rule decides.
    const address = '198.18.0.1';
    const burst = 3 * CAPTCHA_AFTER_FAILURES;
    const bodies = await Promise.all(
      Array.from({ length: burst }, async () => ({ username: 'captcha-burst', ...(await encryptedFor(rt, 'Wrong1234')) })),
    );
    const answers = await Promise.all(bodies.map((body) => call<Refusal>(rt, login, body, { address })));
    expect(answers.every((a) => a.status === 400)).toBe(true);
    const checked = answers.filter((a) => a.body.message === '用户名或密码错误').length;
    expect(checked).toBeLessThanOrEqual(CAPTCHA_AFTER_FAILURES);
    const asked = answers.filter((a) => a.body.message === '请输入图形验证码');
    expect(asked).toHaveLength(burst - checked);
    expect(asked.every((a) => a.status === 400 && a.body.data.captchaRequired)).toBe(true);
  });
});
