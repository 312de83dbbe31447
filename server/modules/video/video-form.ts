import { IMAGE_MAX_BYTES } from '@contract/knowledge/knowledge';
import { videoUploadForm } from '@contract/video/video';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { blobReader } from '../../files/blob-reader';
import type { BlobStore } from '../../files/blob-store';
import { blobStoreFor } from '../../files/blob-store-factory';
import { type ImageMime, sniffImage } from '../../files/image-type';
import { PartTooLargeError, receiveMultipart, type StreamedFile } from '../../files/multipart-stream';
import { tooLargeMessage } from '../../files/upload-limit';
import { ApiError, badRequest } from '../../http/errors';
import { describeIssues } from '../../http/validation';

/** The form's fields, and its file parts already in the blob store. */
export type VideoForm = z.output<typeof videoUploadForm> & { file: StreamedFile; poster: StreamedFile | null };

const TEXT_FIELDS = ['title', 'summary', 'duration', 'width', 'height', 'labelIds', 'groupId'] as const;
const POSTER_TOO_LARGE = `封面：图片不能超过 ${IMAGE_MAX_BYTES / 1024 / 1024} MB`;

/**
 * Reads the upload form as it arrives: the video and the poster stream into
 * the blob store (each refused with 413 past its limit while it streams),
 * never whole in memory. A refused form leaves nothing stored.
 */
export async function readVideoForm(deps: Deps, c: Context): Promise<VideoForm> {
  const store = blobStoreFor(deps);
  const max = deps.config.uploadMaxBytes;
  let form: Awaited<ReturnType<typeof receiveMultipart>>;
  try {
    form = await receiveMultipart(c.req.raw, store, {
      files: { file: { maxBytes: max }, poster: { maxBytes: IMAGE_MAX_BYTES } },
    });
  } catch (err) {
    if (err instanceof PartTooLargeError) {
      throw new ApiError(413, err.field === 'poster' ? POSTER_TOO_LARGE : tooLargeMessage(max, '视频'));
    }
    throw err;
  }
  try {
    const file = form.files.file;
    if (!file) throw badRequest('视频文件：请选择要上传的视频');
    const raw = Object.fromEntries(TEXT_FIELDS.map((k) => [k, form.fields[k]]));
    const parsed = videoUploadForm.safeParse(raw);
    if (!parsed.success) throw badRequest(describeIssues(videoUploadForm, parsed.error));
    return { ...parsed.data, file, poster: form.files.poster ?? null };
  } catch (err) {
    for (const part of Object.values(form.files)) await store.delete(part.blob.key);
    throw err;
  }
}

/** Enough for every signature sniffImage knows (WebP's is the longest, 12 bytes). */
const IMAGE_HEAD_BYTES = 16;

/** The poster frame's type, checked by its first bytes like every image upload. */
export async function posterType(store: BlobStore, poster: StreamedFile): Promise<ImageMime> {
  if (poster.blob.size === 0) throw badRequest('封面：图片为空，请重新截取');
  const mime = sniffImage(await blobReader(store, poster.blob.key)(0, IMAGE_HEAD_BYTES - 1));
  if (!mime) throw badRequest('封面：仅支持 PNG、JPEG、GIF、WebP 图片');
  return mime;
}
