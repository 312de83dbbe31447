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
  /**
   * An exported function of a server file (by URL), for parsers that belong to another unit or a
   * module (spreadsheet rows, an import file): the pool runs them without naming them.
   */
  | { type: 'call'; url: string; fn: string; args: unknown[] }
  /** Test hook: never finishes, so the timeout path can be exercised with any limit. */
  | { type: 'spin' };

/** Only the server's own files may be called: the URL comes from server code, this is a second fence. */
const SERVER_ROOT = new URL('../../', import.meta.url).href;

async function call(job: { url: string; fn: string; args: unknown[] }): Promise<unknown> {
  if (!job.url.startsWith(SERVER_ROOT)) throw new Error(`not a server file: ${job.url}`);
  const fn = ((await import(job.url)) as Record<string, unknown>)[job.fn];
  if (typeof fn !== 'function') throw new Error(`${job.url} exports no function ${job.fn}`);
  return fn(...job.args);
}

export async function runJob(job: WorkerJob): Promise<unknown> {
  switch (job.type) {
    case 'call':
      return call(job);
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
