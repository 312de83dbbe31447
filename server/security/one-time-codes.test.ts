import {
  OTP_DAILY_SENDS_PER_ADDRESS,
  OTP_DAILY_SENDS_PER_PREFIX,
  OTP_DAILY_SENDS_PER_SUBNET,
  OTP_DAILY_SENDS_PER_TARGET,
  OTP_DAILY_WRONG_PER_ADDRESS,
  OTP_DAILY_WRONG_PER_TARGET,
  smsCode,
  smsLogin,
  visitorCode,
  visitorRegister,
} from '@contract/auth/auth';
import { OTP_INVALID_MESSAGE } from '../modules/auth/otp.service';
import { allowResend } from '../test/auth/sign-in';
import { call } from '../test/client';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { encryptedFor } from '../test/login';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime();
});
afterAll(() => rt.close());

/** Asks for a login code as if the resend minute had passed. */
async function requestCode(mobile: string, address?: string) {
  await allowResend(rt, mobile);
  return call<{ resendAfterSeconds?: number }>(rt, smsCode, { mobile }, { address });
}

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('one-time codes sent', () => {
  it('caps the codes sent to one mobile in a day, from whatever addresses', async () => {
    const mobile = '13800000003';
    for (let i = 0; i < OTP_DAILY_SENDS_PER_TARGET; i++) expect((await requestCode(mobile)).status).toBe(200);
    const over = await requestCode(mobile);
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^该手机号今日验证码发送次数过多，请\d+(秒|分钟|小时)后再试$/);
  });

  it('caps the codes one address may request in a day, whatever mobiles it names', async () => {
    const address = '203.0.113.20';
    for (let i = 0; i < OTP_DAILY_SENDS_PER_ADDRESS; i++) {
      expect((await requestCode(`1370000${String(i).padStart(4, '0')}`, address)).status).toBe(200);
    }
    const over = await requestCode('13799990000', address);
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^验证码请求过于频繁，请\d+(秒|分钟|小时)后再试$/);
  });

  it('caps the codes an IPv6 /48 may request in a day, whichever of its /64s ask', async () => {
    // Each /64 stays under the subnet cap, and each address asks once.
    const perSubnet = OTP_DAILY_SENDS_PER_SUBNET / 2;
    let made = 0;
    for (let net = 1; made < OTP_DAILY_SENDS_PER_PREFIX; net++) {
      for (let i = 0; i < perSubnet && made < OTP_DAILY_SENDS_PER_PREFIX; i++, made++) {
        const address = `2001:db8:cafe:${net.toString(16)}::${i + 1}`;
        expect((await requestCode(`1340${String(made).padStart(7, '0')}`, address)).status).toBe(200);
      }
    }
    const over = await requestCode('13499999999', '2001:db8:cafe:ffff::1');
    expect(over.status).toBe(429);
    // Another /48 is not affected.
    expect((await requestCode('13499999998', '2001:db8:caff:1::1')).status).toBe(200);
  });
});

describe('one-time codes guessed', () => {
  it('caps the wrong codes tried against one mobile in a day', async () => {
    const mobile = '13800000001';
    let wrongs = 0;
    while (wrongs < OTP_DAILY_WRONG_PER_TARGET) {
      expect((await requestCode(mobile)).status).toBe(200);
      const code = rt.sender.lastCode(mobile);
      for (let i = 0; i < 5 && wrongs < OTP_DAILY_WRONG_PER_TARGET; i++, wrongs++) {
        await call(rt, smsLogin, { mobile, code: wrongFor(code) });
      }
    }
    expect((await requestCode(mobile)).status).toBe(200);
    const right = await call(rt, smsLogin, { mobile, code: rt.sender.lastCode(mobile) });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^验证码错误次数过多，请\d+(秒|分钟|小时)后再试$/);
  });

  it('caps the wrong codes one address may try in a day, whatever mobiles it names', async () => {
    const address = '203.0.113.21';
    for (let i = 0; i < OTP_DAILY_WRONG_PER_ADDRESS; i++) {
      const res = await call(rt, smsLogin, { mobile: `1360000${String(i).padStart(4, '0')}`, code: '123456' }, { address });
      expect(res.status).toBe(400);
    }
    expect((await requestCode('13800000002')).status).toBe(200);
    const right = await call(rt, smsLogin, { mobile: '13800000002', code: rt.sender.lastCode('13800000002') }, { address });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^验证码错误次数过多，请\d+(秒|分钟|小时)后再试$/);
  });
});

describe('registration codes', () => {
  it('answers a code request for a registered mobile exactly as for a free one', async () => {
    const free = await call(rt, visitorCode, { mobile: '13611110001', purpose: 'register' });
    const taken = await call(rt, visitorCode, { mobile: '13900000003', purpose: 'register' });
    expect(taken.status).toBe(free.status);
    expect(taken.body).toEqual(free.body);
  });

  it('answers a code request for a registered e-mail exactly as for a free one', async () => {
    const free = await call(rt, visitorCode, { email: 'nobody.here@example.com', purpose: 'register' });
    const taken = await call(rt, visitorCode, { email: 'zhangsan@zhilian.example', purpose: 'register' });
    expect(taken.status).toBe(free.status);
    expect(taken.body).toEqual(free.body);
  });

  it('answers a registration with a registered mobile as one with a wrong code', async () => {
    const register = async (mobile: string) =>
      call(rt, visitorRegister, { mobile, code: '123456', nickname: '访客', ...(await encryptedFor(rt, 'Visit0r2026')) });
    const free = await register('13611110002');
    const taken = await register('13800000002');
    expect(free.status).toBe(400);
    expect(free.body.message).toBe(OTP_INVALID_MESSAGE);
    expect(taken.status).toBe(free.status);
    expect(taken.body.message).toBe(free.body.message);
  });
});

describe('a burst of parallel guesses', () => {
  it('lets no more wrong codes through than the daily cap when an address fires them at once', async () => {
    const address = '203.0.113.30';
    const burst = 2 * OTP_DAILY_WRONG_PER_ADDRESS;
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        call(rt, smsLogin, { mobile: `1350000${String(i).padStart(4, '0')}`, code: '123456' }, { address }),
      ),
    );
    expect(answers.filter((a) => a.status === 400).length).toBeLessThanOrEqual(OTP_DAILY_WRONG_PER_ADDRESS);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(burst - OTP_DAILY_WRONG_PER_ADDRESS);
  });
});
