import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { PREVIEW_MAX_PAGES } from '../../../contract/library-views';
import { MAX_DB_ID } from '../../../contract/schemas';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { readBlob } from '../../files/blob-reader';
import { blobStoreFor } from '../../files/blob-store-factory';
import { ApiError, forbidden, notFound } from '../../http/errors';
import type { AppEnv } from '../../http/route';
import { loadSessionById } from '../../http/session';
import { readerOf } from '../../knowledge/access';
import { mayOpenVersion } from '../../knowledge/version-access';
import { Lru } from '../../lib/lru';
import { secondsLeft, signedUrl, signingSession, verifySignedUrl } from '../../lib/signed-url';
import { PREVIEW_MAX_QUEUED, refuseWhenBusy, workerFailure } from './extraction';
import { previewKindOf } from './library-detail.service';
import { fileOfVersion } from './version-file';
import { runInWorker } from './worker-pool';

const pagePath = (id: number) => `/aikn-app/library/page/${id}`;

/** A signed URL of a version's rendered pages, bound to the caller's session; the flipbook adds `&page=N`. */
export async function pageUrlOf(db: Db, id: number, version: number): Promise<string> {
  return signedUrl(db, pagePath(id), { sessionId: signingSession(), itemId: id, version });
}

/** Rendered pictures by file, page and resolution: a file never changes, so an entry never goes stale. */
const cache = new Lru<string, Uint8Array>(64);

export async function storageKey(db: Db, fileId: number): Promise<string> {
  const [row] = await db.select({ key: files.storageKey }).from(files).where(eq(files.id, fileId));
  if (!row) throw notFound('文件不存在或已删除');
  return row.key;
}

/** Draws one page of the version's PDF (or rendition), or its image, in the worker. */
async function render(deps: Deps, id: number, version: number, page: number, hi: boolean): Promise<Uint8Array> {
  const f = await fileOfVersion(deps.db, id, version);
  const kind = previewKindOf(f);
  if (kind !== 'pdf' && kind !== 'image') throw notFound('该文件没有页面预览');
  if (kind === 'image' && page !== 1) throw notFound(`第${page}页不存在`);
  const fileId = kind === 'pdf' ? (f.previewFileId ?? f.fileId) : f.fileId;
  const key = `${fileId}:${page}:${hi && kind === 'pdf' ? 'hi' : 'normal'}`;
  const hit = cache.get(key);
  if (hit) return hit;
  // Readers asking for the same page at once share one rendering.
  const running = inflight.get(key);
  if (running) return running;
  const storage = fileId === f.fileId ? f.storageKey : await storageKey(deps.db, fileId);
  const drawing = draw(deps, kind, storage, page, hi).then((png) => cache.set(key, png));
  inflight.set(key, drawing);
  try {
    return await drawing;
  } finally {
    inflight.delete(key);
  }
}

const inflight = new Map<string, Promise<Uint8Array>>();

/** One picture drawn in the worker; the file is read only once a worker is free, and a full queue refuses. */
async function draw(deps: Deps, kind: 'pdf' | 'image', storage: string, page: number, hi: boolean): Promise<Uint8Array> {
  const bytes = () => readBlob(blobStoreFor(deps.config), storage);
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
    throw new ApiError(422, `页面渲染失败：${workerFailure(err, timeout) ?? '文件已损坏或格式不受支持'}`);
  }
}

const INVALID = '预览链接无效或已过期，请刷新页面';

/**
 * GET /aikn-app/library/page/:id — one rendered page for a signed page URL.
 * Every fetch checks again that the URL's session is live and may open the
 * version it was issued for.
 */
export async function servePage(c: Context<AppEnv>): Promise<Response> {
  const deps = c.var.deps;
  const raw = c.req.param('id') ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > MAX_DB_ID) throw notFound('文档不存在或无权查看');
  const q = c.req.query();
  const grant = await verifySignedUrl(deps.db, pagePath(id), q);
  if (!grant || grant.itemId !== id || grant.version === undefined) throw forbidden(INVALID);
  const user = await loadSessionById(deps.db, grant.sessionId);
  if (!user) throw forbidden(INVALID);
  if (!(await mayOpenVersion(deps.db, readerOf(user), id, grant.version))) throw forbidden(INVALID);
  const page = /^\d{1,5}$/.test(q.page ?? '') ? Number(q.page) : 0;
  if (page < 1 || page > PREVIEW_MAX_PAGES) throw notFound(`页码应为 1 到 ${PREVIEW_MAX_PAGES} 之间的整数`);
  const png = await render(deps, id, grant.version, page, q.hi === '1');
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(png), {
    status: 200,
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
      'Cache-Control': `private, max-age=${secondsLeft(grant.exp)}, no-transform`,
    },
  });
}

/** Page counts of PDFs whose extraction did not record one (renditions), by file id. */
const counts = new Map<number, number>();

/** How many pages the flipbook shows for a PDF file; null when it cannot be read. */
export async function pageCountOf(deps: Deps, fileId: number, storage: string): Promise<number | null> {
  const known = counts.get(fileId);
  if (known !== undefined) return known;
  try {
    const n = await runInWorker<number>(
      async () => ({ type: 'pdfPageCount', bytes: await readBlob(blobStoreFor(deps.config), storage) }),
      deps.config.extractTimeoutMs,
    );
    if (counts.size > 256) counts.clear();
    counts.set(fileId, n);
    return n;
  } catch {
    return null;
  }
}
