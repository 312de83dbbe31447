import crypto from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { keyPairs } from '../db/schema/index';
import { badRequest } from '../http/errors';

/** How long a seal (the one-time key id a client encrypts one password for) can be used. */
export const SEAL_TTL_SECONDS = 10 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SEAL = /^([0-9a-f-]{36})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const KEY_INVALID = '密钥无效或已过期，请刷新页面后重试';
const KEY_SPENT = '密钥已使用，请刷新页面后重试';
const UNDECRYPTABLE = '密码解密失败，请刷新页面后重试';

/** The seal's signature: the private key never leaves the database, so only the server can mint seals. */
function sign(privateKeyPem: string, body: string): string {
  return crypto.createHmac('sha256', privateKeyPem).update(`seal:${body}`).digest('base64url').slice(0, 22);
}

/**
 * A seal for one password: `<key pair id>.<expiry>.<nonce>.<signature>`. The
 * client encrypts with the seal as the RSA-OAEP label, so the ciphertext
 * decrypts under this seal only, and a seal decrypts once: a ciphertext seen
 * on the wire cannot be replayed, nor moved to a fresh seal.
 */
export function issueSeal(keyPairId: string, privateKeyPem: string, nowMs = Date.now()): string {
  const expires = (Math.floor(nowMs / 1000) + SEAL_TTL_SECONDS).toString(36);
  const body = `${keyPairId}.${expires}.${crypto.randomBytes(12).toString('base64url')}`;
  return `${body}.${sign(privateKeyPem, body)}`;
}

/** Marks a seal used; false when it was used before. Used seals are kept only until they expire. */
async function spendSeal(db: Db, nonce: string, expiresEpoch: number): Promise<boolean> {
  await db.execute(sql`delete from spent_seals where expires_at < now()`);
  const r = await db.execute(sql`
    insert into spent_seals (nonce, expires_at) values (${nonce}, to_timestamp(${expiresEpoch}))
    on conflict (nonce) do nothing returning nonce`);
  return r.rows.length === 1;
}

/**
 * Decrypts a password the SPA encrypted (RSA-OAEP, SHA-256, base64) under a
 * seal from the key pair endpoint, and uses the seal up. Used by sign-in,
 * visitor registration and user administration alike. Throws 400 on an
 * unknown, expired, forged or used seal and on ciphertext that does not
 * decrypt, so a client never causes a 500.
 */
export async function decryptPassword(db: Db, keyId: string, base64: string): Promise<string> {
  const m = SEAL.exec(keyId);
  // key_pairs.id is a uuid: anything else would make PostgreSQL raise instead of finding nothing.
  if (!m || !UUID.test(m[1])) throw badRequest(KEY_INVALID);
  const [, keyPairId, expires36, nonce, signature] = m;
  const [row] = await db
    .select({ privateKey: keyPairs.privateKey })
    .from(keyPairs)
    .where(and(eq(keyPairs.id, keyPairId), gt(keyPairs.expiresAt, sql`now()`)));
  if (!row) throw badRequest(KEY_INVALID);
  const expected = Buffer.from(sign(row.privateKey, `${keyPairId}.${expires36}.${nonce}`));
  if (!crypto.timingSafeEqual(expected, Buffer.from(signature))) throw badRequest(KEY_INVALID);
  const expiresEpoch = Number.parseInt(expires36, 36);
  if (expiresEpoch * 1000 <= Date.now()) throw badRequest(KEY_INVALID);
  const compact = base64.replace(/\s+/g, '');
  if (!BASE64.test(compact)) throw badRequest('密码密文格式不正确');
  if (!(await spendSeal(db, nonce, expiresEpoch))) throw badRequest(KEY_SPENT);
  let plain: Buffer;
  try {
    plain = crypto.privateDecrypt(
      {
        key: row.privateKey,
        padding: crypto.constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
        oaepLabel: Buffer.from(keyId),
      },
      Buffer.from(compact, 'base64'),
    );
  } catch {
    throw badRequest(UNDECRYPTABLE);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw badRequest(UNDECRYPTABLE);
  }
  if (text.includes('\u0000')) throw badRequest('密码不能包含控制字符');
  return text;
}
