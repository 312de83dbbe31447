import { me, smsCode, visitorBind, visitorCode } from '@contract/auth/auth';
import type { UserView } from '@contract/auth/users';
import { allowResend, setDisabled, userRow } from '../../test/auth/sign-in';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { loginAs } from '../../test/login';

let rt: TestRuntime;
let visitor: string;
beforeAll(async () => {
  rt = await createTestRuntime();
  visitor = await loginAs(rt, 'wangwu');
});
afterAll(() => rt.close());

const ZHANGSAN = '13800000001';
const LISI = '13800000002';
const WANGWU = '13900000003';

async function bindCode(mobile: string): Promise<number> {
  await allowResend(rt, mobile);
  const before = rt.sender.sent.length;
  const res = await call(rt, visitorCode, { mobile, purpose: 'bind' });
  expect(res.status).toBe(200);
  return rt.sender.sent.length - before;
}

describe('POST /base-admin/visitor/bind', () => {
  it('refuses a call without a token with 401 and code -1', async () => {
    const res = await call(rt, visitorBind, { mobile: ZHANGSAN, code: '123456' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(-1);
  });

  it('refuses a staff caller with 403', async () => {
    const res = await call(rt, visitorBind, { mobile: LISI, code: '123456' }, { token: await loginAs(rt, 'zhangsan') });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('只有访客账号可以绑定员工账号');
  });

  it('refuses invalid input with 400 naming the field', async () => {
    const badMobile = await call(rt, visitorBind, { mobile: '123', code: '123456' }, { token: visitor });
    expect(badMobile.status).toBe(400);
    expect(badMobile.body.message).toContain('手机号');
    const badCode = await call(rt, visitorBind, { mobile: ZHANGSAN, code: '12345' }, { token: visitor });
    expect(badCode.status).toBe(400);
    expect(badCode.body.message).toContain('验证码');
  });

  it('sends nothing for a mobile that is not an active staff account, and then refuses the bind', async () => {
    expect(await bindCode(WANGWU)).toBe(0);
    expect(await bindCode('13799998888')).toBe(0);
    await setDisabled(rt, 'lisi', true);
    try {
      expect(await bindCode(LISI)).toBe(0);
    } finally {
      await setDisabled(rt, 'lisi', false);
    }
    const res = await call(rt, visitorBind, { mobile: WANGWU, code: '123456' }, { token: visitor });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('验证码错误或已过期');
  });

  it('refuses a binding code sent to an e-mail address', async () => {
    const res = await call(rt, visitorCode, { email: 'zhangsan@zhilian.example', purpose: 'bind' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('手机号');
  });

  it('refuses a code that was sent for signing in rather than binding', async () => {
    await allowResend(rt, LISI);
    expect((await call(rt, smsCode, { mobile: LISI })).status).toBe(200);
    const loginCode = rt.sender.lastCode(LISI);
    const res = await call(rt, visitorBind, { mobile: LISI, code: loginCode }, { token: visitor });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('验证码错误或已过期');
  });

  it('binds the visitor to the staff account that owns the mobile', async () => {
    expect(await bindCode(ZHANGSAN)).toBe(1);
    const sent = rt.sender.sent.at(-1);
    expect(sent?.text).toContain('绑定员工账号');
    const res = await call<UserView>(
      rt,
      visitorBind,
      { mobile: ZHANGSAN, code: rt.sender.lastCode(ZHANGSAN) },
      { token: visitor },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ username: 'wangwu', type: 6, bound: true });
    const wangwu = await userRow(rt, 'wangwu');
    const zhangsan = await userRow(rt, 'zhangsan');
    expect(wangwu.boundUserId).toBe(zhangsan.id);
    expect((await call<UserView>(rt, me, undefined, { token: visitor })).body.data.bound).toBe(true);
  });

  it('refuses a visitor who is already bound with 409', async () => {
    await bindCode(LISI);
    const res = await call(rt, visitorBind, { mobile: LISI, code: rt.sender.lastCode(LISI) }, { token: visitor });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('该访客账号已绑定员工账号');
    const wangwu = await userRow(rt, 'wangwu');
    expect(wangwu.boundUserId).toBe((await userRow(rt, 'zhangsan')).id);
  });
});
