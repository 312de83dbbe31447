import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { captcha, keyPair } from '../../../contract/auth';
import { captchas, keyPairs } from '../../db/schema/index';
import { decryptPassword } from '../../lib/rsa';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { encryptPassword } from '../../test/login';

let rt: TestRuntime;
beforeAll(async () => {
  rt = await createTestRuntime({ seed: 'none' });
});
afterAll(() => rt.close());

type KeyPairData = { keyId: string; publicKey: string };

describe('GET /base-admin/login/keyPair', () => {
  it('answers an RSA-2048 SPKI public key without a token', async () => {
    const res = await call<KeyPairData>(rt, keyPair);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    expect(res.body.data.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const key = crypto.createPublicKey(res.body.data.publicKey);
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
  });

  it('reuses the newest valid key pair', async () => {
    const a = await call<KeyPairData>(rt, keyPair);
    const b = await call<KeyPairData>(rt, keyPair);
    expect(b.body.data.keyId).toBe(a.body.data.keyId);
  });

  it('creates a new key pair when the current one is about to expire', async () => {
    const a = await call<KeyPairData>(rt, keyPair);
    await rt.deps.db
      .update(keyPairs)
      .set({ expiresAt: sql`now() + interval '10 minutes'` })
      .where(eq(keyPairs.id, a.body.data.keyId));
    const b = await call<KeyPairData>(rt, keyPair);
    expect(b.body.data.keyId).not.toBe(a.body.data.keyId);
    // The old key still decrypts until it really expires.
    const plain = await decryptPassword(rt.deps.db, a.body.data.keyId, encryptPassword(a.body.data.publicKey, 'secret-1'));
    expect(plain).toBe('secret-1');
  });

  it('refuses to decrypt with an expired key, a foreign key or garbage', async () => {
    const kp = (await call<KeyPairData>(rt, keyPair)).body.data;
    const foreign = crypto
      .generateKeyPairSync('rsa', { modulusLength: 2048 })
      .publicKey.export({ type: 'spki', format: 'pem' })
      .toString();
    await expect(decryptPassword(rt.deps.db, kp.keyId, encryptPassword(foreign, 'x'))).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/请刷新页面后重试$/),
    });
    await expect(decryptPassword(rt.deps.db, kp.keyId, '@@@')).rejects.toMatchObject({ status: 400 });
    await expect(decryptPassword(rt.deps.db, 'not-a-uuid', 'AAAA')).rejects.toMatchObject({ status: 400 });
    await rt.deps.db.update(keyPairs).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(keyPairs.id, kp.keyId));
    await expect(decryptPassword(rt.deps.db, kp.keyId, encryptPassword(kp.publicKey, 'x'))).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/请刷新页面后重试$/),
    });
  });
});

describe('GET /base-admin/login/captcha', () => {
  it('answers an SVG data URL and stores only a hash with a five-minute expiry', async () => {
    const res = await call<{ captchaId: string; image: string }>(rt, captcha);
    expect(res.status).toBe(200);
    expect(res.body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(res.body.data.image.split(',')[1], 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const [row] = await rt.deps.db
      .select({ codeHash: captchas.codeHash, ttl: sql<number>`extract(epoch from ${captchas.expiresAt} - now())::int` })
      .from(captchas)
      .where(eq(captchas.id, res.body.data.captchaId));
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.ttl).toBeGreaterThan(290);
    expect(row.ttl).toBeLessThanOrEqual(300);
  });

  it('answers a different captcha each time', async () => {
    const a = await call<{ captchaId: string; image: string }>(rt, captcha);
    const b = await call<{ captchaId: string; image: string }>(rt, captcha);
    expect(a.body.data.captchaId).not.toBe(b.body.data.captchaId);
    expect(a.body.data.image).not.toBe(b.body.data.image);
  });
});
