import crypto from 'node:crypto';
import { encryptPassword, encryptWithForge } from './encrypt-password';

const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

const decrypt = (b64: string) =>
  crypto
    .privateDecrypt(
      { key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(b64, 'base64'),
    )
    .toString('utf8');

describe('password encryption', () => {
  it('encrypts with WebCrypto so the server can decrypt', async () => {
    expect(decrypt(await encryptPassword(publicKey, 'Aikn@2026密码'))).toBe('Aikn@2026密码');
  });

  it('falls back to JavaScript RSA-OAEP SHA-256 where WebCrypto is withheld (plain HTTP)', async () => {
    expect(decrypt(await encryptWithForge(publicKey, 'Aikn@2026密码'))).toBe('Aikn@2026密码');
  });
});
