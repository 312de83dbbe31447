import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id; the numeric value because the package's enum is a const enum. */
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

// A hash nobody knows the password of, computed once per process, so that an
// unknown username costs the same verification time as a wrong password.
let dummyHash: Promise<string> | undefined;
function dummy(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(24).toString('base64'));
  return dummyHash;
}

/**
 * Checks a password against a stored hash. Without a stored hash (unknown
 * user, account without password) a dummy hash is verified so timing does not
 * tell the cases apart; the answer is then always false.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await dummy(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
