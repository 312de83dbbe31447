import { PREVIEW_MAX_COLS, PREVIEW_MAX_ROWS } from '../../../contract/library-views';
import type { Deps } from '../../deps';
import { Lru } from '../../lib/lru';
import { readBlob } from '../blob-reader';
import { blobStoreFor } from '../blob-store-factory';
import { officeRefusal, PREVIEW_MAX_QUEUED, refuseWhenBusy, workerFailure } from './extraction';
import type { DocxPreviewHtml, SheetPreview } from './preview-render';
import { runInWorker } from './worker-pool';

/** The preview of a Word file or a workbook (a subset of the contract's `documentPreview`). */
export type OfficePreview =
  | { kind: 'html'; html: string }
  | { kind: 'table'; sheets: SheetPreview[] }
  | { kind: 'none'; reason: string };

/** A stored Word file or workbook. */
export interface OfficeSource {
  fileId: number;
  storageKey: string;
  size: number;
  kind: string;
}

/** Rendered previews by file id: a file never changes, so an entry never goes stale. */
const cache = new Lru<number, OfficePreview>(32);

/** Word as sanitised HTML, or a workbook as a table, parsed in the worker under the same guards as extraction. */
async function rendered(deps: Deps, f: OfficeSource): Promise<OfficePreview> {
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
 * A Word file as sanitised HTML or a workbook as a capped table. Only
 * successes are cached: a timeout may pass on a quieter server.
 */
export async function officePreview(deps: Deps, f: OfficeSource): Promise<OfficePreview> {
  const hit = cache.get(f.fileId);
  if (hit) return hit;
  const p = await rendered(deps, f);
  return p.kind === 'none' ? p : cache.set(f.fileId, p);
}
