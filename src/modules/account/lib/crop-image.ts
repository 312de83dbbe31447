import { AVATAR_SIDE } from '@contract/account/account-settings-terms';

/** A rectangle of the source picture in its own pixels (what the cropper reports). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Pictures a user may pick to crop; the cropped result is what gets uploaded. */
export const AVATAR_SOURCE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
/** The picked file is only read in the browser; this keeps a huge photo from stalling the page. */
export const AVATAR_SOURCE_MAX_BYTES = 20 * 1024 * 1024;

function loadPicture(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('图片无法读取，请换一张'));
    img.src = src;
  });
}

/**
 * Draws the chosen square of a picture at AVATAR_SIDE × AVATAR_SIDE and
 * encodes it (WebP where the browser can, else PNG): only these pixels are
 * uploaded, never the original file with its metadata (a photo's location).
 */
export async function cropSquare(src: string, area: CropArea): Promise<Blob> {
  const img = await loadPicture(src);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIDE;
  canvas.height = AVATAR_SIDE;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('浏览器无法裁剪图片');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, AVATAR_SIDE, AVATAR_SIDE);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('浏览器无法裁剪图片'))), 'image/webp', 0.9),
  );
}
