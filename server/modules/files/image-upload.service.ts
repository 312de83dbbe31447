import { IMAGE_MAX_BYTES } from '@contract/knowledge/knowledge';
import type { Context } from 'hono';
import { files } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { blobReader } from '../../files/blob-reader';
import { BlobTooLargeError } from '../../files/blob-store';
import { blobStoreFor } from '../../files/blob-store-factory';
import { sanitizeFileName } from '../../files/file-name';
import { IMAGE_EXTENSIONS, type ImageMime, sniffImage } from '../../files/image-type';
import { receiveMultipart } from '../../files/multipart-stream';
import { ApiError, badRequest } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { fileUrl } from '../../lib/signed-url';

export const WRONG_TYPE = '仅支持 PNG、JPEG、GIF、WebP 图片';
const FIELD = '图片文件';
const TOO_LARGE = `${FIELD}：图片不能超过 ${IMAGE_MAX_BYTES / 1024 / 1024} MB`;
/** Enough for every signature sniffImage knows (WebP's is the longest, 12 bytes). */
const IMAGE_HEAD_BYTES = 16;

/**
 * Streams the form's `file` part into the blob store, refused (413) past
 * the image limit while it arrives, and checks it by content; the original
 * name is kept only as metadata. A refused image leaves nothing behind.
 */
export async function uploadImage(deps: Deps, user: SessionUser, c: Context) {
  const store = blobStoreFor(deps);
  let form: Awaited<ReturnType<typeof receiveMultipart>>;
  try {
    form = await receiveMultipart(c.req.raw, store, { files: { file: { maxBytes: IMAGE_MAX_BYTES } } });
  } catch (err) {
    if (err instanceof BlobTooLargeError) throw new ApiError(413, TOO_LARGE);
    throw err;
  }
  const file = form.files.file;
  if (!file) throw badRequest(`${FIELD}：请选择要上传的图片`);
  const { blob } = file;
  let id: number;
  let mime: ImageMime;
  let name: string;
  try {
    if (blob.size === 0) throw badRequest(`${FIELD}：文件为空`);
    const found = sniffImage(await blobReader(store, blob.key)(0, IMAGE_HEAD_BYTES - 1));
    if (!found) throw badRequest(`${FIELD}：${WRONG_TYPE}`);
    mime = found;
    name = sanitizeFileName(file.name) || `图片.${IMAGE_EXTENSIONS[mime]}`;
    const [row] = await deps.db
      .insert(files)
      .values({ storageKey: blob.key, originalName: name, mime, size: blob.size, sha256: blob.sha256, ownerId: user.id })
      .returning({ id: files.id });
    id = row.id;
  } catch (err) {
    await store.delete(blob.key);
    throw err;
  }
  return { id, url: await fileUrl(deps.db, id), name, size: blob.size, mime };
}
