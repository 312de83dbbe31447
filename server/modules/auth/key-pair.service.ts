import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { desc, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keyPairs } from '../../db/schema/index';
import { issueSeal } from '../../lib/rsa';

/** How long a key pair can decrypt passwords. */
export const KEY_PAIR_TTL_HOURS = 24;
/**
 * A key is handed out only while it has at least this much life left, so a
 * login form opened just before expiry still has time to be submitted.
 */
const KEY_PAIR_MIN_REMAINING_HOURS = 1;

const generateKeyPair = promisify(crypto.generateKeyPair);

/**
 * The public key of the newest key pair with enough life left (or of a new
 * one) and a fresh seal for it: `keyId` is good for one password, encrypted
 * with the seal as its RSA-OAEP label. Two processes racing may both create
 * a key; both keys stay valid, which is harmless. Decryption lives in
 * server/lib/rsa.ts, shared with user administration.
 */
export async function currentKeyPair(db: Db): Promise<{ keyId: string; publicKey: string }> {
  const [row] = await db
    .select({ id: keyPairs.id, publicKey: keyPairs.publicKey, privateKey: keyPairs.privateKey })
    .from(keyPairs)
    .where(gt(keyPairs.expiresAt, sql`now() + make_interval(hours => ${KEY_PAIR_MIN_REMAINING_HOURS})`))
    .orderBy(desc(keyPairs.createdAt))
    .limit(1);
  if (row) return { keyId: issueSeal(row.id, row.privateKey), publicKey: row.publicKey };

  const { publicKey, privateKey } = await generateKeyPair('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const [created] = await db
    .insert(keyPairs)
    .values({ publicKey, privateKey, expiresAt: sql`now() + make_interval(hours => ${KEY_PAIR_TTL_HOURS})` })
    .returning({ id: keyPairs.id });
  // Expired keys can never decrypt again; drop them while we are here.
  await db.delete(keyPairs).where(lt(keyPairs.expiresAt, sql`now()`));
  return { keyId: issueSeal(created.id, privateKey), publicKey };
}
