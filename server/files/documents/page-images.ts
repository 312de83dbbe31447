import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { ApiError, notFound } from '../../http/errors';
import { Lru } from '../../lib/lru';
import { readBlob } from '../blob-reader';
import { blobStoreFor } from '../blob-store-factory';
import { PREVIEW_MAX_QUEUED, refuseWhenBusy, workerFailure } from './extraction';
import { runInWorker, WorkerTimeoutError } from './worker-pool';

/** Rendered pictures by file, page and resolution: a file never changes, so an entry never goes stale. */
const cache = new Lru<string, Uint8Array>(64);
const inflight = new Map<string, Promise<Uint8Array>>();
const IMAGE_UNREADABLE = '图片无法解析：文件已损坏或格式不受支持';

/** The blob key of a files row. */
export async function storageKey(db: Db, fileId: number): Promise<string> {
  const [row] = await db.select({ key: files.storageKey }).from(files).where(eq(files.id, fileId));
  if (!row) throw notFound('文件不存在或已删除');
  return row.key;
}

/** A stored file to draw: a PDF (a page of it) or an image; its blob key is looked up only when not cached. */
export interface PageSource {
  fileId: number;
  kind: 'pdf' | 'image';
  storageKey?: string;
}

/**
 * One page of a stored PDF, or a stored image, as PNG, drawn in the worker
 * (`hi` for the zoomed flipbook). Cached by file, page and resolution;
 * readers asking for the same page at once share one rendering.
 */
export async function renderPage(deps: Deps, f: PageSource, page: number, hi: boolean): Promise<Uint8Array> {
  const key = `${f.fileId}:${page}:${hi && f.kind === 'pdf' ? 'hi' : 'normal'}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const running = inflight.get(key);
  if (running) return running;
  const storage = f.storageKey ?? (await storageKey(deps.db, f.fileId));
  const drawing = draw(deps, f.kind, storage, page, hi).then((png) => cache.set(key, png));
  inflight.set(key, drawing);
  try {
    return await drawing;
  } finally {
    inflight.delete(key);
  }
}

/** One picture drawn in the worker; the file is read only once a worker is free, and a full queue refuses. */
async function draw(deps: Deps, kind: 'pdf' | 'image', storage: string, page: number, hi: boolean): Promise<Uint8Array> {
  const bytes = () => readBlob(blobStoreFor(deps), storage);
  const timeout = deps.config.extractTimeoutMs;
  const opts = { maxQueued: PREVIEW_MAX_QUEUED };
  try {
    const png =
      kind === 'pdf'
        ? await runInWorker<Uint8Array | null>(async () => ({ type: 'pdfPage', bytes: await bytes(), page, hi }), timeout, opts)
        : await runInWorker<Uint8Array>(async () => ({ type: 'imagePng', bytes: await bytes() }), timeout, opts);
    if (!png) throw notFound(`第${page}页不存在`);
    return png;
  } catch (err) {
    if (err instanceof ApiError) throw err;
    refuseWhenBusy(err);
    // An image whose decoder died (a malformed file segfaults it) is a damaged image, not a lack of resources.
    if (kind === 'image' && !(err instanceof WorkerTimeoutError)) throw new ApiError(422, IMAGE_UNREADABLE);
    throw new ApiError(422, `页面渲染失败：${workerFailure(err, timeout) ?? '文件已损坏或格式不受支持'}`);
  }
}

/** Page counts of PDFs whose extraction did not record one (renditions), by file id. */
const counts = new Map<number, number>();

/** How many pages a stored PDF has; null when it cannot be read. */
export async function pageCountOf(deps: Deps, fileId: number, storage: string): Promise<number | null> {
  const known = counts.get(fileId);
  if (known !== undefined) return known;
  try {
    const n = await runInWorker<number>(
      async () => ({ type: 'pdfPageCount', bytes: await readBlob(blobStoreFor(deps), storage) }),
      deps.config.extractTimeoutMs,
    );
    if (counts.size > 256) counts.clear();
    counts.set(fileId, n);
    return n;
  } catch {
    return null;
  }
}
