import crypto from 'node:crypto';
import { captcha, keyPair } from '@contract/auth/auth';
import { eq, sql } from 'drizzle-orm';
import { captchas, keyPairs } from '../../db/schema/index';
import { decryptPassword } from '../../lib/rsa';
import { call } from '../../test/client';
import { createTestRuntime, type TestRuntime } from '../../test/harness';
import { encryptPassword } from '../../test/login';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from './captcha-image';

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

  it('reuses the newest valid key pair, with a new one-time key id each time', async () => {
    const a = await call<KeyPairData>(rt, keyPair);
    const b = await call<KeyPairData>(rt, keyPair);
    expect(b.body.data.publicKey).toBe(a.body.data.publicKey);
    expect(b.body.data.keyId).not.toBe(a.body.data.keyId);
    expect(b.body.data.keyId.split('.')[0]).toBe(a.body.data.keyId.split('.')[0]);
  });

  it('creates a new key pair when the current one is about to expire', async () => {
    const a = await call<KeyPairData>(rt, keyPair);
    const pairId = a.body.data.keyId.split('.')[0];
    await rt.deps.db.update(keyPairs).set({ expiresAt: sql`now() + interval '10 minutes'` }).where(eq(keyPairs.id, pairId));
    const b = await call<KeyPairData>(rt, keyPair);
    expect(b.body.data.publicKey).not.toBe(a.body.data.publicKey);
    // The old key still decrypts until it really expires.
    const { keyId, publicKey } = a.body.data;
    expect(await decryptPassword(rt.deps.db, keyId, encryptPassword(publicKey, 'secret-1', keyId))).toBe('secret-1');
  });

  it('decrypts a password once per key id', async () => {
    const { keyId, publicKey } = (await call<KeyPairData>(rt, keyPair)).body.data;
    const sealed = encryptPassword(publicKey, 'secret-2', keyId);
    expect(await decryptPassword(rt.deps.db, keyId, sealed)).toBe('secret-2');
    await expect(decryptPassword(rt.deps.db, keyId, sealed)).rejects.toMatchObject({
      status: 400,
      message: '密钥已使用，请刷新页面后重试',
    });
  });

  it('refuses a key id whose signature, expiry or key pair was tampered with', async () => {
    const { keyId, publicKey } = (await call<KeyPairData>(rt, keyPair)).body.data;
    const [pair, expiry, nonce, signature] = keyId.split('.');
    const later = (Number.parseInt(expiry, 36) + 3600).toString(36);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [
      `${pair}.${later}.${nonce}.${signature}`,
      `${pair}.${expiry}.${nonce}.${flipped}`,
      `${crypto.randomUUID()}.${expiry}.${nonce}.${signature}`,
    ]) {
      await expect(decryptPassword(rt.deps.db, forged, encryptPassword(publicKey, 'x', forged))).rejects.toMatchObject({
        status: 400,
        message: '密钥无效或已过期，请刷新页面后重试',
      });
    }
  });

  it('refuses to decrypt with an expired key, a foreign key, a missing label or garbage', async () => {
    const fresh = async () => (await call<KeyPairData>(rt, keyPair)).body.data;
    const foreign = crypto
      .generateKeyPairSync('rsa', { modulusLength: 2048 })
      .publicKey.export({ type: 'spki', format: 'pem' })
      .toString();
    const a = await fresh();
    await expect(decryptPassword(rt.deps.db, a.keyId, encryptPassword(foreign, 'x', a.keyId))).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/请刷新页面后重试$/),
    });
    const b = await fresh();
    const unlabelled = crypto
      .publicEncrypt({ key: b.publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from('x'))
      .toString('base64');
    await expect(decryptPassword(rt.deps.db, b.keyId, unlabelled)).rejects.toMatchObject({ status: 400 });
    await expect(decryptPassword(rt.deps.db, (await fresh()).keyId, '@@@')).rejects.toMatchObject({ status: 400 });
    await expect(decryptPassword(rt.deps.db, 'not-a-uuid', 'AAAA')).rejects.toMatchObject({ status: 400 });
    const c = await fresh();
    await rt.deps.db
      .update(keyPairs)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(keyPairs.id, c.keyId.split('.')[0]));
    await expect(decryptPassword(rt.deps.db, c.keyId, encryptPassword(c.publicKey, 'x', c.keyId))).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/请刷新页面后重试$/),
    });
  });
});

describe('GET /base-admin/login/captcha', () => {
  it('answers a PNG data URL and stores only a hash with a five-minute expiry', async () => {
    const res = await call<{ captchaId: string; image: string }>(rt, captcha);
    expect(res.status).toBe(200);
    expect(res.body.data.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(res.body.data.image.split(',')[1], 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
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
