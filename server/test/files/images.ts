import { encodePng } from '../../lib/raster/png';

/**
 * Tiny valid images, and padded signatures of each accepted type. The PNG comes
 * from the encoder that draws the demo seed's pictures (a 1×1 white pixel).
 */
export const PNG_1PX = Buffer.from(encodePng(1, 1, new Uint8Array([255, 255, 255])));
export const pad = (head: number[] | string, size: number) => {
  const b = Buffer.alloc(size, 7);
  Buffer.from(typeof head === 'string' ? Buffer.from(head, 'latin1') : head).copy(b);
  return b;
};
export const JPEG = pad([0xff, 0xd8, 0xff, 0xe0], 64);
export const GIF = pad('GIF89a', 64);
export const WEBP = (() => {
  const b = pad('RIFF', 64);
  Buffer.from('WEBP', 'latin1').copy(b, 8);
  return b;
})();

/** A multipart upload as the SPA sends it. */
export function uploadRequest(token: string | undefined, parts: { file?: Buffer; name?: string; type?: string; field?: string }) {
  const form = new FormData();
  if (parts.file)
    form.append(
      parts.field ?? 'file',
      new File([new Uint8Array(parts.file)], parts.name ?? 'image.png', { type: parts.type ?? 'image/png' }),
    );
  else form.append('note', 'no file');
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return new Request('http://localhost/aikn-app/file/uploadImage', { method: 'POST', body: form, headers });
}
