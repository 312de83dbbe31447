import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { AVATAR_MAX_BYTES, AVATAR_MAX_SIDE } from '../../../contract/account-settings';
import type { Deps } from '../../deps';
import { blobReader } from '../../files/blob-reader';
import { BlobTooLargeError } from '../../files/blob-store';
import { blobStoreFor } from '../../files/blob-store-factory';
import { imageSize } from '../../files/documents/image-size';
import { IMAGE_EXTENSIONS, type ImageMime, sniffImage } from '../../files/image-type';
import { receiveMultipart } from '../../files/multipart-stream';
import { blobResponse } from '../../files/serve-blob';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { avatarUrl } from '../../lib/avatar-url';

const FIELD = '头像';
const WRONG_TYPE = `${FIELD}：仅支持 PNG、JPEG、WebP 图片`;
const TOO_LARGE = `${FIELD}：图片不能超过 ${AVATAR_MAX_BYTES / 1024 / 1024} MB`;
const TOO_WIDE = `${FIELD}：图片尺寸过大，长和宽都不能超过 ${AVATAR_MAX_SIDE} 像素`;
/** Enough of the file for its signature and for the size a PNG, WebP or (usually) JPEG header declares. */
const HEAD_BYTES = 64 * 1024;

/**
 * Replaces the caller's avatar with the square picture the SPA cropped. The
 * upload streams into the blob store (refused with 413 past AVATAR_MAX_BYTES
 * while it arrives) and is kept only when its magic bytes say PNG, JPEG or
 * WebP and its header declares a sane size. The server never decodes it:
 * @napi-rs/canvas ends the whole process on some malformed images (a
 * segfault, not an exception), and the browser that shows the picture
 * decodes it in its own sandbox. A refused upload leaves nothing behind; the
 * previous avatar is removed once the new one is recorded.
 */
export async function uploadAvatar(deps: Deps, userId: number, c: Context): Promise<{ avatarUrl: string }> {
  const store = blobStoreFor(deps.config);
  let form: Awaited<ReturnType<typeof receiveMultipart>>;
  try {
    form = await receiveMultipart(c.req.raw, store, { files: { file: { maxBytes: AVATAR_MAX_BYTES } } });
  } catch (err) {
    if (err instanceof BlobTooLargeError) throw new ApiError(413, TOO_LARGE);
    throw err;
  }
  const upload = form.files.file;
  if (!upload) throw badRequest(`${FIELD}：请选择要上传的图片`);
  const { blob } = upload;
  let previous: string | null;
  try {
    if (blob.size === 0) throw badRequest(`${FIELD}：文件为空`);
    const head = await blobReader(store, blob.key)(0, HEAD_BYTES - 1);
    const mime = sniffImage(head);
    if (!mime || mime === 'image/gif') throw badRequest(WRONG_TYPE);
    const size = imageSize(head);
    if (!size || size.width < 1 || size.height < 1) throw badRequest(`${FIELD}：图片已损坏，无法读取尺寸`);
    if (size.width > AVATAR_MAX_SIDE || size.height > AVATAR_MAX_SIDE) throw badRequest(TOO_WIDE);
    previous = await deps.db.transaction(async (tx) => {
      const old = await tx.execute<{ avatar_key: string | null }>(
        sql`select avatar_key from users where id = ${userId} for update`,
      );
      await tx.execute(sql`
        update users set avatar_key = ${blob.key}, avatar_mime = ${mime}, avatar_hash = ${blob.sha256}, updated_at = now()
        where id = ${userId}`);
      return old.rows[0]?.avatar_key ?? null;
    });
  } catch (err) {
    await store.delete(blob.key);
    throw err;
  }
  if (previous && previous !== blob.key) await store.delete(previous);
  return { avatarUrl: avatarUrl(userId, blob.sha256) as string };
}

/** Removes the caller's avatar (the initial shows again); without one, nothing happens. */
export async function removeAvatar(deps: Deps, userId: number): Promise<{ avatarUrl: null }> {
  const r = await deps.db.execute<{ avatar_key: string | null }>(sql`
    update users u set avatar_key = null, avatar_mime = null, avatar_hash = null, updated_at = now()
    from (select id, avatar_key from users where id = ${userId} for update) old
    where u.id = old.id returning old.avatar_key`);
  const key = r.rows[0]?.avatar_key;
  if (key) await blobStoreFor(deps.config).delete(key);
  return { avatarUrl: null };
}

const YEAR_SECONDS = 365 * 24 * 3600;
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
    select avatar_key, avatar_mime from users
    where id = ${Number(req.userId)} and avatar_hash = ${req.hash} and avatar_key is not null and not disabled`);
  const row = r.rows[0];
  if (!row) throw notFound(GONE);
  const etag = `"${req.hash}"`;
  const cache = { 'Cache-Control': `private, max-age=${YEAR_SECONDS}, immutable`, ETag: etag };
  if (req.ifNoneMatch?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
    return new Response(null, { status: 304, headers: cache });
  }
  const res = await blobResponse({
    store: blobStoreFor(deps.config),
    key: row.avatar_key,
    mime: row.avatar_mime,
    fileName: `avatar-${req.userId}.${IMAGE_EXTENSIONS[row.avatar_mime as ImageMime] ?? 'img'}`,
    disposition: 'inline',
    maxAgeSeconds: YEAR_SECONDS,
    range: undefined,
    head: req.head,
  });
  for (const [k, v] of Object.entries(cache)) res.headers.set(k, v);
  return res;
}
