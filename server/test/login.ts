import crypto from 'node:crypto';
import { keyPair, login } from '@contract/auth/auth';
import { call } from './client';
import type { TestRuntime } from './harness';

/** Encrypts a password as the SPA does: RSA-OAEP with SHA-256 and the seal (key id) as label, base64. */
export function encryptPassword(publicKey: string, password: string, keyId: string): string {
  return crypto
    .publicEncrypt(
      { key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256', oaepLabel: Buffer.from(keyId) },
      Buffer.from(password, 'utf8'),
    )
    .toString('base64');
}

/** Fetches a fresh seal of the current key pair and encrypts a password under it (good for one request). */
export async function encryptedFor(rt: TestRuntime, password: string): Promise<{ keyId: string; password: string }> {
  const kp = await call<{ keyId: string; publicKey: string }>(rt, keyPair);
  if (kp.status !== 200) throw new Error(`keyPair failed: ${kp.status} ${kp.body.message}`);
  const { keyId, publicKey } = kp.body.data;
  return { keyId, password: encryptPassword(publicKey, password, keyId) };
}

/**
 * Signs in through the real flow (keyPair → encrypt → login) and returns the
 * token. The password defaults to the demo password of the seeded accounts.
 */
export async function loginAs(rt: TestRuntime, username: string, password = rt.deps.config.demoPassword): Promise<string> {
  const res = await call<{ token: string }>(rt, login, { username, ...(await encryptedFor(rt, password)) });
  if (res.status !== 200) throw new Error(`login as ${username} failed: ${res.status} ${res.body.message}`);
  return res.body.data.token;
}
