import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { imageSize } from '../image-size';

/**
 * Pages of untrusted PDFs and images drawn as PNG, inside a worker process
 * (see worker-jobs.ts; a process because the image decoder can segfault): the preview shows these pictures, never the
 * original bytes, which stay the counted download.
 */

/** CSS-pixel scale of a normal page and of a zoomed one (the flipbook's levels, for dense screens). */
const SCALE = { normal: 2, hi: 4 } as const;
/** No picture is larger than this, whatever size a page or image declares. */
const MAX_SIDE = 4096;
const MAX_PIXELS = 16_000_000;
/** Images larger than this are refused before decoding (a decompression bomb). */
const MAX_SOURCE_PIXELS = 100_000_000;

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

async function openPdf(bytes: Uint8Array) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs.getDocument({
    data: bytes,
    isEvalSupported: false,
    // Scripts and forms of the file are never run or drawn as widgets: only the page content is.
    enableXfa: false,
    standardFontDataUrl: `${path.join(pdfjsRoot, 'standard_fonts')}/`,
    cMapUrl: `${path.join(pdfjsRoot, 'cmaps')}/`,
    cMapPacked: true,
  }).promise;
}

/** How many pages a PDF has. */
export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  const doc = await openPdf(bytes);
  try {
    return doc.numPages;
  } finally {
    await doc.destroy();
  }
}

/** The scale that draws `width` × `height` at `wanted`, shrunk to stay within the size limits. */
function boundedScale(width: number, height: number, wanted: number): number {
  const bySide = MAX_SIDE / Math.max(width, height, 1);
  const byArea = Math.sqrt(MAX_PIXELS / Math.max(width * height, 1));
  return Math.min(wanted, bySide, byArea);
}

/** One page (from 1) of a PDF as PNG; null when the PDF has no such page. */
export async function pdfPagePng(bytes: Uint8Array, page: number, hi: boolean): Promise<Uint8Array | null> {
  const doc = await openPdf(bytes);
  try {
    if (page < 1 || page > doc.numPages) return null;
    const p = await doc.getPage(page);
    const base = p.getViewport({ scale: 1 });
    const viewport = p.getViewport({ scale: boundedScale(base.width, base.height, hi ? SCALE.hi : SCALE.normal) });
    const canvas = createCanvas(Math.max(1, Math.ceil(viewport.width)), Math.max(1, Math.ceil(viewport.height)));
    const ctx = canvas.getContext('2d');
    // A page is paper: transparent areas would show the flipbook's background through it.
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    await p.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
    return new Uint8Array(await canvas.encode('png'));
  } finally {
    await doc.destroy();
  }
}

/** An image re-encoded as PNG at its own size (bounded): the picture, without the file's other bytes. */
export async function imagePng(bytes: Uint8Array): Promise<Uint8Array> {
  const size = imageSize(bytes);
  if (!size || size.width * size.height > MAX_SOURCE_PIXELS) throw new Error('图片尺寸过大或无法识别');
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const scale = boundedScale(image.width, image.height, 1);
  const canvas = createCanvas(Math.max(1, Math.round(image.width * scale)), Math.max(1, Math.round(image.height * scale)));
  canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Uint8Array(await canvas.encode('png'));
}
