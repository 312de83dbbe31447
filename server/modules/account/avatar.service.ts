import { AVATAR_MAX_BYTES, AVATAR_MAX_SIDE } from '@contract/account/account-settings';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { users } from '../../db/schema/index';
import { bare } from '../../db/sql-names';
import type { Deps } from '../../deps';
import { blobStoreFor } from '../../files/blob-store-factory';
import { IMAGE_EXTENSIONS, type ImageMime } from '../../files/image-type';
import { receivePicture } from '../../files/receive-picture';
import { hashedBlobResponse } from '../../files/serve-blob';
import { notFound } from '../../http/errors';
import { avatarUrl } from '../../lib/avatar-url';

/**
 * Replaces the caller's avatar with the square picture the SPA cropped
 * (checked by receivePicture: PNG, JPEG or WebP within the size limits); the
 * previous avatar is removed once the new one is recorded.
 */
export async function uploadAvatar(deps: Deps, userId: number, c: Context): Promise<{ avatarUrl: string }> {
  const { blob, mime } = await receivePicture(deps, c, { field: '头像', maxBytes: AVATAR_MAX_BYTES, maxSide: AVATAR_MAX_SIDE });
  const store = blobStoreFor(deps);
  let previous: string | null;
  try {
    previous = await deps.db.transaction(async (tx) => {
      const old = await tx.execute<{ avatar_key: string | null }>(
        sql`select ${users.avatarKey} from ${users} where ${users.id} = ${userId} for update`,
      );
      await tx.execute(sql`
        update ${users} set ${bare(users.avatarKey)} = ${blob.key}, ${bare(users.avatarMime)} = ${mime},
          ${bare(users.avatarHash)} = ${blob.sha256}, ${bare(users.updatedAt)} = now()
        where ${users.id} = ${userId}`);
      return old.rows[0]?.avatar_key ?? null;
    });
  } catch (err) {
    await store.delete(blob.key);
    throw err;
  }
  if (previous && previous !== blob.key) await store.delete(previous);
  return { avatarUrl: avatarUrl(userId, blob.sha256) as string };
}

const u = alias(users, 'u');
const old = alias(users, 'old');

/** Removes the caller's avatar (the initial shows again); without one, nothing happens. */
export async function removeAvatar(deps: Deps, userId: number): Promise<{ avatarUrl: null }> {
  // `old` names the locked row's previous values: `returning` on the updated row would see the nulls.
  const r = await deps.db.execute<{ avatar_key: string | null }>(sql`
    update ${users} ${u} set ${bare(users.avatarKey)} = null, ${bare(users.avatarMime)} = null,
      ${bare(users.avatarHash)} = null, ${bare(users.updatedAt)} = now()
    from (select ${users.id}, ${users.avatarKey} from ${users} where ${users.id} = ${userId} for update) ${old}
    where ${u.id} = ${old.id} returning ${old.avatarKey}`);
  const key = r.rows[0]?.avatar_key;
  if (key) await blobStoreFor(deps).delete(key);
  return { avatarUrl: null };
}

const GONE = '头像不存在或已更换';

/**
 * The bytes of a user's current avatar. The address names the picture by its
 * hash (see lib/avatar-url.ts), so it is cached for good (`immutable`, with
 * an ETag for revalidation), and an old or guessed address is a 404. Like
 * the signed file route it is fetched by <img>, which sends no token: the
 * address itself, handed out only to signed-in callers, is what grants it.
 */
export async function serveAvatar(
  deps: Deps,
  req: { userId: string; hash: string; ifNoneMatch: string | undefined; head: boolean },
): Promise<Response> {
  if (!/^\d{1,10}$/.test(req.userId) || !/^[0-9a-f]{64}$/.test(req.hash)) throw notFound(GONE);
  const r = await deps.db.execute<{ avatar_key: string; avatar_mime: string }>(sql`
    select ${users.avatarKey}, ${users.avatarMime} from ${users}
    where ${users.id} = ${Number(req.userId)} and ${users.avatarHash} = ${req.hash} and ${users.avatarKey} is not null
      and not ${users.disabled}`);
  const row = r.rows[0];
  if (!row) throw notFound(GONE);
  return hashedBlobResponse({
    store: blobStoreFor(deps),
    key: row.avatar_key,
    mime: row.avatar_mime,
    fileName: `avatar-${req.userId}.${IMAGE_EXTENSIONS[row.avatar_mime as ImageMime] ?? 'img'}`,
    hash: req.hash,
    ifNoneMatch: req.ifNoneMatch,
    head: req.head,
    visibility: 'private',
  });
}
