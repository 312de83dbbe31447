import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
// The worker is served as a file of our own origin: the CSP (script-src 'self') allows no inline or blob script.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { HI_RES_SCALE } from './flipbook-constants';
import { BundledPdfData } from './pdf-assets';

GlobalWorkerOptions.workerSrc = workerUrl;

/** CSS pixels per PDF point for normal pages; the device pixel ratio keeps them sharp on dense screens. */
const NORMAL_SCALE = 1.5;

export interface PdfPages {
  pageCount: number;
  /** Object URL of a page image (zero-based index), rendered on first request and kept. */
  pageImage(index: number, hiRes?: boolean): Promise<string>;
  /** Frees the document and every image URL handed out. */
  destroy(): void;
}

async function renderPage(doc: PDFDocumentProxy, index: number, scale: number): Promise<string> {
  const page = await doc.getPage(index + 1);
  const viewport = page.getViewport({ scale });
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(viewport.width);
  canvas.height = Math.ceil(viewport.height);
  await page.render({ canvas, viewport }).promise;
  page.cleanup();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('页面图像生成失败');
  return URL.createObjectURL(blob);
}

/** Opens a PDF (URL or bytes) and renders page images lazily, normal and high resolution (×2.5). */
export async function openPdfPages(
  source: string | ArrayBuffer,
  init?: { httpHeaders?: Record<string, string> },
): Promise<PdfPages> {
  const doc = await getDocument({
    ...(typeof source === 'string' ? { url: source, httpHeaders: init?.httpHeaders } : { data: new Uint8Array(source) }),
    // The CSP forbids eval; pdf.js then uses its slower interpreter for font programs.
    isEvalSupported: false,
    // CMaps, standard fonts and wasm come from our bundled assets (Chinese text of PDFs without embedded fonts).
    BinaryDataFactory: BundledPdfData,
    useWorkerFetch: false,
  }).promise;
  const cache = new Map<string, Promise<string>>();
  const ratio = typeof window === 'undefined' ? 1 : Math.min(2, window.devicePixelRatio || 1);
  return {
    pageCount: doc.numPages,
    pageImage(index, hiRes = false) {
      if (index < 0 || index >= doc.numPages) return Promise.reject(new RangeError(`页码超出范围：${index + 1}`));
      const key = `${index}:${hiRes ? 'hi' : 'n'}`;
      let image = cache.get(key);
      if (!image) {
        image = renderPage(doc, index, (hiRes ? HI_RES_SCALE : 1) * NORMAL_SCALE * ratio);
        // A failed render is not cached, so the next request tries again.
        image.catch(() => cache.delete(key));
        cache.set(key, image);
      }
      return image;
    },
    destroy() {
      for (const image of cache.values()) image.then(URL.revokeObjectURL, () => undefined);
      cache.clear();
      void doc.destroy();
    },
  };
}
