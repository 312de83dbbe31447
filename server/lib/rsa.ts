import crypto from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { keyPairs } from '../db/schema/index';
import { badRequest } from '../http/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Decrypts a password the SPA encrypted with the public key `keyId`
 * (RSA-OAEP, SHA-256, base64). Used by sign-in, visitor registration and
 * user administration alike. Throws 400 on an unknown or expired key and on
 * ciphertext that does not decrypt, so a client never causes a 500.
 */
export async function decryptPassword(db: Db, keyId: string, base64: string): Promise<string> {
  // key_pairs.id is a uuid: anything else would make PostgreSQL raise instead of finding nothing.
  if (!UUID.test(keyId)) throw badRequest('密钥无效或已过期，请刷新页面后重试');
  const [row] = await db
    .select({ privateKey: keyPairs.privateKey })
    .from(keyPairs)
    .where(and(eq(keyPairs.id, keyId), gt(keyPairs.expiresAt, sql`now()`)));
  if (!row) throw badRequest('密钥无效或已过期，请刷新页面后重试');
  const compact = base64.replace(/\s+/g, '');
  if (!BASE64.test(compact)) throw badRequest('密码密文格式不正确');
  let plain: Buffer;
  try {
    plain = crypto.privateDecrypt(
      { key: row.privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(compact, 'base64'),
    );
  } catch {
    throw badRequest('密码解密失败，请刷新页面后重试');
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw badRequest('密码解密失败，请刷新页面后重试');
  }
  if (text.includes('\u0000')) throw badRequest('密码不能包含控制字符');
  return text;
}
