import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { MAX_DB_ID } from '../../../contract/schemas';
import type { Conn, Db } from '../../db/client';
import type { Deps } from '../../deps';
import { blobStoreFor } from '../../files/blob-store-factory';
import { recordStoredFile } from '../../files/documents/accept-file';
import { receiveUpload } from '../../files/receive-upload';
import { blobResponse } from '../../files/serve-blob';
import { badRequest, forbidden, notFound, unauthenticated } from '../../http/errors';
import type { AppEnv } from '../../http/route';
import { bearerToken, loadSession, loadSessionById, type SessionUser } from '../../http/session';
import { signingSession } from '../../http/signing-session';
import { intArray } from '../../lib/int-array';
import { secondsLeft, signedUrl, verifySignedUrl } from '../../lib/signed-url';
import { liveNow, namesCaller } from './notice-audience';

/** Path of the download route of one notice's attachment. */
export const NOTICE_FILE_ROUTE = '/aikn-app/notice/file/:noticeId/:fileId';
const filePath = (noticeId: number, fileId: number) => `/aikn-app/notice/file/${noticeId}/${fileId}`;

const GONE = '附件不存在或您无权查看';

/** POST /aikn-admin/notice/uploadFile: one attachment, typed by content like a document (no text extraction). */
export async function uploadNoticeFile(deps: Deps, user: SessionUser, c: Context) {
  const { file } = await receiveUpload(deps, c);
  const f = await recordStoredFile(deps, user.id, file.blob, file.name);
  return { id: f.fileId, name: f.name, size: file.blob.size, mime: f.type.mime };
}

/**
 * Refuses attachments the caller may not name: only his own uploads or files
 * this notice already carries. Any other id (someone's document, a restricted
 * item's image) would otherwise be offered for download to the whole audience.
 */
export async function checkNoticeFiles(conn: Conn, fileIds: number[], userId: number, noticeId: number | null) {
  if (fileIds.length === 0) return;
  const ok = await conn.execute<{ id: number }>(sql`
    select f.id from files f
    where f.id = any(${intArray(fileIds)}) and (f.owner_id = ${userId} or exists (
      select 1 from notice_files nf where nf.notice_id = ${noticeId ?? 0} and nf.file_id = f.id))`);
  if (ok.rows.length !== new Set(fileIds).size) throw badRequest('附件不存在或不是你上传的文件，请重新上传');
}

/** Replaces a notice's attachments with `fileIds`, in that order. */
export async function linkNoticeFiles(conn: Conn, noticeId: number, fileIds: number[]) {
  await conn.execute(sql`delete from notice_files where notice_id = ${noticeId}`);
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return;
  await conn.execute(sql`
    insert into notice_files (notice_id, file_id, sort)
    select ${noticeId}, x.id, x.ord::int from unnest(${intArray(ids)}) with ordinality as x(id, ord)`);
}

/** A notice's attachments, each with a download URL signed for the caller's session and this notice. */
export async function noticeFilesOf(db: Db, noticeId: number) {
  const rows = await db.execute<{ id: number; name: string; size: number; mime: string }>(sql`
    select f.id, f.original_name as name, f.size, f.mime
    from notice_files nf join files f on f.id = nf.file_id
    where nf.notice_id = ${noticeId} order by nf.sort, f.id`);
  return Promise.all(
    rows.rows.map(async (f) => ({
      ...f,
      url: await signedUrl(db, filePath(noticeId, f.id), { sessionId: signingSession(), itemId: noticeId }),
    })),
  );
}

/** Who asks: the session of a signed URL (bound to this notice and file by its path), or of the Authorization header. */
async function callerOf(deps: Deps, c: Context<AppEnv>, noticeId: number, fileId: number) {
  const q = c.req.query();
  if (q.sig !== undefined || q.exp !== undefined) {
    const invalid = () => forbidden('下载链接无效或已过期，请刷新页面');
    const grant = await verifySignedUrl(deps.db, filePath(noticeId, fileId), q);
    if (!grant || grant.itemId !== noticeId) throw invalid();
    const user = await loadSessionById(deps.db, grant.sessionId);
    if (!user) throw invalid();
    return { user, maxAge: secondsLeft(grant.exp) };
  }
  const token = bearerToken(c.req.header('authorization'));
  const user = token ? await loadSession(deps.db, token) : null;
  if (!user) throw unauthenticated(token ? '登录已失效，请重新登录' : '请先登录');
  return { user, maxAge: 0 };
}

/**
 * GET /aikn-app/notice/file/:noticeId/:fileId — an attachment as a download.
 * Every fetch checks again that the caller may open the notice now (its
 * audience while it is live, or a manager) and that the notice carries the
 * file; anything else is 404, the same as a file that does not exist.
 */
export async function serveNoticeFile(c: Context<AppEnv>): Promise<Response> {
  const deps = c.var.deps;
  const ids = [c.req.param('noticeId'), c.req.param('fileId')].map((s) => (/^\d{1,10}$/.test(s ?? '') ? Number(s) : 0));
  const [noticeId, fileId] = ids;
  if (ids.some((n) => n < 1 || n > MAX_DB_ID)) throw notFound(GONE);
  const { user, maxAge } = await callerOf(deps, c, noticeId, fileId);
  const manage = user.permissions.has('ROLE_NOTICE_MANAGE');
  const found = await deps.db.execute<{ storage_key: string; mime: string; name: string }>(sql`
    select f.storage_key, f.mime, f.original_name as name
    from notices n join notice_files nf on nf.notice_id = n.id join files f on f.id = nf.file_id
    where n.id = ${noticeId} and f.id = ${fileId} and (${manage} or (${namesCaller(user)} and ${liveNow}))`);
  const f = found.rows[0];
  if (!f) throw notFound(GONE);
  return blobResponse({
    store: blobStoreFor(deps.config),
    key: f.storage_key,
    mime: f.mime,
    fileName: f.name,
    disposition: 'attachment',
    maxAgeSeconds: maxAge,
    range: c.req.header('range'),
    head: c.req.method === 'HEAD',
  });
}
