import type { DocumentKind } from './document-type';
import { extractDocumentText } from './extract-text';
import { imagePng, pdfPageCount, pdfPagePng } from './page-render';
import { docxHtml, xlsxTable } from './preview-render';
import { pptxSlides } from './slide-outline';

/**
 * Work that parses untrusted files, run inside a worker process (see
 * worker-pool.ts) so a slow or greedy file cannot stall or exhaust the server.
 */
export type WorkerJob =
  | { type: 'extract'; kind: DocumentKind; bytes: Uint8Array }
  | { type: 'docxHtml'; bytes: Uint8Array }
  | { type: 'xlsxTable'; bytes: Uint8Array; maxRows: number; maxCols: number }
  | { type: 'pptxSlides'; bytes: Uint8Array }
  | { type: 'pdfPageCount'; bytes: Uint8Array }
  | { type: 'pdfPage'; bytes: Uint8Array; page: number; hi: boolean }
  | { type: 'imagePng'; bytes: Uint8Array }
  /** Test hook: never finishes, so the timeout path can be exercised with any limit. */
  | { type: 'spin' };

export async function runJob(job: WorkerJob): Promise<unknown> {
  switch (job.type) {
    case 'extract':
      return extractDocumentText(job.kind, job.bytes);
    case 'docxHtml':
      return docxHtml(job.bytes);
    case 'xlsxTable':
      return xlsxTable(job.bytes, job.maxRows, job.maxCols);
    case 'pptxSlides':
      return pptxSlides(job.bytes);
    case 'pdfPageCount':
      return pdfPageCount(job.bytes);
    case 'pdfPage':
      return pdfPagePng(job.bytes, job.page, job.hi);
    case 'imagePng':
      return imagePng(job.bytes);
    case 'spin':
      return new Promise(() => {});
  }
}
