import { sql } from 'drizzle-orm';
import { blobStoreFor } from '../../files/blob-store-factory';
import type { TestRuntime } from '../harness';
import { PNG_1PX } from './images';

/**
 * Gives a user an avatar the way account.avatarUpload records one (for SPA
 * tests, whose jsdom FormData cannot pass the server's multipart reader).
 * Returns its address.
 */
export async function giveAvatar(rt: TestRuntime, username: string, bytes: Buffer = PNG_1PX): Promise<string> {
  const blob = await blobStoreFor(rt.deps).put(bytes);
  const r = await rt.deps.db.execute<{ id: number }>(sql`
    update users set avatar_key = ${blob.key}, avatar_mime = 'image/png', avatar_hash = ${blob.sha256}
    where username = ${username} returning id`);
  return `/aikn-app/account/avatar/${r.rows[0].id}/${blob.sha256}`;
}
