import crypto from 'node:crypto';
import { encryptPassword, encryptWithForge } from './encrypt-password';

const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

const KEY_ID = '9d2f6c1e-0c4b-4a57-9a43-3f1b2c7d8e90.sx3k2p.AbCdEfGhIjKlMnOp.QrStUvWxYz0123456789-_';

const decrypt = (b64: string, label = KEY_ID) =>
  crypto
    .privateDecrypt(
      { key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256', oaepLabel: Buffer.from(label) },
      Buffer.from(b64, 'base64'),
    )
    .toString('utf8');

describe('password encryption', () => {
  it('encrypts with WebCrypto under the key id as label, so the server can decrypt', async () => {
    expect(decrypt(await encryptPassword(publicKey, 'Aikn@2026密码', KEY_ID))).toBe('Aikn@2026密码');
  });

  it('falls back to JavaScript RSA-OAEP SHA-256 where WebCrypto is withheld (plain HTTP)', async () => {
    expect(decrypt(await encryptWithForge(publicKey, 'Aikn@2026密码', KEY_ID))).toBe('Aikn@2026密码');
  });

  it('binds the ciphertext to its key id: under another label it does not decrypt', async () => {
    const sealed = await encryptPassword(publicKey, 'Aikn@2026', KEY_ID);
    expect(() => decrypt(sealed, `${KEY_ID}x`)).toThrow();
    const forged = await encryptWithForge(publicKey, 'Aikn@2026', KEY_ID);
    expect(() => decrypt(forged, `${KEY_ID}x`)).toThrow();
  });
});
