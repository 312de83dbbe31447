import { type DocumentPreview, PREVIEW_MAX_COLS, PREVIEW_MAX_PAGES, PREVIEW_MAX_ROWS } from '../../../contract/library-views';
import type { Deps } from '../../deps';
import { readBlob } from '../../files/blob-reader';
import { blobStoreFor } from '../../files/blob-store-factory';
import type { Reader } from '../../knowledge/access';
import { Lru } from '../../lib/lru';
import { openFile } from './document-view.service';
import { officeRefusal, PREVIEW_MAX_QUEUED, refuseWhenBusy, workerFailure } from './extraction';
import { previewKindOf } from './library-detail.service';
import { pageCountOf, pageUrlOf, storageKey } from './page.service';
import type { DocxPreviewHtml, SheetPreview } from './preview-render';
import { runInWorker } from './worker-pool';

/** Rendered previews by file id: a file never changes, so an entry never goes stale. */
const cache = new Lru<number, DocumentPreview>(32);

/** Word as sanitised HTML, or a workbook as a table, parsed in the worker under the same guards as extraction. */
async function rendered(deps: Deps, f: { storageKey: string; size: number; kind: string }): Promise<DocumentPreview> {
  const store = blobStoreFor(deps.config);
  const refusal = await officeRefusal(store, f.storageKey, f.size);
  if (refusal) return { kind: 'none', reason: `无法预览：${refusal}` };
  // The bytes are read only when a worker is free, so waiting previews hold none of them.
  const bytes = () => readBlob(store, f.storageKey);
  const timeout = deps.config.extractTimeoutMs;
  const opts = { maxQueued: PREVIEW_MAX_QUEUED };
  try {
    if (f.kind === 'docx') {
      // Converted and sanitised in the worker, under its time limit.
      const doc = await runInWorker<DocxPreviewHtml>(async () => ({ type: 'docxHtml', bytes: await bytes() }), timeout, opts);
      return 'html' in doc
        ? { kind: 'html', html: doc.html }
        : { kind: 'none', reason: `无法预览：${doc.refused}，请下载后查看` };
    }
    const sheets = await runInWorker<SheetPreview[]>(
      async () => ({ type: 'xlsxTable', bytes: await bytes(), maxRows: PREVIEW_MAX_ROWS, maxCols: PREVIEW_MAX_COLS }),
      timeout,
      opts,
    );
    return { kind: 'table', sheets };
  } catch (err) {
    refuseWhenBusy(err);
    const reason = workerFailure(err, timeout);
    return { kind: 'none', reason: `无法预览：${reason ?? '文件已损坏或格式不受支持'}` };
  }
}

/**
 * The preview of a version (see `previewKindOf`): signed URLs of rendered
 * pages for PDF (or the PDF rendition) and images, never the original bytes;
 * sanitised HTML for Word, a capped table
 * for Excel, the text for TXT, Markdown and slides.
 */
export async function documentPreview(deps: Deps, reader: Reader, id: number, version?: number): Promise<DocumentPreview> {
  const { file: f, version: shown } = await openFile(deps.db, reader, id, version);
  const kind = previewKindOf(f);
  switch (kind) {
    case 'pdf': {
      const pages =
        f.previewFileId === null && f.pageCount !== null
          ? f.pageCount
          : await pageCountOf(
              deps,
              f.previewFileId ?? f.fileId,
              f.previewFileId === null ? f.storageKey : await storageKey(deps.db, f.previewFileId),
            );
      if (pages === null) return { kind: 'none', reason: '无法预览：PDF 文件已损坏，请下载后查看' };
      // A PDF may declare any number of pages; the flipbook shows at most PREVIEW_MAX_PAGES.
      return { kind, pages: Math.min(pages, PREVIEW_MAX_PAGES), pageUrl: await pageUrlOf(deps.db, id, shown) };
    }
    case 'image':
      return { kind, url: `${await pageUrlOf(deps.db, id, shown)}&page=1` };
    case 'text':
      return { kind, text: f.text };
    case 'none':
      return { kind, reason: f.error ?? '该文件无法预览，请下载后查看' };
    default: {
      const hit = cache.get(f.fileId);
      if (hit) return hit;
      const p = await rendered(deps, f);
      // A timeout may pass on a quieter server: only successes are kept.
      return p.kind === 'none' ? p : cache.set(f.fileId, p);
    }
  }
}
