import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { issueSeal } from '../../lib/rsa';
import type { TestRuntime } from '../harness';
import { encryptPassword } from '../login';

/**
 * Test helpers for the admin module: a key pair stored as sign-in stores
 * one, and ids by name. A delegated manager (a user holding some management
 * keys without being a system administrator) comes from server/test/grants.ts.
 */
export async function storeKeyPair(rt: TestRuntime, expiresInMinutes = 60) {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const rows = await rt.deps.db.execute<{ id: string }>(sql`
    insert into key_pairs (public_key, private_key, expires_at)
    values (${publicKey}, ${privateKey}, now() + make_interval(mins => ${expiresInMinutes}))
    returning id`);
  const keyPairId = rows.rows[0].id;
  /** What the SPA sends: a fresh seal of the key pair and the RSA-OAEP SHA-256 ciphertext under it, base64. */
  const seal = (password: string) => {
    const keyId = issueSeal(keyPairId, privateKey);
    return { keyId, password: encryptPassword(publicKey, password, keyId) };
  };
  return { seal };
}

export async function idOf(rt: TestRuntime, table: 'groups' | 'roles' | 'users', name: string): Promise<number> {
  const column = table === 'users' ? sql`username` : sql`name`;
  const rows = await rt.deps.db.execute<{ id: number }>(sql`select id from ${sql.identifier(table)} where ${column} = ${name}`);
  if (!rows.rows[0]) throw new Error(`no ${table} row ${name}`);
  return rows.rows[0].id;
}
