import { PREVIEW_MAX_COLS, PREVIEW_MAX_ROWS } from '@contract/library/library-views';
import type { Deps } from '../../deps';
import { Lru } from '../../lib/lru';
import { readBlob } from '../blob-reader';
import { blobStoreFor } from '../blob-store-factory';
import { officeRefusal, PREVIEW_MAX_QUEUED, refuseWhenBusy, workerFailure } from './extraction';
import { libreOffice } from './libreoffice';
import type { DocxPreviewHtml, SheetPreview } from './preview-render';
import type { SlideOutline } from './slide-outline';
import { runInWorker } from './worker-pool';

/** The preview of a Word file, a workbook or a deck (a subset of the contract's `documentPreview`). */
export type OfficePreview =
  | { kind: 'html'; html: string }
  | { kind: 'table'; sheets: SheetPreview[] }
  | { kind: 'slides'; note: string; slides: SlideOutline[] }
  | { kind: 'none'; reason: string };

/**
 * What the slide cards are, for the reader: their text, not their look. With
 * LibreOffice the slides become pictures once the rendition is made.
 */
export const slidesNote = (renditionsPossible: boolean) =>
  renditionsPossible
    ? '文字版预览：幻灯片图片尚未生成，暂按页显示标题和文字；版式与图片请稍后刷新或下载查看'
    : '文字版预览：服务器未安装 LibreOffice，按页显示幻灯片的标题和文字；版式与图片请下载后查看';

/** A stored Word file, workbook or deck. */
export interface OfficeSource {
  fileId: number;
  storageKey: string;
  size: number;
  kind: string;
}

/** Rendered previews by file id: a file never changes, so an entry never goes stale. */
const cache = new Lru<number, OfficePreview>(32);

/** Word as sanitised HTML, a workbook as a table or a deck as slide cards, parsed in the worker under the same guards as extraction. */
async function rendered(deps: Deps, f: OfficeSource): Promise<OfficePreview> {
  const store = blobStoreFor(deps);
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
    if (f.kind === 'pptx') {
      const slides = await runInWorker<SlideOutline[]>(async () => ({ type: 'pptxSlides', bytes: await bytes() }), timeout, opts);
      return { kind: 'slides', note: slidesNote(libreOffice() !== null), slides };
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
 * A Word file as sanitised HTML, a workbook as a capped table or a deck as slide cards. Only
 * successes are cached: a timeout may pass on a quieter server.
 */
export async function officePreview(deps: Deps, f: OfficeSource): Promise<OfficePreview> {
  const hit = cache.get(f.fileId);
  if (hit) return hit;
  const p = await rendered(deps, f);
  return p.kind === 'none' ? p : cache.set(f.fileId, p);
}
