import type { Context } from 'hono';
import type { Deps } from '../deps';
import { ApiError, badRequest } from '../http/errors';
import { blobReader } from './blob-reader';
import { BlobTooLargeError, type StoredBlob } from './blob-store';
import { blobStoreFor } from './blob-store-factory';
import { imageSize } from './image-size';
import { type ImageMime, sniffImage } from './image-type';
import { receiveMultipart } from './multipart-stream';

/** Enough of the file for its signature and for the size a PNG, WebP or (usually) JPEG header declares. */
const HEAD_BYTES = 64 * 1024;

export interface PictureRules {
  /** The Chinese name the refusals start with (头像, 系统标志 …). */
  field: string;
  maxBytes: number;
  /** Longest side allowed, in pixels. */
  maxSide: number;
}

/**
 * Streams the form's `file` part into the blob store — refused (413) past
 * `maxBytes` while it arrives — and keeps it only when its magic bytes say
 * PNG, JPEG or WebP and its header declares a sane size. The server never
 * decodes it (@napi-rs/canvas ends the process on some malformed images);
 * the browser that shows it decodes it in its own sandbox. A refused upload
 * leaves nothing behind; the caller owns the blob once it is returned and
 * deletes it if its own write fails.
 */
export async function receivePicture(
  deps: Deps,
  c: Context,
  rules: PictureRules,
): Promise<{ blob: StoredBlob; mime: Exclude<ImageMime, 'image/gif'> }> {
  const store = blobStoreFor(deps);
  let form: Awaited<ReturnType<typeof receiveMultipart>>;
  try {
    form = await receiveMultipart(c.req.raw, store, { files: { file: { maxBytes: rules.maxBytes } } });
  } catch (err) {
    if (err instanceof BlobTooLargeError)
      throw new ApiError(413, `${rules.field}：图片不能超过 ${rules.maxBytes / 1024 / 1024} MB`);
    throw err;
  }
  const upload = form.files.file;
  if (!upload) throw badRequest(`${rules.field}：请选择要上传的图片`);
  const { blob } = upload;
  try {
    if (blob.size === 0) throw badRequest(`${rules.field}：文件为空`);
    const head = await blobReader(store, blob.key)(0, HEAD_BYTES - 1);
    const mime = sniffImage(head);
    if (!mime || mime === 'image/gif') throw badRequest(`${rules.field}：仅支持 PNG、JPEG、WebP 图片`);
    const size = imageSize(head);
    if (!size || size.width < 1 || size.height < 1) throw badRequest(`${rules.field}：图片已损坏，无法读取尺寸`);
    if (size.width > rules.maxSide || size.height > rules.maxSide)
      throw badRequest(`${rules.field}：图片尺寸过大，长和宽都不能超过 ${rules.maxSide} 像素`);
    return { blob, mime };
  } catch (err) {
    await store.delete(blob.key);
    throw err;
  }
}
