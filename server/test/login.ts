import crypto from 'node:crypto';
import { keyPair, login } from '../../contract/auth';
import { call } from './client';
import type { TestRuntime } from './harness';

/** Encrypts a password as the SPA does: RSA-OAEP with SHA-256, base64. */
export function encryptPassword(publicKey: string, password: string): string {
  return crypto
    .publicEncrypt(
      { key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(password, 'utf8'),
    )
    .toString('base64');
}

/** Fetches the current key pair and encrypts a password with it. */
export async function encryptedFor(rt: TestRuntime, password: string): Promise<{ keyId: string; password: string }> {
  const kp = await call<{ keyId: string; publicKey: string }>(rt, keyPair);
  if (kp.status !== 200) throw new Error(`keyPair failed: ${kp.status} ${kp.body.message}`);
  return { keyId: kp.body.data.keyId, password: encryptPassword(kp.body.data.publicKey, password) };
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
