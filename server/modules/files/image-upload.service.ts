import type { Context } from 'hono';
import { IMAGE_MAX_BYTES } from '../../../contract/knowledge';
import { files } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { blobStoreFor } from '../../files/blob-store-factory';
import { sanitizeFileName } from '../../files/file-name';
import { IMAGE_EXTENSIONS, sniffImage } from '../../files/image-type';
import { ApiError, badRequest } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { fileUrl } from '../../lib/signed-url';

export const WRONG_TYPE = '仅支持 PNG、JPEG、GIF、WebP 图片';
const FIELD = '图片文件';

/** The `file` part of a multipart form (the route's body limit has already capped its size). */
export async function readUploadedFile(c: Context): Promise<File> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw badRequest('上传内容无法解析，请重新选择文件');
  }
  const file = form.file;
  if (!(file instanceof File)) throw badRequest(`${FIELD}：请选择要上传的图片`);
  return file;
}

/**
 * Stores an uploaded image under a server-made key after checking it by
 * content; the original name is kept only as metadata.
 */
export async function uploadImage(deps: Deps, user: SessionUser, file: File) {
  if (file.size === 0) throw badRequest(`${FIELD}：文件为空`);
  if (file.size > IMAGE_MAX_BYTES) throw new ApiError(413, `${FIELD}：图片不能超过 ${IMAGE_MAX_BYTES / 1024 / 1024} MB`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = sniffImage(bytes);
  if (!mime) throw badRequest(`${FIELD}：${WRONG_TYPE}`);
  const name = sanitizeFileName(file.name) || `图片.${IMAGE_EXTENSIONS[mime]}`;
  const store = blobStoreFor(deps.config);
  const blob = await store.put(bytes);
  let id: number;
  try {
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
