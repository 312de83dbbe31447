import { createCanvas, loadImage } from '@napi-rs/canvas';
import { AVATAR_MAX_SIDE, AVATAR_SIDE } from '../../contract/account-settings-terms';
import { imageSize } from './documents/image-size';

/**
 * The stored avatar drawn from an upload: the centre square of the picture,
 * scaled to AVATAR_SIDE and encoded as WebP. Only these pixels are kept,
 * never the uploaded file (its metadata, trailing bytes or a second format
 * hidden in it). Runs in the worker pool (documents/worker-jobs.ts); the
 * declared size is checked again here before any pixel is decoded.
 */
export async function avatarWebp(bytes: Uint8Array): Promise<Uint8Array> {
  const size = imageSize(bytes);
  if (!size || size.width > AVATAR_MAX_SIDE || size.height > AVATAR_MAX_SIDE) throw new Error('图片尺寸过大或无法识别');
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const side = Math.min(image.width, image.height);
  if (side < 1) throw new Error('图片无法读取');
  const canvas = createCanvas(AVATAR_SIDE, AVATAR_SIDE);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, (image.width - side) / 2, (image.height - side) / 2, side, side, 0, 0, AVATAR_SIDE, AVATAR_SIDE);
  return new Uint8Array(await canvas.encode('webp', 90));
}
