import { sniffImage } from './image-type';

/**
 * Width and height an image declares in its header, read without decoding
 * it, so a decompression bomb (a tiny file declaring 50 000 × 50 000 pixels)
 * is refused before any pixel buffer is allocated. Null when unknown.
 */
export function imageSize(b: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const at = (i: number, n: number) => i + n <= b.length;
  switch (sniffImage(b)) {
    case 'image/png':
      return at(16, 8) ? { width: view.getUint32(16), height: view.getUint32(20) } : null;
    case 'image/gif':
      return at(6, 4) ? { width: view.getUint16(6, true), height: view.getUint16(8, true) } : null;
    case 'image/jpeg':
      return jpegSize(b, view);
    case 'image/webp':
      return webpSize(b, view);
    default:
      return null;
  }
}

/** The first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC) holds the size. */
function jpegSize(b: Uint8Array, view: DataView) {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++;
      continue;
    }
    const length = view.getUint16(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: view.getUint16(i + 7), height: view.getUint16(i + 5) };
    }
    i += 2 + length;
  }
  return null;
}

/** Lossy (VP8), lossless (VP8L) and extended (VP8X) WebP keep the size in different places. */
function webpSize(b: Uint8Array, view: DataView) {
  if (b.length < 30) return null;
  const chunk = String.fromCharCode(b[12], b[13], b[14], b[15]);
  if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    const w = b[24] | (b[25] << 8) | (b[26] << 16);
    const h = b[27] | (b[28] << 8) | (b[29] << 16);
    return { width: w + 1, height: h + 1 };
  }
  return null;
}
