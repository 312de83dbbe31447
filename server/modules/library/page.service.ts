import { PREVIEW_MAX_PAGES } from '@contract/library/library-views';
import { MAX_DB_ID } from '@contract/platform/schemas';
import type { Context } from 'hono';
import { readerOf } from '../../access/reader';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { renderPage } from '../../files/documents/page-images';
import { previewKindOf } from '../../files/documents/preview-kind';
import type { AppEnv } from '../../http/app-env';
import { forbidden, notFound } from '../../http/errors';
import { loadSessionById } from '../../http/session';
import { signingSession } from '../../http/signing-session';
import { mayOpenVersion } from '../../knowledge/version-access';
import { secondsLeft, signedUrl, verifySignedUrl } from '../../lib/signed-url';
import { fileOfVersion } from './version-file';

const pagePath = (id: number) => `/aikn-app/library/page/${id}`;

/** A signed URL of a version's rendered pages, bound to the caller's session; the flipbook adds `&page=N`. */
export async function pageUrlOf(db: Db, id: number, version: number): Promise<string> {
  return signedUrl(db, pagePath(id), { sessionId: signingSession(), itemId: id, version });
}

/** Draws one page of the version's PDF (or rendition), or its image, through the documents engine. */
async function render(deps: Deps, id: number, version: number, page: number, hi: boolean): Promise<Uint8Array> {
  const f = await fileOfVersion(deps.db, id, version);
  const kind = previewKindOf(f);
  if (kind !== 'pdf' && kind !== 'image') throw notFound('该文件没有页面预览');
  if (kind === 'image' && page !== 1) throw notFound(`第${page}页不存在`);
  const fileId = kind === 'pdf' ? (f.previewFileId ?? f.fileId) : f.fileId;
  return renderPage(deps, { fileId, kind, storageKey: fileId === f.fileId ? f.storageKey : undefined }, page, hi);
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
