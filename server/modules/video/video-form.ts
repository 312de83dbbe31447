import type { Context } from 'hono';
import type { z } from 'zod';
import { IMAGE_MAX_BYTES } from '../../../contract/knowledge';
import { videoUploadForm } from '../../../contract/video';
import { type ImageMime, sniffImage } from '../../files/image-type';
import { ApiError, badRequest } from '../../http/errors';
import { describeIssues } from '../../http/validation';

export type VideoForm = z.output<typeof videoUploadForm> & { file: File; poster: File | null };

const TEXT_FIELDS = ['title', 'summary', 'duration', 'width', 'height', 'labelIds', 'groupId'] as const;

/**
 * A file part of the parsed form. Checked by shape, not `instanceof File`:
 * under the SPA tests' jsdom the global File is jsdom's, not the one the
 * request parser makes.
 */
const isFile = (v: unknown): v is File =>
  typeof v === 'object' && v !== null && typeof (v as File).arrayBuffer === 'function' && typeof (v as File).name === 'string';

/** The parts of the upload form; the route's body limit has already capped the size. */
export async function readVideoForm(c: Context): Promise<VideoForm> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw badRequest('上传内容无法解析，请重新选择文件');
  }
  const file = form.file;
  if (!isFile(file)) throw badRequest('视频文件：请选择要上传的视频');
  const poster = form.poster === undefined || form.poster === '' ? null : form.poster;
  if (poster !== null && !isFile(poster)) throw badRequest('封面：应为图片文件');
  const raw = Object.fromEntries(TEXT_FIELDS.map((k) => [k, typeof form[k] === 'string' ? form[k] : undefined]));
  const parsed = videoUploadForm.safeParse(raw);
  if (!parsed.success) throw badRequest(describeIssues(videoUploadForm, parsed.error));
  return { ...parsed.data, file, poster };
}

/** The poster frame's bytes and type, checked by content like every image upload. */
export async function readPoster(poster: File): Promise<{ bytes: Uint8Array; mime: ImageMime }> {
  if (poster.size === 0) throw badRequest('封面：图片为空，请重新截取');
  if (poster.size > IMAGE_MAX_BYTES) throw new ApiError(413, `封面：图片不能超过 ${IMAGE_MAX_BYTES / 1024 / 1024} MB`);
  const bytes = new Uint8Array(await poster.arrayBuffer());
  const mime = sniffImage(bytes);
  if (!mime) throw badRequest('封面：仅支持 PNG、JPEG、GIF、WebP 图片');
  return { bytes, mime };
}
