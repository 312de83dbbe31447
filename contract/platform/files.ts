import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '../knowledge/knowledge';
import { endpoint } from './endpoint';

/**
 * Multipart upload (field `file`); the input schema documents the form.
 * Types are checked by content, not by name.
 */
export const fileUploadImage = endpoint({
  id: 'file.uploadImage',
  method: 'POST',
  path: '/aikn-app/file/uploadImage',
  summary: '上传图片（正文插图、封面；PNG/JPEG/GIF/WebP，10 MB 以内），multipart 字段 file',
  access: 'ROLE_KNOWLEDGE_CREATE',
  body: 'multipart',
  maxBodyBytes: IMAGE_MAX_BYTES + 64 * 1024,
  input: z.object({}),
  output: z.object({ id: z.number().int(), url: z.string(), name: z.string(), size: z.number().int(), mime: z.string() }),
});
